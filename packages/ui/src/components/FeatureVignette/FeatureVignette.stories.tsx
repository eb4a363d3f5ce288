import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureVignette } from './FeatureVignette';
import { sampleVignettes } from './storySamples';

const meta = {
  title: 'Landing/FeatureVignette',
  component: FeatureVignette,
  args: sampleVignettes.search,
  // As in a card of the desktop grid: a card's width minus its padding.
  render: (args) => (
    <div style={{ maxWidth: 320, margin: '32px auto', padding: '0 16px' }}>
      <FeatureVignette {...args} />
    </div>
  ),
} satisfies Meta<typeof FeatureVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

const focusable = 'a[href], button, input, select, textarea, [tabindex], [contenteditable]';

/**
 * Hidden from screen readers and never focusable; its fixed height holds whatever it draws, and
 * the drawing fits across the stage (nothing cut at the sides).
 */
const isQuietAndFits: Story['play'] = async ({ canvasElement }) => {
  const stage = canvasElement.querySelector<HTMLElement>('[data-kind]')!;
  await expect(stage).toHaveAttribute('aria-hidden', 'true');
  await expect(stage.querySelectorAll(focusable)).toHaveLength(0);
  await expect(stage.getBoundingClientRect().height).toBe(176);
  const box = stage.getBoundingClientRect();
  const drawing = stage.firstElementChild!.getBoundingClientRect();
  await expect(drawing.left).toBeGreaterThanOrEqual(box.left);
  await expect(drawing.right).toBeLessThanOrEqual(box.right);
  await expect(drawing.top).toBeGreaterThanOrEqual(box.top);
  await expect(drawing.bottom).toBeLessThanOrEqual(box.bottom);
};

export const Search: Story = {
  args: sampleVignettes.search,
  play: async (context) => {
    await isQuietAndFits(context);
    // The hits are marked in every result.
    const marks = context.canvasElement.querySelectorAll('mark');
    await expect([...marks].map((mark) => mark.textContent?.toLowerCase())).toEqual([
      'contract',
      'contract',
      'contract',
    ]);
  },
};

export const Tiles: Story = { args: sampleVignettes.tiles, play: isQuietAndFits };

export const Path: Story = { args: sampleVignettes.path, play: isQuietAndFits };

export const Settings: Story = { args: sampleVignettes.settings, play: isQuietAndFits };

export const Timeline: Story = { args: sampleVignettes.timeline, play: isQuietAndFits };

export const Keys: Story = {
  args: sampleVignettes.keys,
  play: async (context) => {
    await isQuietAndFits(context);
    await expect(context.canvasElement.querySelectorAll('kbd')).toHaveLength(3);
  },
};

/** The narrowest stage it meets: a phone's card. */
export const TimelineOnPhone: Story = {
  name: 'Timeline, phone',
  args: sampleVignettes.timeline,
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <div style={{ maxWidth: 294, margin: '32px auto' }}>
      <FeatureVignette {...args} />
    </div>
  ),
  play: isQuietAndFits,
};
