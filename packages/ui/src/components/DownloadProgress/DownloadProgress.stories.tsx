// Over 300 lines on purpose: one story per state of the component (the list designers review).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bottomRoom } from '../../utils/bottomOffset';
import { Button } from '../Button';
import { SamplePage } from '../SiteHeader/storySamples';
import { TextLink } from '../TextLink';
import { Toaster, createToastController } from '../Toast';
import {
  DownloadProgress,
  downloadProgressStatuses,
  downloadProgressVariants,
  type DownloadProgressProps,
} from './DownloadProgress';

const MB = 1_000_000;

/** An inline progress at the width it has on the callback page's card. */
function InlineFrame(props: DownloadProgressProps) {
  return (
    <div style={{ width: 'min(26.25rem, 100%)' }}>
      <DownloadProgress {...props} />
    </div>
  );
}

const meta = {
  title: 'Components/DownloadProgress',
  component: DownloadProgress,
  parameters: { layout: 'centered' },
  args: {
    fileName: 'Clipnest-3.5.0.zip',
    receivedBytes: 9 * MB,
    totalBytes: 20 * MB,
    status: 'downloading',
    variant: 'inline',
    onCancel: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: downloadProgressStatuses },
    variant: { control: 'inline-radio', options: downloadProgressVariants },
    receivedBytes: { control: { type: 'range', min: 0, max: 20 * MB, step: 100_000 } },
  },
  render: (args) => <InlineFrame {...args} />,
} satisfies Meta<typeof DownloadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Downloading: Story = {
  name: 'Downloading, 45 %',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Downloading Clipnest-3.5.0.zip' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45% · 9.0 MB of 20.0 MB');
    await expect(canvas.getByText('45% · 9.0 MB of 20.0 MB')).toBeVisible();
    // The fill is drawn to the percentage.
    const track = bar.querySelector<HTMLElement>('[data-part="fill"]')!;
    const ratio = track.getBoundingClientRect().width / track.parentElement!.getBoundingClientRect().width;
    await expect(ratio).toBeCloseTo(0.45, 1);
    // Announced once it has appeared: the start of the download.
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Downloading Clipnest-3.5.0.zip'),
    );
  },
};

export const Cancel: Story = {
  name: 'Cancel: pressing it calls onCancel',
  play: async ({ args, canvasElement }) => {
    const cancel = within(canvasElement).getByRole('button', { name: 'Cancel' });
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Indeterminate: Story = {
  name: 'Indeterminate: size unknown',
  args: { totalBytes: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Downloading Clipnest-3.5.0.zip' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAccessibleDescription('9.0 MB received');
    const fill = bar.querySelector<HTMLElement>('[data-part="fill"]')!;
    await expect(getComputedStyle(fill).animationName).not.toBe('none');
  },
};

export const IndeterminateReducedMotion: Story = {
  name: 'Indeterminate with reduced motion: a still bar',
  args: { totalBytes: null },
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const fill = canvasElement.querySelector<HTMLElement>('[data-part="fill"]')!;
    await expect(getComputedStyle(fill).animationName).toBe('none');
    await expect(fill.getBoundingClientRect().width).toBe(fill.parentElement!.getBoundingClientRect().width);
  },
};

export const Done: Story = {
  args: { status: 'done', receivedBytes: 20 * MB },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Download complete' })).toHaveTextContent(
      'Clipnest-3.5.0.zip · 20.0 MB',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Download complete'));
  },
};

/** Done, with where to go next: the site links its install guide here. */
export const DoneWithNextStep: Story = {
  name: 'Done, with the next step',
  args: {
    status: 'done',
    receivedBytes: 20 * MB,
    onDismiss: fn(),
    nextStep: <TextLink href="#install">How to Install Clipnest</TextLink>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Download complete' });
    await expect(within(region).getByRole('link', { name: 'How to Install Clipnest' })).toBeVisible();
  },
};

/** The next step waits for the end: nothing of it while the download runs. */
export const DownloadingWithNextStep: Story = {
  name: 'Downloading, next step held back',
  args: { nextStep: <TextLink href="#install">How to Install Clipnest</TextLink> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Failed, with message',
  args: {
    status: 'failed',
    receivedBytes: 6_200_000,
    message: 'Failed to download file. Please try again.',
    onDismiss: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Download failed' });
    await expect(region).toHaveTextContent('Failed to download file. Please try again.');
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Download failed: Failed to download file. Please try again.',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Cancelled: Story = {
  args: { status: 'cancelled', receivedBytes: 3_400_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Download cancelled' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const LongFileName: Story = {
  name: 'Long file name, 390',
  args: {
    fileName: 'Clipnest-3.5.0-universal-macOS-14-and-later-beta-build-15847.zip',
    receivedBytes: 14_100_000,
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    // Wraps inside the card rather than widening it.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** A download that runs, as the site drives it, with its Cancel wired. */
function RunningDownload() {
  const [received, setReceived] = useState(0);
  const [status, setStatus] = useState<DownloadProgressProps['status'] | null>(null);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start', width: 'min(26.25rem, 100%)' }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button
          variant="soft"
          onPress={() => {
            setReceived(0);
            setStatus('downloading');
          }}
        >
          Start
        </Button>
        <Button
          variant="soft"
          isDisabled={status !== 'downloading'}
          onPress={() => {
            const next = Math.min(20 * MB, received + 3 * MB);
            setReceived(next);
            if (next === 20 * MB) setStatus('done');
          }}
        >
          Add 3 MB
        </Button>
      </div>
      {status && (
        <DownloadProgress
          variant="inline"
          fileName="Clipnest-3.5.0.zip"
          receivedBytes={received}
          totalBytes={20 * MB}
          status={status}
          onCancel={() => setStatus('cancelled')}
          onDismiss={() => setStatus(null)}
        />
      )}
    </div>
  );
}

export const Running: Story = {
  name: 'Running: announced at each 25 % step, cancel keeps focus',
  render: () => <RunningDownload />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Downloading Clipnest-3.5.0.zip'));
    const add = canvas.getByRole('button', { name: 'Add 3 MB' });
    await userEvent.click(add); // 15 %: nothing new to say
    await expect(status).toHaveTextContent('Downloading Clipnest-3.5.0.zip');
    await userEvent.click(add); // 30 %
    await expect(status).toHaveTextContent('30% · 6.0 MB of 20.0 MB');
    await userEvent.click(add); // 45 %: same step
    await expect(status).toHaveTextContent('30% · 6.0 MB of 20.0 MB');
    await userEvent.click(add); // 60 %
    await expect(status).toHaveTextContent('60% · 12.0 MB of 20.0 MB');
    // Cancel from the keyboard: the notice says so and focus moves to its close button.
    canvas.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Download cancelled');
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  },
};

/** A page behind the floating progress, with the app's toaster. */
const floatingToasts = createToastController();

function FloatingOnPage(props: DownloadProgressProps) {
  return (
    <>
      <SamplePage />
      <DownloadProgress {...props} />
      <Toaster queue={floatingToasts} timeout={30_000} />
    </>
  );
}

const floatingArgs = { variant: 'floating', receivedBytes: 12_400_000 } as const;

/** Waits for the entrance animation, which moves the notice. */
const settled = (element: HTMLElement) =>
  Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => {})));

export const FloatingPhone: Story = {
  name: 'Floating, 390: full width, toasts stack above it',
  args: floatingArgs,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  render: (args) => <FloatingOnPage {...args} />,
  beforeEach: () => {
    floatingToasts.dismiss();
    return () => floatingToasts.dismiss();
  },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const region = within(canvasElement).getByRole('region', { name: 'Downloading Clipnest-3.5.0.zip' });
    await settled(region);
    const box = region.getBoundingClientRect();
    await expect(getComputedStyle(region).position).toBe('fixed');
    // The screen's width less equal margins, at the bottom.
    await expect(box.left).toBeGreaterThan(0);
    await expect(Math.round(view.innerWidth - box.right)).toBe(Math.round(box.left));
    await expect(view.innerHeight - box.bottom).toBeGreaterThan(0);
    await expect(view.innerHeight - box.bottom).toBeLessThan(32);
    // Its room is reserved, so a toast appears above it rather than over it.
    await waitFor(() => expect(bottomRoom()).toBeGreaterThanOrEqual(Math.floor(view.innerHeight - box.top)));
    floatingToasts.success('Download started successfully!');
    const toast = await body(canvasElement).findByText('Download started successfully!');
    await waitFor(() => expect(toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.top));
  },
};

export const FloatingDesktop: Story = {
  name: 'Floating, 1280: bottom-left corner',
  args: floatingArgs,
  parameters: { layout: 'fullscreen' },
  render: (args) => <FloatingOnPage {...args} />,
  beforeEach: () => {
    floatingToasts.dismiss();
    return () => floatingToasts.dismiss();
  },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const region = within(canvasElement).getByRole('region', { name: 'Downloading Clipnest-3.5.0.zip' });
    await settled(region);
    const box = region.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(420);
    await expect(box.left).toBeLessThan(40);
    await expect(view.innerHeight - box.bottom).toBeLessThan(40);
    // Beside the toasts (bottom-right): nothing reserved.
    await expect(bottomRoom()).toBe(0);
  },
};
