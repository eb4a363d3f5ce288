// Over 300 lines on purpose: one story per state of the component (the list designers review).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SampleMark } from '../Brand/SampleMark';
import { Button } from '../Button';
import { DialogTrigger } from '../Modal';
import { toast, Toaster } from '../Toast';
import { authModes } from './authValidation';
import { AuthModal, type AuthModalProps, type AuthResult } from './AuthModal';

const succeed = (): Promise<AuthResult> => Promise.resolve({ ok: true });

/** How a page uses the modal: a button opens it, and focus returns to that button when it closes. */
function AuthModalDemo(props: AuthModalProps) {
  return (
    <>
      <DialogTrigger>
        <Button>Open sign-in</Button>
        <AuthModal {...props} />
      </DialogTrigger>
    </>
  );
}

const meta = {
  title: 'Components/AuthModal',
  component: AuthModal,
  args: {
    onSubmit: fn(succeed),
    onRequestReset: fn(succeed),
    onSetPassword: fn(succeed),
    onGeneratePassword: fn(),
    onModeChange: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: [undefined, ...authModes] },
    defaultMode: { control: 'inline-radio', options: authModes },
  },
  parameters: { layout: 'padded' },
  render: (args) => <AuthModalDemo {...args} />,
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const focused = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement;

/** Opens the modal from the keyboard, as a keyboard user would, and returns the dialog. */
async function openWithKeyboard(canvasElement: HTMLElement, name: string) {
  const opener = within(canvasElement).getByRole('button', { name: 'Open sign-in' });
  opener.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  return { opener, dialog, inDialog: within(dialog) };
}

const passwordInput = (dialog: HTMLElement, name = 'Password') =>
  within(dialog).getByLabelText(name, { selector: 'input' }) as HTMLInputElement;

/** With the app's mark above the title: the dialog is still named by the title alone. */
export const WithMark: Story = {
  args: { defaultMode: 'signup', mark: <SampleMark size={40} /> },
  play: async ({ canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement, 'Create Account');
    const mark = inDialog.getByTestId('mark');
    await waitFor(() => expect(mark).toBeVisible()); // after the dialog's entry animation
    await expect(mark.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(inDialog.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    // The mark sits above the title, not beside it.
    const title = inDialog.getByRole('heading', { name: 'Create Account' });
    await expect(mark.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      within(title).getByText('Create Account').getBoundingClientRect().top,
    );
    await expect(dialog).toBeVisible();
  },
};

export const LoginEmpty: Story = {
  name: 'Login, empty',
  play: async ({ canvasElement }) => {
    const { opener, dialog, inDialog } = await openWithKeyboard(canvasElement, 'Sign In');
    const email = inDialog.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();

    // Tab order: email, password, show password, forgot password, submit, sign up, then around
    // to the close button (focus stays in the dialog).
    const order = [
      passwordInput(dialog),
      inDialog.getByRole('button', { name: 'Show Password' }),
      inDialog.getByRole('button', { name: 'Forgot password?' }),
      inDialog.getByRole('button', { name: 'Sign In' }),
      inDialog.getByRole('button', { name: 'Sign Up' }),
      inDialog.getByRole('button', { name: 'Close' }),
      email,
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }

    // Escape closes and focus returns to the opener; Enter opens it again on the same form.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('dialog', { name: 'Sign In' });
  },
};

export const LoginFilled: Story = {
  name: 'Login, filled',
  args: { defaultEmail: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement, 'Sign In');
    await expect(inDialog.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    const password = passwordInput(dialog);
    await userEvent.click(password);
    await userEvent.keyboard('correct-horse');
    await expect(password).toHaveAttribute('type', 'password');
    // The show-password toggle from the keyboard: Tab to it, Space presses it.
    await userEvent.tab();
    const toggle = inDialog.getByRole('button', { name: 'Show Password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('correct-horse');
  },
};

export const LoginWithServerError: Story = {
  name: 'Login with a server error',
  args: {
    onSubmit: fn((): Promise<AuthResult> =>
      Promise.resolve({
        error: 'Invalid email or password. Please check your credentials and try again.',
      }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement, 'Sign In');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Email' }), '  ada@example.com ');
    // Enter in the password field submits.
    await userEvent.type(passwordInput(dialog), 'wrong-password{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mode: 'login',
      email: 'ada@example.com',
      password: 'wrong-password',
    });
    await waitFor(() =>
      expect(inDialog.getByRole('alert')).toHaveTextContent(
        'Invalid email or password. Please check your credentials and try again.',
      ),
    );
    // The form is usable again.
    await expect(passwordInput(dialog)).not.toHaveAttribute('readonly');
  },
};

export const LoginSubmitting: Story = {
  name: 'Login, submitting',
  args: { onSubmit: fn(() => new Promise<AuthResult>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement, 'Sign In');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    const password = passwordInput(dialog);
    await userEvent.type(password, 'correct-horse');
    const submit = dialog.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    // A second press and an Enter in the field while pending do not submit again.
    await userEvent.click(submit);
    await userEvent.type(password, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(password).toHaveAttribute('readonly');
    await expect(inDialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(inDialog.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    await expect(inDialog.getByRole('progressbar', { name: 'Please Wait' })).toBeVisible();
  },
};

export const SignupWithoutGenerator: Story = {
  name: 'Signup, no password generator',
  args: { defaultMode: 'signup', generatePassword: null },
  play: async ({ canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement, 'Create Account');
    await waitFor(() => expect(inDialog.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await expect(passwordInput(dialog)).toBeInTheDocument();
    // Without a generator the signup form has no 'Generate Password' button.
    await expect(inDialog.queryByRole('button', { name: 'Generate Password' })).toBeNull();
  },
};

export const Signup: Story = {
  name: 'Signup',
  args: { defaultMode: 'signup' },
  play: async ({ args, canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement, 'Create Account');
    const email = inDialog.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(passwordInput(dialog)).toHaveAccessibleDescription('Must be at least 6 characters long');
    const order = [
      passwordInput(dialog),
      inDialog.getByRole('button', { name: 'Show Password' }),
      inDialog.getByRole('button', { name: 'Generate Password' }),
      inDialog.getByRole('button', { name: 'Create Account' }),
      inDialog.getByRole('button', { name: 'Sign In' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    // The toggle link switches to sign in and back; the email field takes focus each time.
    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('dialog', { name: 'Sign In' });
    await expect(args.onModeChange).toHaveBeenLastCalledWith('login');
    await userEvent.click(
      within(page(canvasElement).getByRole('dialog')).getByRole('button', { name: 'Sign Up' }),
    );
    await page(canvasElement).findByRole('dialog', { name: 'Create Account' });
    await expect(args.onModeChange).toHaveBeenLastCalledWith('signup');
    await waitFor(() => expect(focused(canvasElement)).toHaveAccessibleName('Email'));
  },
};

export const SignupWithGeneratedPassword: Story = {
  name: 'Signup with a generated password shown',
  args: {
    defaultMode: 'signup',
    defaultEmail: 'ada@example.com',
    // As the site wires it: the package's app-wide toast confirms the new password.
    onGeneratePassword: fn(() => {
      toast.success('Password generated!');
    }),
  },
  render: (args) => (
    <>
      <AuthModalDemo {...args} />
      {/* Long enough to stay through the checks; the default is 5000 ms. */}
      <Toaster timeout={30_000} />
    </>
  ),
  beforeEach: () => {
    toast.dismiss();
    return () => toast.dismiss();
  },
  play: async ({ args, canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement, 'Create Account');
    const password = passwordInput(dialog);
    await expect(password).toHaveValue('');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(inDialog.getByRole('button', { name: 'Generate Password' }));
    // The toast confirms it, announced, and sits above the modal.
    const confirmation = await page(canvasElement).findByRole('alertdialog', {
      name: 'Success: Password generated!',
    });
    await expect(within(confirmation).getByRole('alert')).toHaveTextContent('Password generated!');
    await waitFor(() => expect(confirmation).toBeVisible());
    await expect(password.value).toHaveLength(16);
    await expect(password.value).toMatch(/[A-Z]/);
    await expect(password.value).toMatch(/[a-z]/);
    await expect(password.value).toMatch(/[0-9]/);
    await expect(password.value).toMatch(/[^A-Za-z0-9]/);
    // Revealed, so the user can see (and keep) what was generated.
    await expect(password).toHaveAttribute('type', 'text');
    await expect(inDialog.getByRole('button', { name: 'Show Password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onGeneratePassword).toHaveBeenCalledWith(password.value);
  },
};

export const SignupWithTooShortPassword: Story = {
  name: 'Signup with a too-short password',
  args: { defaultMode: 'signup' },
  play: async ({ args, canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement, 'Create Account');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    const password = passwordInput(dialog);
    await userEvent.type(password, 'abc{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // The message sits next to the field, is linked to it, and is announced (the field already
    // had focus, so a polite live region carries it).
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Password should be at least 6 characters long.'),
    );
    // The error replaces the hint rather than repeating it.
    await expect(inDialog.queryByText('Must be at least 6 characters long')).toBeNull();
    await waitFor(() =>
      expect(dialog.querySelector('[aria-live="polite"]')).toHaveTextContent(
        'Password should be at least 6 characters long.',
      ),
    );
    await expect(password).toHaveFocus();
  },
};

export const ResetRequest: Story = {
  name: 'Reset request',
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await openWithKeyboard(canvasElement, 'Sign In');
    await userEvent.click(inDialog.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Reset Password' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(within(dialog).queryByLabelText('Password', { selector: 'input' })).toBeNull();
    await userEvent.type(email, ' ada@example.com {Enter}');
    await expect(args.onRequestReset).toHaveBeenCalledWith({ email: 'ada@example.com' });
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/reset the password/));
    // Visible once the dialog's entrance (from opacity 0) has played: slow when a busy machine drops frames.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Back to Sign In' })).toBeVisible(),
    );
  },
};

export const ResetByCode: Story = {
  name: 'Reset request, then the code from the email',
  args: {
    onVerifyResetCode: fn(async ({ code }: { code: string }) =>
      code === '123456' ? { ok: true as const } : { error: 'That code is wrong or has expired.' },
    ),
  },
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await openWithKeyboard(canvasElement, 'Sign In');
    await userEvent.click(inDialog.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Reset Password' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    const code = await within(dialog).findByRole('textbox', { name: 'Reset code' });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '654321');
    await waitFor(() => expect(within(dialog).getByText('That code is wrong or has expired.')).toBeVisible());
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await expect(args.onVerifyResetCode).toHaveBeenLastCalledWith({
      email: 'ada@example.com',
      code: '123456',
    });
    await waitFor(() => expect(args.onModeChange).toHaveBeenLastCalledWith('set-password'));
  },
};

export const SetNewPassword: Story = {
  name: 'Set new password, mismatch',
  args: { defaultMode: 'set-password' },
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement, 'Set a New Password');
    const first = passwordInput(dialog, 'New password');
    const second = passwordInput(dialog, 'Confirm new password');
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.type(first, 'brand-new-secret');
    await userEvent.type(second, 'brand-new-secreT{Enter}');
    await expect(args.onSetPassword).not.toHaveBeenCalled();
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveAccessibleDescription('Passwords do not match.');
    await expect(first).not.toHaveAttribute('aria-invalid');
  },
};

export const LoginSucceeds: Story = {
  name: 'Login succeeds: closes, focus back on the opener',
  play: async ({ args, canvasElement }) => {
    const { opener, dialog, inDialog } = await openWithKeyboard(canvasElement, 'Sign In');
    const email = inDialog.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await expect(passwordInput(dialog)).toHaveFocus();
    await userEvent.keyboard('correct-horse{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mode: 'login',
      email: 'ada@example.com',
      password: 'correct-horse',
    });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const SetNewPasswordSaved: Story = {
  name: 'Set new password, saved',
  args: { defaultMode: 'set-password' },
  play: async ({ args, canvasElement }) => {
    const { opener, dialog } = await openWithKeyboard(canvasElement, 'Set a New Password');
    const first = passwordInput(dialog, 'New password');
    const second = passwordInput(dialog, 'Confirm new password');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAccessibleDescription('Must be at least 6 characters long');
    await userEvent.type(first, 'brand-new-secret');
    await userEvent.type(second, 'brand-new-secret{Enter}');
    await expect(args.onSetPassword).toHaveBeenCalledTimes(1);
    await expect(args.onSetPassword).toHaveBeenCalledWith({ password: 'brand-new-secret' });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Success closes the modal and returns focus to the page.
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const PhoneLayout: Story = {
  name: 'Phone layout',
  globals: { viewport: { value: 'phone' } },
  args: { defaultMode: 'signup' },
  play: async ({ canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement, 'Create Account');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(390);
    const submit = inDialog.getByRole('button', { name: 'Create Account' });
    const form = dialog.querySelector('form')!;
    await expect(submit.getBoundingClientRect().width).toBeCloseTo(form.getBoundingClientRect().width, 0);
    // Touch-sized controls.
    await expect(submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
    // Close and 'Generate Password' are 44 px; the show-password icon keeps its look inside the
    // field but answers to a 44 px area around it.
    const offset = (name: string) => inDialog.getByRole('button', { name });
    await expect(offset('Close').offsetHeight).toBeGreaterThanOrEqual(44);
    await expect(offset('Generate Password').offsetHeight).toBeGreaterThanOrEqual(44);
    const toggle = offset('Show Password');
    const area = getComputedStyle(toggle, '::after');
    await expect(parseFloat(area.width)).toBeGreaterThanOrEqual(44);
    await expect(parseFloat(area.height)).toBeGreaterThanOrEqual(44);
  },
};
