import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Typography';
import { DialogTrigger, Modal } from '.';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  parameters: { layout: 'centered' },
  args: {
    title: 'Welcome to the beta',
    description: 'Thanks for trying the app early.',
    onOpenChange: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Modal {...args}>
        <Text>Your clipboard history stays on your Mac. Tell us what you think.</Text>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const OpensAndTrapsFocus: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Welcome to the beta' });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    // Tab cycles inside the dialog, never back to the page.
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};

export const EscapeClosesAndRestoresFocus: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const TranslatedCloseButton: Story = {
  args: { labels: { close: 'Schließen' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/**
 * Open from the very first render (a notice shown on arrival): the page behind is still hidden
 * and focus is trapped in the dialog.
 */
export const OpenFromTheStart: Story = {
  render: (args) => (
    <div>
      <Button variant="soft">Behind the dialog</Button>
      <Modal {...args} isOpen>
        <Text>Your clipboard history stays on your Mac.</Text>
      </Modal>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Welcome to the beta' });
    const behind = within(canvasElement).getByText('Behind the dialog');
    await waitFor(() => expect(behind.closest('[inert], [aria-hidden="true"]')).not.toBeNull());
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const WithActions: Story = {
  args: { size: 1, hideCloseButton: true },
  render: (args) => (
    <Modal
      {...args}
      isOpen
      actions={(close) => (
        <>
          <Button variant="soft" onPress={close}>
            Later
          </Button>
          <Button onPress={close}>Start</Button>
        </>
      )}
    >
      <Text>Actions sit at the bottom and wrap on a phone.</Text>
    </Modal>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    // Visible once the entry animation has run.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Start' })).toBeVisible());
  },
};

export const OnPhone: Story = {
  ...WithActions,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const { left, right } = dialog.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(390);
  },
};

/** Every dialog's description has one look: body size (16 px), gray 11, line height 1.5. */
export const DescriptionText: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Welcome to the beta' });
    const description = within(dialog).getByText('Thanks for trying the app early.');
    const look = getComputedStyle(description);
    const size = parseFloat(look.fontSize);
    // 16 px at the theme's scaling (0.9–1), never the small 14 px size.
    await expect(size).toBeGreaterThanOrEqual(14.4);
    await expect(parseFloat(look.lineHeight) / size).toBeCloseTo(1.5, 2);
    await expect(look.color).not.toBe(getComputedStyle(within(dialog).getByRole('heading')).color);
  },
};
