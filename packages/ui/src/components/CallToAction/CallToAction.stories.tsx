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
