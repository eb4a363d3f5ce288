// Over 300 lines on purpose: one story per state of the component (the list designers review).
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Modal';
import { AuthModal, type AuthResult } from '../AuthModal';
import { SampleMark } from '../Brand/SampleMark';
import { CheckEmailModal, type CheckEmailModalProps } from './CheckEmailModal';

/** How a page uses the modal: a button opens it, and focus returns to that button when it closes. */
function CheckEmailDemo(props: CheckEmailModalProps) {
  return (
    <>
      <DialogTrigger>
        <Button>Open check email</Button>
        <CheckEmailModal {...props} />
      </DialogTrigger>
    </>
  );
}

const meta = {
  title: 'Components/CheckEmailModal',
  component: CheckEmailModal,
  args: {
    email: 'ada@example.com',
    onResend: fn((): Promise<AuthResult> => Promise.resolve({ ok: true })),
    onChangeAddress: fn(),
    labels: { title: 'Check Your Email' },
  },
  parameters: { layout: 'padded' },
  render: (args) => <CheckEmailDemo {...args} />,
} satisfies Meta<typeof CheckEmailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openWithKeyboard(canvasElement: HTMLElement, name = 'Check Your Email') {
  const opener = within(canvasElement).getByRole('button', { name: 'Open check email' });
  opener.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  return { opener, dialog, inDialog: within(dialog) };
}

export const CheckEmail: Story = {
  name: 'Check email',
  play: async ({ canvasElement }) => {
    const { opener, dialog, inDialog } = await openWithKeyboard(canvasElement);
    await expect(dialog).toHaveTextContent('We sent a verification code and a link to ada@example.com.');
    // Without onVerifyCode there is no code field.
    await expect(inDialog.queryByRole('textbox')).toBeNull();
    await expect(dialog).toHaveTextContent('valid for 24 hours');
    // Tab order: close, resend, change address, and around again.
    for (const name of ['Close', 'Resend Email', 'Change Email Address', 'Close']) {
      await userEvent.tab();
      await expect(inDialog.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('dialog', { name: 'Check Your Email' });
  },
};

export const ResendCoolingDown: Story = {
  name: 'Resend sent, cooling down',
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await openWithKeyboard(canvasElement);
    const resend = inDialog.getByRole('button', { name: 'Resend Email' });
    resend.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(inDialog.getByRole('status')).toHaveTextContent('A new verification email is on its way.'),
    );
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    // Counts down visibly beside the button, which keeps its name and is described by the time;
    // the countdown is not a live region.
    const countdown = inDialog.getByText('You can resend in 60s');
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).toHaveAccessibleName('Resend Email');
    await expect(resend).toHaveAccessibleDescription('You can resend in 60s');
    await expect(countdown.closest('[aria-live]')).toBeNull();
    await waitFor(() => expect(countdown).toHaveTextContent('You can resend in 59s'), { timeout: 2000 });
    await expect(resend).toHaveAccessibleDescription('You can resend in 59s');
    // Focus stayed on the button, and pressing it again does nothing until the time is up.
    await expect(resend).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const ResendAvailableAgain: Story = {
  name: 'Resend available again after the cooldown',
  args: { initialCooldownSeconds: 1 },
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await openWithKeyboard(canvasElement);
    const resend = inDialog.getByRole('button', { name: 'Resend Email' });
    await expect(resend).toHaveAccessibleDescription('You can resend in 1s');
    await waitFor(() => expect(resend).not.toHaveAttribute('aria-disabled'), { timeout: 2000 });
    await expect(inDialog.queryByText(/You can resend in/)).toBeNull();
    await expect(resend).not.toHaveAccessibleDescription();
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const ResendFailed: Story = {
  name: 'Resend failed',
  args: {
    onResend: fn((): Promise<AuthResult> =>
      Promise.resolve({ error: 'Failed to resend verification email. Please try again.' }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await openWithKeyboard(canvasElement);
    const resend = inDialog.getByRole('button', { name: 'Resend Email' });
    await userEvent.click(resend);
    await waitFor(() =>
      expect(inDialog.getByRole('alert')).toHaveTextContent(
        'Failed to resend verification email. Please try again.',
      ),
    );
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    // No cooldown after a failure: the user may try again at once.
    await expect(resend).not.toHaveAttribute('aria-disabled');
    await expect(resend).toHaveTextContent('Resend Email');
  },
};

/** The site's flow: the check-email modal's change-address link reopens sign-up with the address. */
function ChangeAddressFlow({ onResend }: Pick<CheckEmailModalProps, 'onResend'>) {
  const [open, setOpen] = useState<'check-email' | 'signup' | null>(null);
  const email = 'ada@example.com';
  return (
    <>
      <Button onPress={() => setOpen('check-email')}>Open check email</Button>
      <CheckEmailModal
        isOpen={open === 'check-email'}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        email={email}
        onResend={onResend}
        onChangeAddress={() => setOpen('signup')}
        labels={{ title: 'Check Your Email' }}
      />
      <AuthModal
        isOpen={open === 'signup'}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        defaultMode="signup"
        defaultEmail={email}
        onSubmit={() => Promise.resolve({ ok: true })}
      />
    </>
  );
}

export const ChangeAddress: Story = {
  name: 'Change address goes back to sign-up',
  render: (args) => <ChangeAddressFlow onResend={args.onResend} />,
  play: async ({ canvasElement }) => {
    const { inDialog } = await openWithKeyboard(canvasElement);
    await userEvent.click(inDialog.getByRole('button', { name: 'Change Email Address' }));
    const signup = await page(canvasElement).findByRole('dialog', { name: 'Create Account' });
    await expect(within(signup).getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  },
};

export const PhoneLayout: Story = {
  name: 'Phone layout',
  globals: { viewport: { value: 'phone' } },
  args: { email: 'a.very.long.address.for.testing@subdomain.example.com', initialCooldownSeconds: 42 },
  play: async ({ canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(390);
    await expect(inDialog.getByRole('button', { name: 'Resend Email' })).toHaveAccessibleDescription(
      /You can resend in 4\ds/,
    );
  },
};

// ---------------------------------------------------------------------------------------------
// With a code: the dialog checks the code from the email itself.

const codeLabels = {
  title: 'Check Your Email',
  verifiedTitle: 'Verified — Download Starting',
  verifiedDescription: 'Your address is verified. If the download does not start, press Download Now.',
  continue: 'Download Now',
};

const codeField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;

export const CodeWaiting: Story = {
  name: 'Code: waiting',
  args: {
    onVerifyCode: fn((): Promise<AuthResult> => Promise.resolve({ ok: true })),
    labels: codeLabels,
    initialCooldownSeconds: 42,
  },
  play: async ({ canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement);
    await expect(dialog).toHaveTextContent('We sent a verification code and a link to ada@example.com.');
    // The field takes focus, so the code can be pasted at once.
    const field = codeField(dialog);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAccessibleDescription('Type or paste the code from the email.');
    // Tab order: field, Verify, resend, change address, close.
    for (const name of ['Verify', 'Resend Email', 'Change Email Address', 'Close']) {
      await userEvent.tab();
      await expect(inDialog.getByRole('button', { name })).toHaveFocus();
    }
  },
};

/**
 * As the site shows it: the product's mark heads the dialog as in sign-up and the beta notice (in
 * place of the envelope), and Verify, the primary action, is full width like theirs.
 */
export const WithMark: Story = {
  name: 'With the mark, code waiting',
  args: {
    mark: <SampleMark size={40} />,
    onVerifyCode: fn((): Promise<AuthResult> => Promise.resolve({ ok: true })),
    labels: codeLabels,
    initialCooldownSeconds: 42,
  },
  play: async ({ canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement);
    const mark = inDialog.getByTestId('mark');
    await waitFor(() => expect(mark).toBeVisible());
    await expect(mark.closest('[aria-hidden="true"]')).not.toBeNull();
    // The mark sits above the title's text, and no second picture (the envelope) follows it:
    // the text comes next.
    const title = inDialog.getByRole('heading', { name: 'Check Your Email' });
    const titleText = within(title).getByText('Check Your Email');
    await expect(mark.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      titleText.getBoundingClientRect().top,
    );
    const sentTo = inDialog.getByText(/We sent a verification code/);
    await expect(sentTo.parentElement!.firstElementChild).toBe(sentTo);
    // Verify spans the body, as 'Create Account' does in sign-up.
    const verify = inDialog.getByRole('button', { name: 'Verify' });
    const text = inDialog.getByText(/We sent a verification code/).getBoundingClientRect();
    await waitFor(() => expect(Math.abs(verify.getBoundingClientRect().width - text.width)).toBeLessThan(2));
    await expect(dialog).toBeVisible();
  },
};

export const CodeVerifying: Story = {
  name: 'Code: verifying',
  args: {
    onVerifyCode: fn(() => new Promise<AuthResult>(() => {})),
    labels: codeLabels,
  },
  play: async ({ args, canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement);
    const field = codeField(dialog);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.paste('Your code: 482 913');
    await expect(args.onVerifyCode).toHaveBeenCalledTimes(1);
    await expect(args.onVerifyCode).toHaveBeenCalledWith('482913');
    // Read-only with a spinner on Verify, and a second press checks nothing more.
    await expect(field).toHaveAttribute('readonly');
    const spinner = inDialog.getByRole('progressbar', { name: 'Verifying' });
    await userEvent.click(spinner.closest('button')!);
    await expect(args.onVerifyCode).toHaveBeenCalledTimes(1);
  },
};

export const CodeWrong: Story = {
  name: 'Code: wrong code',
  args: {
    onVerifyCode: fn((): Promise<AuthResult> =>
      Promise.resolve({
        error: 'That code is wrong or has expired. Check the newest email from us, or send a new code.',
      }),
    ),
    labels: codeLabels,
  },
  play: async ({ args, canvasElement }) => {
    const { dialog, inDialog } = await openWithKeyboard(canvasElement);
    const field = codeField(dialog);
    await waitFor(() => expect(field).toHaveFocus());
    // Verify before the code is whole says what is missing.
    await userEvent.type(field, '1234');
    await userEvent.click(inDialog.getByRole('button', { name: 'Verify' }));
    await expect(field).toHaveAccessibleDescription(/Enter all 6 digits of the code\./);
    await expect(args.onVerifyCode).not.toHaveBeenCalled();
    // The last digits check it; the error shows under the field, which has focus, code selected.
    await userEvent.type(field, '{End}56');
    await expect(args.onVerifyCode).toHaveBeenCalledTimes(1);
    await expect(args.onVerifyCode).toHaveBeenCalledWith('123456');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(/That code is wrong or has expired\./);
    await waitFor(() => expect(field).toHaveFocus());
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, 6]);
  },
};

/** How the site uses it: a right code (here 123456) verifies, and the parent sets `status`. */
function CodeFlow(props: CheckEmailModalProps) {
  const [status, setStatus] = useState<CheckEmailModalProps['status']>(props.status);
  return (
    <DialogTrigger>
      <Button>Open check email</Button>
      <CheckEmailModal
        {...props}
        status={status}
        onVerifyCode={async (code) => {
          await props.onVerifyCode?.(code);
          if (code !== '123456') return { error: 'That code is wrong or has expired.' };
          setStatus('verified');
          return { ok: true };
        }}
      />
    </DialogTrigger>
  );
}

export const VerifiedWithAction: Story = {
  name: 'Verified with action',
  args: {
    onVerifyCode: fn((): Promise<AuthResult> => Promise.resolve({ ok: true })),
    onContinue: fn(),
    continueIcon: 'download',
    labels: codeLabels,
  },
  render: (args) => <CodeFlow {...args} />,
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    const field = codeField(dialog);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.paste('123456');
    // The body turns into the verified state: the dialog is named by it, the text is announced
    // politely, and the action has focus.
    const verified = await page(canvasElement).findByRole('dialog', { name: 'Verified — Download Starting' });
    const inVerified = within(verified);
    await expect(inVerified.getByRole('status')).toHaveTextContent(
      'Verified — Download Starting. Your address is verified. If the download does not start, press Download Now.',
    );
    const action = inVerified.getByRole('button', { name: 'Download Now' });
    await waitFor(() => expect(action).toHaveFocus());
    await expect(inVerified.queryByRole('textbox')).toBeNull();
    await expect(inVerified.queryByRole('button', { name: 'Resend Email' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const VerifiedElsewhere: Story = {
  name: 'Verified on another device, no action',
  args: { status: 'verified', labels: codeLabels },
  play: async ({ canvasElement }) => {
    // Opened once the address is verified: the dialog is named by that state.
    const { inDialog } = await openWithKeyboard(canvasElement, 'Verified — Download Starting');
    // Nothing to press: the announced text takes focus.
    await waitFor(() => expect(inDialog.getByRole('status')).toHaveFocus());
    await expect(inDialog.getAllByRole('button')).toEqual([inDialog.getByRole('button', { name: 'Close' })]);
  },
};

export const CodePhoneLayout: Story = {
  name: 'Code: phone layout',
  globals: { viewport: { value: 'phone' } },
  args: {
    email: 'a.very.long.address.for.testing@subdomain.example.com',
    onVerifyCode: fn((): Promise<AuthResult> =>
      Promise.resolve({ error: 'That code is wrong or has expired.' }),
    ),
    labels: codeLabels,
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    const field = codeField(dialog);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.paste('654321');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(390);
    // The digits fit their input: none scrolls out of its slot.
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
  },
};
