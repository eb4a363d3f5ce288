import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from '../Button';
import { CallToAction } from './CallToAction';

const onDownload = fn();

const meta = {
  title: 'Landing/CallToAction',
  component: CallToAction,
  args: {
    title: 'Never lose a copied thing again',
    description:
      'Free to start, private by design: your history stays on your Mac. Install it in under a minute.',
    actions: (
      <>
        <Button size={3} icon="download" onPress={onDownload}>
          Download Now
        </Button>
        <ButtonLink size={3} variant="surface" href="#pricing" icon="arrow-right" iconPosition="end">
          See Pricing
        </ButtonLink>
      </>
    ),
  },
  argTypes: { actions: { control: false } },
  beforeEach: () => onDownload.mockClear(),
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const band = canvas.getByRole('region', { name: 'Never lose a copied thing again' });
    // Full width: the band spans the whole canvas.
    await expect(Math.round(band.getBoundingClientRect().width)).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    const primary = canvas.getByRole('button', { name: 'Download Now' });
    const secondary = canvas.getByRole('link', { name: 'See Pricing' });
    // Side by side on a desktop.
    await expect(Math.round(primary.getBoundingClientRect().top)).toBe(
      Math.round(secondary.getBoundingClientRect().top),
    );
    await userEvent.click(primary);
    await expect(onDownload).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('button', { name: 'Download Now' }).getBoundingClientRect();
    const secondary = canvas.getByRole('link', { name: 'See Pricing' }).getBoundingClientRect();
    // Stacked, both as wide as each other.
    await expect(secondary.top).toBeGreaterThanOrEqual(primary.bottom);
    await expect(Math.round(secondary.width)).toBe(Math.round(primary.width));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const OneAction: Story = {
  args: {
    actions: (
      <Button size={3} icon="download" onPress={onDownload}>
        Download Now
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Aligned to the start, as on a feature page whose section heads are left-aligned. */
export const AlignStart: Story = {
  name: 'Align start',
  args: { align: 'start' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).textAlign).toBe('start');
  },
};

/** A stand-in for an app's motif: a fan of outlined cards in a bowl, in `currentColor`. */
function SampleMotif() {
  const line = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.5,
    vectorEffect: 'non-scaling-stroke',
  } as const;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" data-testid="motif">
      <rect x="12" y="3" width="8" height="20" rx="2" {...line} transform="rotate(-30 16 27)" />
      <rect x="12" y="3" width="8" height="20" rx="2" {...line} transform="rotate(30 16 27)" />
      <rect x="12" y="3" width="8" height="20" rx="2" {...line} />
      <path d="M3 19h26a13 10 0 0 1-26 0z" {...line} />
    </svg>
  );
}

/**
 * With a large drawing behind it (the app's mark in outline): centred, its base under the actions,
 * cut off by the band's lower edge, fading as it rises behind the title. Decorative only.
 */
export const WithBackdrop: Story = {
  name: 'With a backdrop',
  args: { backdrop: <SampleMotif /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const band = canvas.getByRole('region', { name: 'Never lose a copied thing again' });
    const motif = canvas.getByTestId('motif');
    await expect(motif.parentElement).toHaveAttribute('aria-hidden', 'true');
    const bandBox = band.getBoundingClientRect();
    const box = motif.getBoundingClientRect();
    // Centred, and its base hangs past the band's edge, which cuts it off.
    await expect(Math.abs(box.left + box.width / 2 - (bandBox.left + bandBox.width / 2))).toBeLessThan(2);
    await expect(box.bottom).toBeGreaterThan(bandBox.bottom);
    await expect(getComputedStyle(band).overflowY).toBe('clip');
    // Behind the words: the actions stay on top and pressable.
    await userEvent.click(canvas.getByRole('button', { name: 'Download Now' }));
    await expect(onDownload).toHaveBeenCalledTimes(1);
  },
};

export const WithBackdropOnPhone: Story = {
  name: 'With a backdrop on a phone',
  args: { backdrop: <SampleMotif /> },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const motif = within(canvasElement).getByTestId('motif').getBoundingClientRect();
    await expect(motif.width).toBeLessThanOrEqual(390);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
