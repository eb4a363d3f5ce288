import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger, Modal } from '../Modal';
import { VerificationStatus } from '../VerificationStatus';
import { HandoffNotice } from './HandoffNotice';

/**
 * Puts `value` on navigator under `name` for one story (a browser without sharing, a stubbed
 * clipboard: a synthetic click is no user gesture), and takes it off again afterwards.
 */
function stubNavigator(name: 'clipboard' | 'share', value: unknown) {
  const original = Object.getOwnPropertyDescriptor(navigator, name);
  Object.defineProperty(navigator, name, { value, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, name, original);
    else delete (navigator as unknown as Record<string, unknown>)[name];
  };
}

const writeText = fn(async (_text: string) => {});
const share = fn(async (_data: ShareData) => {});

const meta = {
  title: 'Components/HandoffNotice',
  component: HandoffNotice,
  parameters: { layout: 'padded' },
  args: {
    url: 'https://example.com/download',
    labels: {
      title: 'This App Is for the Desktop',
      description: 'Open this address on your computer to download it, or create your account now.',
    },
  },
  // Every story starts in a browser that cannot share; the ones that can say so.
  beforeEach: () => stubNavigator('share', undefined),
  render: (args) => (
    <main>
      <HandoffNotice {...args} />
    </main>
  ),
} satisfies Meta<typeof HandoffNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: <Button onPress={fn()}>Create Account</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'This App Is for the Desktop' });
    await expect(within(region).getByText('https://example.com/download').tagName).toBe('CODE');
    await expect(canvas.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Share' })).toBeNull();
    // The address is monospace.
    const address = canvas.getByText('https://example.com/download');
    await expect(getComputedStyle(address).fontFamily).toMatch(/mono|Menlo|Consolas/i);
  },
};

export const Copied: Story = {
  name: 'Copied',
  beforeEach: () => {
    writeText.mockClear();
    return stubNavigator('clipboard', { writeText });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await expect(writeText).toHaveBeenCalledWith('https://example.com/download');
    // The button says so for 2 s, and so does a polite announcement; then it is Copy Link again.
    const copied = await canvas.findByRole('button', { name: 'Copied' });
    await expect(copied).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy Link' })).toBeVisible(), {
      timeout: 3000,
    });
  },
};

export const CopyRefused: Story = {
  name: 'Copy refused',
  beforeEach: () =>
    stubNavigator('clipboard', {
      writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Copying isn’t allowed here.'));
    // The address is selected, ready for the system's own copy.
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe('https://example.com/download');
  },
};

export const ShareAvailable: Story = {
  name: 'Share available',
  beforeEach: () => {
    share.mockClear();
    return stubNavigator('share', share);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    await expect(share).toHaveBeenCalledWith({ url: 'https://example.com/download' });
  },
};

export const InVerificationStatus: Story = {
  name: 'Inside a VerificationStatus',
  parameters: { layout: 'fullscreen' },
  args: { hideHeader: true },
  render: (args) => (
    <main>
      <VerificationStatus
        status="verified"
        title="Your Address Is Verified"
        description="This app runs on the desktop. Open this address on your computer and sign in there to download it."
      >
        <HandoffNotice {...args} />
      </VerificationStatus>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  },
};

export const InModal: Story = {
  name: 'Inside a Modal',
  args: { hideHeader: true, align: 'start', children: <Button onPress={fn()}>Create Account</Button> },
  render: (args) => (
    <DialogTrigger>
      <Button>Download</Button>
      <Modal
        title="This App Is for the Desktop"
        description="Open this address on your computer to download it, or create your account now."
        size={1}
      >
        <HandoffNotice {...args} />
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'This App Is for the Desktop',
    });
    // After the dialog's entry animation.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Create Account' })).toBeVisible();
  },
};

export const PhoneLayout: Story = {
  name: 'Phone layout, long address',
  globals: { viewport: { value: 'phone' } },
  args: {
    url: 'https://downloads.example.com/apps/desktop/latest?ref=handoff-from-phone',
    children: <Button onPress={fn()}>Create Account</Button>,
  },
  beforeEach: () => stubNavigator('share', share),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByText(/downloads\.example\.com/);
    await expect(address.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(await canvas.findByRole('button', { name: 'Share' })).toBeVisible();
  },
};
