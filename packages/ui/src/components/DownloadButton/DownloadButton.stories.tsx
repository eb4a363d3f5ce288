import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DownloadButton, downloadButtonVariants } from './DownloadButton';
import { downloadStatuses } from './downloadMachine';
import { useDownloadButton, type UseDownloadButtonOptions } from './useDownloadButton';

const meta = {
  title: 'Components/DownloadButton',
  component: DownloadButton,
  parameters: { layout: 'centered' },
  args: { onPress: fn() },
  argTypes: {
    status: { control: 'select', options: downloadStatuses },
    variant: { control: 'inline-radio', options: downloadButtonVariants },
    progress: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button driven by `useDownloadButton`, as the site uses it. */
function WiredDownloadButton({
  variant,
  ...options
}: UseDownloadButtonOptions & { variant?: 'hero' | 'compact' }) {
  const { buttonProps } = useDownloadButton(options);
  return <DownloadButton {...buttonProps} variant={variant} />;
}

export const IdleHero: Story = {
  name: 'Idle, hero',
  args: { variant: 'hero' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download Now' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const IdleCompact: Story = {
  name: 'Idle, compact',
  args: { variant: 'compact' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download' });
    const height = button.getBoundingClientRect().height;
    await expect(height).toBeGreaterThanOrEqual(32);
    await expect(height).toBeLessThan(48);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** A step that leads to the download flow without naming a download ('Get Started'): no icon. */
export const WithoutIconAtRest: Story = {
  name: 'Idle, compact, without icon',
  args: { variant: 'compact', hasIconAtRest: false, labels: { idle: 'Get Started' } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get Started' });
    await expect(button.querySelector('[data-part="download-icon"]')).toBeNull();
    await expect(button.querySelector('svg')).toBeNull();
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/**
 * The plan cards around the highlighted plan: the large size, outlined (Button's `surface`), no
 * icon at rest, the same height as the solid one beside it.
 */
export const SecondaryLarge: Story = {
  name: 'Idle, hero size, secondary',
  args: { variant: 'hero', tone: 'secondary', hasIconAtRest: false, labels: { idle: 'Download App' } },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <DownloadButton {...args} />
      <DownloadButton variant="hero" hasIconAtRest={false} labels={{ idle: 'Get Started' }} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const secondary = canvas.getByRole('button', { name: 'Download App' });
    const primary = canvas.getByRole('button', { name: 'Get Started' });
    // One large size for page calls to action: both at least 48 px, and equal.
    const height = secondary.getBoundingClientRect().height;
    await expect(height).toBeGreaterThanOrEqual(48);
    await expect(primary.getBoundingClientRect().height).toBe(height);
    // Outlined, not filled: its background differs from the solid button's.
    await expect(getComputedStyle(secondary).backgroundColor).not.toBe(
      getComputedStyle(primary).backgroundColor,
    );
    await expect(getComputedStyle(secondary).boxShadow).toContain('inset');
    await expect(secondary.querySelector('[data-part="download-icon"]')).toBeNull();
    await userEvent.click(secondary);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** The space between the button's edges and its first and last visible parts, in whole px. */
function endGaps(button: HTMLElement, first: Element, last: Element) {
  const box = button.getBoundingClientRect();
  return {
    start: Math.round(first.getBoundingClientRect().left - box.left),
    end: Math.round(box.right - last.getBoundingClientRect().right),
  };
}

export const Hover: Story = {
  name: 'Hover: arrow and bouncing icon, balanced ends',
  args: { variant: 'hero' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download Now' });
    const arrow = button.querySelector<SVGElement>('[data-part="arrow"]')!;
    const icon = button.querySelector<SVGElement>('[data-part="download-icon"]')!;
    const iconBox = icon.parentElement!;
    const label = within(button).getByText('Download Now');
    await expect(getComputedStyle(arrow).opacity).toBe('0');
    await expect(getComputedStyle(icon).animationName).toBe('none');
    // At rest the icon and label look centred: as much space before the icon as after the label.
    const atRest = endGaps(button, iconBox, label);
    await expect(Math.abs(atRest.start - atRest.end)).toBeLessThanOrEqual(1);
    const widthAtRest = button.getBoundingClientRect().width;
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    await waitFor(() => expect(getComputedStyle(arrow).opacity).toBe('1'));
    await expect(getComputedStyle(icon).animationName).not.toBe('none');
    // With the arrow in, the arrow is as far from the end as the icon is from the start.
    await waitFor(() => {
      const hovered = endGaps(button, iconBox, arrow);
      return expect(Math.abs(hovered.start - hovered.end)).toBeLessThanOrEqual(1);
    });
    await expect(endGaps(button, iconBox, arrow).end).toBeGreaterThanOrEqual(20);
    // The arrow's space was reserved: showing it does not move the layout.
    await expect(button.getBoundingClientRect().width).toBe(widthAtRest);
  },
};

export const HoverCompact: Story = {
  name: 'Hover, compact: bouncing icon, no arrow',
  args: { variant: 'compact' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download' });
    const icon = button.querySelector<SVGElement>('[data-part="download-icon"]')!;
    const widthAtRest = button.getBoundingClientRect().width;
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    await waitFor(() => expect(getComputedStyle(icon).animationName).not.toBe('none'));
    // No arrow in the compact variant, so hovering never changes its width.
    await expect(button.querySelector('[data-part="arrow"]')).toBeNull();
    await expect(button.getBoundingClientRect().width).toBe(widthAtRest);
  },
};

export const HoverWithReducedMotion: Story = {
  name: 'Hover with reduced motion: arrow, no bounce',
  args: { variant: 'hero' },
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download Now' });
    const arrow = button.querySelector<SVGElement>('[data-part="arrow"]')!;
    const icon = button.querySelector<SVGElement>('[data-part="download-icon"]')!;
    await userEvent.hover(button);
    await waitFor(() => expect(getComputedStyle(arrow).opacity).toBe('1'));
    await expect(getComputedStyle(arrow).transform).toBe('none');
    await expect(getComputedStyle(icon).animationName).toBe('none');
  },
};

const onAuthRequired = fn();
const neverCalledDownload = fn(async () => {});

export const NeedsAuth: Story = {
  name: 'Needs auth: a click asks for sign-in',
  render: () => (
    <WiredDownloadButton
      isAuthorized={false}
      onAuthRequired={onAuthRequired}
      download={neverCalledDownload}
    />
  ),
  play: async ({ canvasElement }) => {
    onAuthRequired.mockClear();
    neverCalledDownload.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Download Now' });
    await userEvent.click(button);
    await waitFor(() => expect(onAuthRequired).toHaveBeenCalledTimes(1));
    // Still at rest and clickable (the auth modal takes over); no download began.
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toHaveAccessibleName('Download Now');
    await userEvent.click(button);
    await waitFor(() => expect(onAuthRequired).toHaveBeenCalledTimes(2));
    await expect(neverCalledDownload).not.toHaveBeenCalled();
  },
};

export const Preparing: Story = {
  args: { status: 'preparing' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Downloading...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Downloading...');
  },
};

export const DownloadingIndeterminate: Story = {
  name: 'Downloading, size unknown',
  args: { status: 'downloading', progress: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Downloading...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Downloading...' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

export const Downloading40: Story = {
  name: 'Downloading 40 %',
  args: { status: 'downloading', progress: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Downloading... 40%' })).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Downloading...' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    // The fill really covers 40 % of the track.
    const fill = bar.firstElementChild as HTMLElement;
    const ratio = fill.getBoundingClientRect().width / bar.getBoundingClientRect().width;
    await expect(ratio).toBeCloseTo(0.4, 1);
    // One way of showing progress at a time: the label and the bar, no spinner beside them; the
    // bar runs along the button's lower edge.
    const button = canvas.getByRole('button');
    await expect(button.querySelector('[data-part="spinner"]')).toBeNull();
    const gap = button.getBoundingClientRect().bottom - bar.getBoundingClientRect().bottom;
    await expect(gap).toBeLessThanOrEqual(2);
  },
};

export const Done: Story = {
  args: { status: 'done' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Downloaded' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Downloaded');
  },
};

export const Failed: Story = {
  args: { status: 'failed', errorMessage: 'The download could not be started. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download failed' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Download failed: The download could not be started. Please try again.',
    );
  },
};

/** A download the play function finishes by hand, so no step depends on timing. */
let finishDownload = () => {};
const heldDownload = fn(
  (report: (progress: number | null) => void) =>
    new Promise<void>((resolve) => {
      report(40);
      finishDownload = resolve;
    }),
);

export const DoubleClickStartsOneDownload: Story = {
  name: 'Double click starts one download',
  render: () => <WiredDownloadButton isAuthorized download={heldDownload} resetAfterMs={800} />,
  play: async ({ canvasElement }) => {
    heldDownload.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Download Now' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Downloading... 40%'));
    // Busy, yet it keeps focus (no native `disabled`), so keyboard users stay in place.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(heldDownload).toHaveBeenCalledTimes(1);
    finishDownload();
    await waitFor(() => expect(button).toHaveAccessibleName('Downloaded'));
    // Back at rest after the (shortened) reset delay, and still only one download ran.
    await waitFor(() => expect(button).toHaveAccessibleName('Download Now'), { timeout: 3000 });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(heldDownload).toHaveBeenCalledTimes(1);
  },
};

export const FullWidthOnPhone: Story = {
  name: 'Full width on a phone',
  args: { isFullWidth: true },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download Now' });
    // As wide as the room the story's container gives it (its width less its padding).
    const container = button.parentElement!.parentElement!;
    const padding = getComputedStyle(container);
    const room = container.clientWidth - parseFloat(padding.paddingLeft) - parseFloat(padding.paddingRight);
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(Math.round(room));
  },
};
