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

const resendButton = () => screen.getByRole('button', { name: 'Resend email' });

// Rendering a modal in jsdom is slow on a busy machine.
describe('CheckEmailModal', { timeout: 20_000 }, () => {
  it('names the address and how long the link is valid', () => {
    renderModal({ linkValidityHours: 24 });
    const dialog = screen.getByRole('dialog', { name: 'Check your email' });
    expect(dialog).toHaveTextContent('We sent a verification link to ada@example.com.');
    expect(dialog).toHaveTextContent('valid for 24 hours');
  });

  it('resends, confirms, then cools down without losing focus', async () => {
    const { onResend, user } = renderModal();
    await user.click(resendButton());
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('A new verification email is on its way.');
    const button = resendButton();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Resend email');
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
    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(onChangeAddress).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('passes ref and attributes to the dialog element', () => {
    const ref = createRef<HTMLElement>();
    renderModal({ ref, className: 'mine', id: 'check-email' });
    const dialog = screen.getByRole('dialog', { name: 'Check your email' });
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
