import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Modal';
import { AuthModal, type AuthResult } from '../AuthModal';
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

async function openWithKeyboard(canvasElement: HTMLElement) {
  const opener = within(canvasElement).getByRole('button', { name: 'Open check email' });
  opener.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Check Your Email' });
  return { opener, dialog, inDialog: within(dialog) };
}

export const CheckEmail: Story = {
  name: 'Check email',
  play: async ({ canvasElement }) => {
    const { opener, dialog, inDialog } = await openWithKeyboard(canvasElement);
    await expect(dialog).toHaveTextContent('We sent a verification link to ada@example.com.');
    await expect(dialog).toHaveTextContent('valid for 24 hours');
    // Tab order: close, resend, change address, and around again.
    for (const name of ['Close', 'Resend email', 'Change email address', 'Close']) {
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
    const resend = inDialog.getByRole('button', { name: 'Resend email' });
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
    await expect(resend).toHaveAccessibleName('Resend email');
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
    const resend = inDialog.getByRole('button', { name: 'Resend email' });
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
    const resend = inDialog.getByRole('button', { name: 'Resend email' });
    await userEvent.click(resend);
    await waitFor(() =>
      expect(inDialog.getByRole('alert')).toHaveTextContent(
        'Failed to resend verification email. Please try again.',
      ),
    );
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    // No cooldown after a failure: the user may try again at once.
    await expect(resend).not.toHaveAttribute('aria-disabled');
    await expect(resend).toHaveTextContent('Resend email');
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
    await userEvent.click(inDialog.getByRole('button', { name: 'Change email address' }));
    const signup = await page(canvasElement).findByRole('dialog', { name: 'Create account' });
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
    await expect(inDialog.getByRole('button', { name: 'Resend email' })).toHaveAccessibleDescription(
      /You can resend in 4\ds/,
    );
  },
};
