import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthModal, type AuthModalProps, type AuthResult } from './AuthModal';
import { validateAuthForm } from './authValidation';

const ok = (): Promise<AuthResult> => Promise.resolve({ ok: true });

function renderModal(props: Partial<AuthModalProps> = {}) {
  const onSubmit = vi.fn(ok);
  const onOpenChange = vi.fn();
  const utils = render(<AuthModal isOpen onOpenChange={onOpenChange} onSubmit={onSubmit} {...props} />);
  return { ...utils, onSubmit, onOpenChange, user: userEvent.setup({ delay: null }) };
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password', { selector: 'input' });

describe('validateAuthForm', () => {
  const values = { email: ' ada@example.com ', password: 'secret', confirmPassword: '' };

  it('accepts a trimmed email and a long enough password', () => {
    expect(validateAuthForm('login', values)).toEqual({});
  });

  it('reports a missing or malformed email', () => {
    expect(validateAuthForm('login', { ...values, email: '   ' }).email).toBe('required');
    expect(validateAuthForm('signup', { ...values, email: 'ada@' }).email).toBe('invalid');
    expect(validateAuthForm('signup', { ...values, email: 'ada example.com' }).email).toBe('invalid');
  });

  it('reports a missing or short password, with a configurable minimum', () => {
    expect(validateAuthForm('signup', { ...values, password: '' }).password).toBe('required');
    expect(validateAuthForm('signup', { ...values, password: '12345' }).password).toBe('tooShort');
    expect(validateAuthForm('signup', { ...values, password: '123456' }).password).toBeUndefined();
    expect(validateAuthForm('signup', values, { minPasswordLength: 8 }).password).toBe('tooShort');
  });

  it('checks only the fields of the mode', () => {
    expect(validateAuthForm('reset-request', { ...values, password: '' })).toEqual({});
    expect(validateAuthForm('set-password', { ...values, email: '', confirmPassword: 'secret' })).toEqual({});
    expect(validateAuthForm('set-password', { ...values, confirmPassword: 'secreT' }).confirmPassword).toBe(
      'mismatch',
    );
    expect(validateAuthForm('set-password', values).confirmPassword).toBe('required');
  });
});

// Rendering a modal in jsdom is slow on a busy machine.
describe('AuthModal', { timeout: 20_000 }, () => {
  it('opens on the sign-in form with the email field focused', async () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(email()).toHaveFocus());
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
  });

  it('submits the trimmed email and the password, then closes', async () => {
    const { onSubmit, onOpenChange, user } = renderModal();
    await user.type(email(), '  ada@example.com ');
    await user.type(password(), 'hunter22{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ mode: 'login', email: 'ada@example.com', password: 'hunter22' });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows errors next to the fields and focuses the first invalid one', async () => {
    const { onSubmit, user } = renderModal({ defaultMode: 'signup' });
    await user.type(password(), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Please enter your email address.');
    expect(email()).toHaveFocus();
    expect(password()).toHaveAccessibleDescription(
      expect.stringContaining('Password should be at least 6 characters long.'),
    );
    // Errors follow the typing once shown.
    await user.type(password(), 'def');
    expect(password()).not.toHaveAttribute('aria-invalid');
  });

  it('announces the error when the invalid field already has focus', async () => {
    const { user } = renderModal();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), '123{Enter}');
    expect(password()).toHaveFocus();
    expect(
      screen.getByText('Password should be at least 6 characters long.', { selector: '[aria-live] *' }),
    ).toBeInTheDocument();
  });

  it('shows the server error in the alert region and lets the user try again', async () => {
    const onSubmit = vi.fn((): Promise<AuthResult> =>
      Promise.resolve({ error: 'Invalid email or password.' }),
    );
    const { user } = renderModal({ onSubmit });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows a generic error when the callback throws', async () => {
    const onSubmit = vi.fn((): Promise<AuthResult> => Promise.reject(new Error('network')));
    const { user } = renderModal({ onSubmit });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('ignores a second submit while the first is pending, and locks the form', async () => {
    const onSubmit = vi.fn(() => new Promise<AuthResult>(() => {}));
    const { container, user } = renderModal({ onSubmit });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret');
    const form = container.ownerDocument.querySelector('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(email()).toHaveAttribute('readonly');
    expect(password()).toHaveAttribute('readonly');
    expect(form.querySelector('[type="submit"], [data-pending]')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  });

  it('toggles password visibility with a pressed-state button', async () => {
    const { user } = renderModal();
    const toggle = screen.getByRole('button', { name: 'Show Password' });
    expect(password()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches between sign in and sign up (uncontrolled), keeping the email', async () => {
    const onModeChange = vi.fn();
    const { user } = renderModal({ onModeChange });
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(onModeChange).toHaveBeenCalledWith('signup');
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    expect(email()).toHaveValue('ada@example.com');
    expect(screen.getByText('Must be at least 6 characters long')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('follows a controlled mode', () => {
    const { rerender } = render(<AuthModal isOpen mode="signup" onSubmit={ok} />);
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    rerender(<AuthModal isOpen mode="login" onSubmit={ok} />);
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('generates a password in signup mode, reveals it and reports it', async () => {
    const onGeneratePassword = vi.fn();
    const { user } = renderModal({ defaultMode: 'signup', onGeneratePassword });
    await user.click(screen.getByRole('button', { name: 'Generate Password' }));
    const value = (password() as HTMLInputElement).value;
    expect(value).toHaveLength(16);
    expect(password()).toHaveAttribute('type', 'text');
    expect(onGeneratePassword).toHaveBeenCalledWith(value);
  });

  it('requests a password reset by email only', async () => {
    const onRequestReset = vi.fn(ok);
    const { user } = renderModal({ onRequestReset });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    await waitFor(() => expect(email()).toHaveFocus());
    await user.type(email(), ' ada@example.com {Enter}');
    expect(onRequestReset).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(await screen.findByRole('status')).toHaveTextContent('a link to reset the password is on its way');
  });

  it('has no forgot-password link without onRequestReset', () => {
    renderModal();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it('sets a new password typed twice', async () => {
    const onSetPassword = vi.fn(ok);
    const { user } = renderModal({ defaultMode: 'set-password', onSetPassword });
    const first = screen.getByLabelText('New password', { selector: 'input' });
    const second = screen.getByLabelText('Confirm new password', { selector: 'input' });
    await user.type(first, 'new-secret');
    await user.type(second, 'new-secreT{Enter}');
    expect(onSetPassword).not.toHaveBeenCalled();
    expect(second).toHaveAccessibleDescription('Passwords do not match.');
    await user.type(second, '{Backspace}t{Enter}');
    expect(onSetPassword).toHaveBeenCalledWith({ password: 'new-secret' });
  });

  it('takes its texts from labels', () => {
    renderModal({ labels: { title: { login: 'Welcome back' }, email: 'Email address' } });
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
  });

  it('words the minimum length with label functions', async () => {
    const { user } = renderModal({
      defaultMode: 'signup',
      minPasswordLength: 8,
      labels: {
        passwordHint: (min) => `${min}+ characters`,
        errors: { passwordTooShort: (min) => `Use ${min} characters or more.` },
      },
    });
    expect(password()).toHaveAccessibleDescription('8+ characters');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'short{Enter}');
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('Use 8 characters or more.'));
  });

  it('uses the given password generator, or none with null', async () => {
    const { user, rerender } = renderModal({
      defaultMode: 'signup',
      generatePassword: () => 'correct-horse',
    });
    await user.click(screen.getByRole('button', { name: 'Generate Password' }));
    expect(password()).toHaveValue('correct-horse');
    rerender(<AuthModal isOpen defaultMode="signup" onSubmit={ok} generatePassword={null} />);
    expect(screen.queryByRole('button', { name: 'Generate Password' })).toBeNull();
  });

  it('passes ref and attributes to the dialog element', () => {
    const ref = createRef<HTMLElement>();
    render(<AuthModal isOpen onSubmit={ok} ref={ref} className="mine" data-flow="auth" />);
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(ref.current).toBe(dialog);
    expect(dialog).toHaveClass('mine');
    expect(dialog).toHaveAttribute('data-flow', 'auth');
  });

  it('opens on its default mode again after closing', async () => {
    const { rerender, user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    rerender(<AuthModal isOpen={false} onSubmit={ok} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(<AuthModal isOpen onSubmit={ok} />);
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});
