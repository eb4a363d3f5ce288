import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CoverArt } from './CoverArt';
import { coverArtPatterns } from './coverPatterns';
import * as samples from './storySamples.css';

const meta = {
  title: 'Blog/CoverArt',
  component: CoverArt,
  args: { pattern: 'stack', seed: 'introducing-public-beta' },
  argTypes: {
    pattern: { control: 'select', options: coverArtPatterns },
    hue: { control: { type: 'range', min: 0, max: 360, step: 1 } },
  },
  // One picture in a card-like 16:9 frame; the galleries below render their own frames.
  render: (args) => (
    <div className={samples.frame} data-testid="frame">
      <CoverArt {...args} />
    </div>
  ),
} satisfies Meta<typeof CoverArt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a hue: the theme's accent. Decorative, so hidden from assistive technology. */
export const Accent: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('data-hue');
    // It fills the frame it is given.
    const frame = within(canvasElement).getByTestId('frame');
    await expect(Math.round(svg!.getBoundingClientRect().width)).toBe(Math.round(frame.clientWidth));
  },
};

/** A hue of its own (here 160, a green): the colours follow it in light and dark. */
export const WithHue: Story = {
  args: { pattern: 'grid', hue: 160, seed: 'clipboard-habits' },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('data-hue', '160');
    const strong = svg.querySelectorAll('rect');
    // The art is drawn in colour, not left transparent.
    await expect(strong.length).toBeGreaterThan(0);
    await expect(getComputedStyle(svg).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

/** Every pattern in the one palette (the theme's accent), as a blog shows them: they differ in composition. */
export const AllPatterns: Story = {
  render: () => (
    <ul className={samples.gallery}>
      {coverArtPatterns.map((pattern) => (
        <li key={pattern}>
          <div className={samples.tile}>
            <CoverArt pattern={pattern} seed={pattern} />
          </div>
          <p className={samples.caption}>{pattern}</p>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs.map((svg) => svg.dataset.pattern)).toEqual([...coverArtPatterns]);
    // One palette: no cover brings a hue of its own.
    await expect(svgs.filter((svg) => svg.hasAttribute('data-hue'))).toHaveLength(0);
  },
};

/** One pattern, three seeds: the same motif, a different composition each time. */
export const Seeds: Story = {
  render: () => (
    <ul className={samples.gallery}>
      {['first-post', 'second-post', 'third-post'].map((seed) => (
        <li key={seed}>
          <div className={samples.tile}>
            <CoverArt pattern="dots" seed={seed} />
          </div>
          <p className={samples.caption}>{seed}</p>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const drawings = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    await expect(new Set(drawings).size).toBe(3);
  },
};
