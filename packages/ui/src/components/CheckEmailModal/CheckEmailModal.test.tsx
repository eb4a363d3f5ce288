import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthResult } from '../AuthModal';
import { CheckEmailModal, type CheckEmailModalProps } from './CheckEmailModal';

function renderModal(props: Partial<CheckEmailModalProps> = {}) {
  const onResend = vi.fn((): Promise<AuthResult> => Promise.resolve({ ok: true }));
  const onOpenChange = vi.fn();
  const utils = render(
    <CheckEmailModal
      isOpen
      onOpenChange={onOpenChange}
      email="ada@example.com"
      onResend={onResend}
      {...props}
    />,
  );
  return { ...utils, onResend, onOpenChange, user: userEvent.setup({ delay: null }) };
}

const resendButton = () => screen.getByRole('button', { name: 'Resend Email' });

// Rendering a modal in jsdom is slow on a busy machine.
describe('CheckEmailModal', { timeout: 20_000 }, () => {
  it('names the address and how long the link is valid', () => {
    renderModal({ linkValidityHours: 24 });
    const dialog = screen.getByRole('dialog', { name: 'Check Your Email' });
    expect(dialog).toHaveTextContent('We sent a verification code and a link to ada@example.com.');
    expect(dialog).toHaveTextContent('valid for 24 hours');
    // No code field unless the parent can check codes.
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('resends, confirms, then cools down without losing focus', async () => {
    const { onResend, user } = renderModal();
    await user.click(resendButton());
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('A new verification email is on its way.');
    const button = resendButton();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Resend Email');
    expect(button).toHaveAccessibleDescription('You can resend in 60s');
    expect(screen.getByText('You can resend in 60s')).toBeVisible();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('shows the failure and allows another try at once', async () => {
    const onResend = vi.fn((): Promise<AuthResult> =>
      Promise.resolve({ error: 'Failed to resend verification email. Please try again.' }),
    );
    const { user } = renderModal({ onResend });
    await user.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to resend verification email. Please try again.',
    );
    expect(resendButton()).not.toHaveAttribute('aria-disabled');
    await user.click(resendButton());
    expect(onResend).toHaveBeenCalledTimes(2);
  });

  it('shows a generic failure when onResend throws', async () => {
    const onResend = vi.fn((): Promise<AuthResult> => Promise.reject(new Error('offline')));
    const { user } = renderModal({ onResend });
    await user.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('ignores presses while a resend is pending', async () => {
    const onResend = vi.fn(() => new Promise<AuthResult>(() => {}));
    const { user } = renderModal({ onResend });
    const button = resendButton();
    await user.click(button);
    await user.click(button);
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('can open while already cooling down', () => {
    renderModal({ initialCooldownSeconds: 42 });
    expect(resendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(resendButton()).toHaveAccessibleDescription('You can resend in 42s');
  });

  it('closes and goes back to sign-up to change the address', async () => {
    const onChangeAddress = vi.fn();
    const { onOpenChange, user } = renderModal({ onChangeAddress });
    await user.click(screen.getByRole('button', { name: 'Change Email Address' }));
    expect(onChangeAddress).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('passes ref and attributes to the dialog element', () => {
    const ref = createRef<HTMLElement>();
    renderModal({ ref, className: 'mine', id: 'check-email' });
    const dialog = screen.getByRole('dialog', { name: 'Check Your Email' });
    expect(ref.current).toBe(dialog);
    expect(dialog).toHaveClass('mine');
    expect(dialog).toHaveAttribute('id', 'check-email');
  });

  it('takes its texts from labels', () => {
    renderModal({
      labels: {
        title: 'Posteingang prüfen',
        resend: 'Erneut senden',
        linkValidity: (h) => `${h} Stunden gültig.`,
      },
    });
    const dialog = screen.getByRole('dialog', { name: 'Posteingang prüfen' });
    expect(dialog).toHaveTextContent('24 Stunden gültig.');
    expect(screen.getByRole('button', { name: 'Erneut senden' })).toBeInTheDocument();
  });
});

describe('CheckEmailModal with a code', { timeout: 20_000 }, () => {
  function renderWithCode(
    onVerifyCode: (code: string) => Promise<AuthResult>,
    props: Partial<CheckEmailModalProps> = {},
  ) {
    const utils = renderModal({ onVerifyCode, ...props });
    const field = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
    return { ...utils, field };
  }

  it('shows the field, focused, under the sent-to text', () => {
    const { field } = renderWithCode(vi.fn());
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Type or paste the code from the email.');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('checks a pasted code at once, read-only and pending meanwhile', async () => {
    let finish: (result: AuthResult) => void = () => {};
    const onVerifyCode = vi.fn(() => new Promise<AuthResult>((resolve) => (finish = resolve)));
    const { field, user } = renderWithCode(onVerifyCode);
    await user.paste('Your code: 123 456');
    expect(onVerifyCode).toHaveBeenCalledTimes(1);
    expect(onVerifyCode).toHaveBeenCalledWith('123456');
    expect(field).toHaveAttribute('readonly');
    const spinner = screen.getByRole('progressbar', { name: 'Verifying' });
    // Presses and Enter while checking do not check again.
    await user.click(spinner.closest('button')!);
    await user.keyboard('{Enter}');
    expect(onVerifyCode).toHaveBeenCalledTimes(1);
    finish({ ok: true });
    await waitFor(() => expect(field).not.toHaveAttribute('readonly'));
  });

  it('checks the typed code when the last digit arrives', async () => {
    const onVerifyCode = vi.fn((): Promise<AuthResult> => Promise.resolve({ ok: true }));
    const { user } = renderWithCode(onVerifyCode);
    await user.keyboard('12a345');
    expect(onVerifyCode).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onVerifyCode).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('shows an error under the field and selects the code for another try', async () => {
    const onVerifyCode = vi.fn((): Promise<AuthResult> =>
      Promise.resolve({ error: 'That code is wrong or has expired.' }),
    );
    const { field, user } = renderWithCode(onVerifyCode);
    await user.paste('111111');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/That code is wrong or has expired\./);
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 6]);
    // Typing replaces the selected code and clears the error.
    await user.keyboard('2');
    expect(field).toHaveValue('2');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('returns focus to the field after an error from the Verify button', async () => {
    const onVerifyCode = vi.fn((): Promise<AuthResult> => Promise.reject(new Error('offline')));
    const { field, user } = renderWithCode(onVerifyCode);
    await user.keyboard('12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Not complete: says so without calling the parent.
    expect(onVerifyCode).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription(/Enter all 6 digits of the code\./);
    expect(field).toHaveFocus();
    await user.keyboard('{End}6');
    expect(onVerifyCode).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/An unexpected error occurred\. Please try again\./),
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onVerifyCode).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('turns into the verified state: title, text, and the action focused', async () => {
    const onContinue = vi.fn();
    const { rerender, user, onResend, onOpenChange } = renderWithCode(vi.fn(), {
      labels: { verifiedTitle: 'Verified — Download Starting', continue: 'Download Now' },
    });
    const props: CheckEmailModalProps = {
      isOpen: true,
      onOpenChange,
      email: 'ada@example.com',
      onResend,
      onVerifyCode: vi.fn(),
      onContinue,
      status: 'verified',
      labels: { verifiedTitle: 'Verified — Download Starting', continue: 'Download Now' },
    };
    rerender(<CheckEmailModal {...props} />);
    const dialog = screen.getByRole('dialog', { name: 'Verified — Download Starting' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Verified — Download Starting. Your email address is verified.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend Email' })).toBeNull();
    const action = screen.getByRole('button', { name: 'Download Now' });
    await waitFor(() => expect(action).toHaveFocus());
    expect(dialog).toContainElement(action);
    await user.click(action);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('focuses its text when verified without an action', async () => {
    renderModal({ status: 'verified' });
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
