import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reserveBottomRoom } from '../../utils/bottomOffset';
import { Button } from '../Button';
import { Toaster, type ToasterProps } from './Toaster';
import { createToastController, toast as appToast, type ToastController } from './toastQueue';

/*
 * The site calls the app-wide `toast.success(…)` / `toast.error(…)` and mounts one `<Toaster />`
 * (the 'App-wide toast API' story does exactly that). The other stories use their own queue
 * (`createToastController()`), so stories shown together on the docs page don't share toasts.
 */

const saved = 'Cookie preferences saved successfully.';
const failed = 'An account with this email already exists. Please try signing in instead.';

/** Trigger buttons for a queue, plus the Toaster that shows it. */
function ToastDemo({ queue, ...props }: ToasterProps & { queue: ToastController }) {
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="soft" onPress={() => queue.success(saved)}>
        Show success
      </Button>
      <Button variant="soft" onPress={() => queue.error(failed)}>
        Show error
      </Button>
      <Toaster {...props} queue={queue} />
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  parameters: { layout: 'centered' },
  // Long enough to stay on screen through the checks; the product default is 5000 ms.
  args: { timeout: 30_000 },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A story with its own queue, emptied when the story unmounts. */
function withQueue(queue: ToastController): Pick<Story, 'render' | 'beforeEach'> {
  return {
    render: (args) => <ToastDemo {...args} queue={queue} />,
    beforeEach: () => {
      queue.dismiss();
      return () => queue.dismiss();
    },
  };
}

const successQueue = createToastController();

export const Success: Story = {
  ...withQueue(successQueue),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toast = await body(canvasElement).findByRole('alertdialog', { name: `Success: ${saved}` });
    // Announced: the message sits in a live alert.
    await expect(within(toast).getByRole('alert')).toHaveTextContent(saved);
    // Visible once its entrance (a short fade) has run.
    await waitFor(() => expect(within(toast).getByRole('button', { name: 'Close' })).toBeVisible());
    await expect(toast).toHaveAttribute('data-tone', 'success');
  },
};

const errorQueue = createToastController();

export const ErrorToast: Story = {
  name: 'Error',
  ...withQueue(errorQueue),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const toast = await body(canvasElement).findByRole('alertdialog', { name: `Error: ${failed}` });
    // Announced: the message, with its tone, sits in a live alert.
    const alert = within(toast).getByRole('alert');
    await expect(alert).toHaveTextContent(`Error: ${failed}`);
    await expect(toast).toHaveAttribute('data-tone', 'error');
    // The close button removes it.
    const close = within(toast).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toBeVisible());
    await userEvent.click(close);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(body(canvasElement).queryByText(failed)).toBeNull();
    // Shown again, so the story ends on the error toast for review.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const again = await body(canvasElement).findByRole('alertdialog', { name: `Error: ${failed}` });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Close' })).toBeVisible());
  },
};

const replacedQueue = createToastController();

export const Replaced: Story = {
  name: 'A new toast replaces the current one',
  ...withQueue(replacedQueue),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await body(canvasElement).findByRole('alertdialog', { name: `Success: ${saved}` });
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await body(canvasElement).findByRole('alertdialog', { name: `Error: ${failed}` });
    await expect(body(canvasElement).getAllByRole('alertdialog')).toHaveLength(1);
    await expect(body(canvasElement).queryByText(saved)).toBeNull();
  },
};

const closeQueue = createToastController();

export const ClosedWithTheButton: Story = {
  name: 'Closed with the close button',
  ...withQueue(closeQueue),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show success' });
    await userEvent.click(trigger);
    const toast = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

const autoQueue = createToastController();

export const AutoDismiss: Story = {
  name: 'Auto-dismiss, paused on hover',
  args: { timeout: 1000 },
  ...withQueue(autoQueue),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toast = await body(canvasElement).findByRole('alertdialog');
    // Hovering pauses the timer: the toast outlives its 1000 ms.
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await expect(toast).toBeInTheDocument();
    // Once the pointer leaves, it goes by itself.
    await userEvent.unhover(toast);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull(), {
      timeout: 2000,
    });
  },
};

const phoneQueue = createToastController();

export const Phone: Story = {
  name: 'On a phone: bottom centre',
  globals: { viewport: { value: 'phone' } },
  ...withQueue(phoneQueue),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const toast = await body(canvasElement).findByRole('alertdialog');
    const view = canvasElement.ownerDocument.defaultView!;
    const box = toast.getBoundingClientRect();
    // Inside the screen, centred, at the bottom, and far from covering it.
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(view.innerWidth);
    await expect(Math.abs(box.left - (view.innerWidth - box.right))).toBeLessThanOrEqual(1);
    await expect(box.bottom).toBeGreaterThan(view.innerHeight * 0.8);
    await expect(box.height).toBeLessThan(view.innerHeight * 0.25);
  },
};

const desktopQueue = createToastController();

export const DesktopCorner: Story = {
  name: 'On a desktop: bottom-right corner',
  ...withQueue(desktopQueue),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toast = await body(canvasElement).findByRole('alertdialog');
    const view = canvasElement.ownerDocument.defaultView!;
    const box = toast.getBoundingClientRect();
    await expect(box.right).toBeGreaterThan(view.innerWidth - 64);
    await expect(box.left).toBeGreaterThan(view.innerWidth / 2);
    await expect(box.bottom).toBeGreaterThan(view.innerHeight * 0.8);
  },
};

const bannerQueue = createToastController();

export const AboveABottomBanner: Story = {
  name: 'Above a bottom banner',
  ...withQueue(bannerQueue),
  beforeEach: () => {
    // What the cookie banner does while it shows: it reserves its height plus a gap.
    const banner = Symbol('banner');
    reserveBottomRoom(banner, 160);
    bannerQueue.dismiss();
    return () => {
      reserveBottomRoom(banner, null);
      bannerQueue.dismiss();
    };
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toast = await body(canvasElement).findByRole('alertdialog');
    const view = canvasElement.ownerDocument.defaultView!;
    // The toast stays in the room above the reserved strip, so it never covers the banner.
    await expect(toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight - 160);
  },
};

export const AppWide: Story = {
  name: 'App-wide toast API',
  // Exactly what the site does: the imperative `toast` from anywhere, one default `<Toaster />`.
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="soft" onPress={() => appToast.success(saved)}>
        Save Preferences
      </Button>
      <Button variant="soft" onPress={() => appToast.error(failed)}>
        Create Account
      </Button>
      <Toaster timeout={args.timeout} />
    </div>
  ),
  beforeEach: () => {
    appToast.dismiss();
    return () => appToast.dismiss();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    const first = await body(canvasElement).findByRole('alertdialog', { name: `Success: ${saved}` });
    await expect(within(first).getByRole('alert')).toHaveTextContent(saved);
    await expect(body(canvasElement).getAllByRole('alertdialog')).toHaveLength(1);

    // The second call replaces the first: still one toast, now the error.
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const second = await body(canvasElement).findByRole('alertdialog', { name: `Error: ${failed}` });
    await expect(second).toHaveAttribute('data-tone', 'error');
    await waitFor(() => expect(body(canvasElement).getAllByRole('alertdialog')).toHaveLength(1));
    await expect(body(canvasElement).queryByText(saved)).toBeNull();
    await waitFor(() => expect(within(second).getByRole('button', { name: 'Close' })).toBeVisible());
  },
};
