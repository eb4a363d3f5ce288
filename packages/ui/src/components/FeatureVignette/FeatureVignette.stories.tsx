import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureVignette } from './FeatureVignette';
import { sampleVignettes } from './storySamples';

const meta = {
  title: 'Landing/FeatureVignette',
  component: FeatureVignette,
  args: sampleVignettes.search,
  // As in the narrowest card it meets: a third of the grid at the desktop breakpoint (1024 px).
  render: (args) => (
    <div style={{ maxWidth: 294, margin: '0 auto', padding: '32px 16px' }}>
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

/** Clips as previews: as many cards as the width holds, none cut at the edge. */
export const Previews: Story = {
  args: sampleVignettes.previews,
  play: async (context) => {
    await isQuietAndFits(context);
    const grid = context.canvasElement.querySelector('[data-kind="previews"] > div')!;
    const box = grid.getBoundingClientRect();
    // Cards past the first row start at the grid's bottom edge, clipped away.
    const shown = [...grid.children].filter((card) => card.getBoundingClientRect().top < box.bottom);
    await expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const card of shown) {
      const rect = card.getBoundingClientRect();
      await expect(rect.right).toBeLessThanOrEqual(box.right);
      await expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
    }
  },
};

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

/** A code clip: the language detected, the tabs kept, lines cut at the window's edge, not wrapped. */
export const Code: Story = {
  args: sampleVignettes.code,
  play: async (context) => {
    await isQuietAndFits(context);
    const stage = context.canvasElement.querySelector('[data-kind="code"]')!;
    await expect(stage).toHaveTextContent('Python');
    // Numbered lines, one row each, the tab at the start of a line kept.
    const rows = [...stage.querySelectorAll('[data-kind] > div > div:nth-child(2) > span')];
    await expect(rows.map((row) => row.firstElementChild!.textContent)).toEqual(['1', '2', '3', '4']);
    await expect(rows[1]!.lastElementChild!.textContent).toBe('\treturn sum(');
    for (const row of rows) await expect(row.getBoundingClientRect().height).toBe(17);
  },
};

/** A template: placeholders as tokens, the cursor's place, the fields asked for. */
export const Template: Story = {
  args: sampleVignettes.template,
  play: async (context) => {
    await isQuietAndFits(context);
    const stage = context.canvasElement.querySelector('[data-kind="template"]')!;
    await expect(stage).toHaveTextContent('Hi name, thanks for date.');
    await expect(stage).toHaveTextContent('Jordan');
  },
};

/** Two Macs with one history and the lock between them; the newest clip has just arrived. */
export const Devices: Story = {
  args: sampleVignettes.devices,
  play: async (context) => {
    await isQuietAndFits(context);
    const panes = [...context.canvasElement.querySelectorAll('[data-kind="devices"] > div > div')];
    await expect(panes).toHaveLength(2);
    // Side by side, the same history in both, the link between them.
    const [a, b] = panes.map((pane) => pane.getBoundingClientRect());
    await expect(b!.left).toBeGreaterThan(a!.right);
    const clips = (pane: Element) => [...pane.children].slice(1).map((row) => row.textContent);
    await expect(clips(panes[1]!)).toEqual(clips(panes[0]!));
    await expect(clips(panes[0]!)).toContain('Boarding pass');
  },
};

/** `size="panel"`: the large picture beside a feature page's section, the drawing scaled up. */
export const Panel: Story = {
  name: 'Devices, large panel',
  args: { ...sampleVignettes.devices, size: 'panel' },
  render: (args) => (
    <div style={{ maxWidth: 560, margin: '0 auto', padding: '32px 16px' }}>
      <FeatureVignette {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const stage = canvasElement.querySelector<HTMLElement>('[data-kind]')!;
    await expect(stage.getBoundingClientRect().height).toBe(360);
    const box = stage.getBoundingClientRect();
    const drawing = stage.firstElementChild!.getBoundingClientRect();
    // Drawn larger than in a card (a pane's row is 28 px there), and still inside the panel.
    const row = stage.querySelector('[data-kind] > div > div > div:nth-child(2)')!;
    await expect(row.getBoundingClientRect().height).toBeGreaterThan(28 * 1.3);
    await expect(drawing.left).toBeGreaterThanOrEqual(box.left);
    await expect(drawing.right).toBeLessThanOrEqual(box.right);
    await expect(drawing.top).toBeGreaterThanOrEqual(box.top);
    await expect(drawing.bottom).toBeLessThanOrEqual(box.bottom);
  },
};

/** Previews in the large panel: two whole rows of three on a wide screen, none cut at an edge. */
export const PreviewsPanel: Story = {
  name: 'Previews, large panel',
  args: { ...sampleVignettes.previews, size: 'panel' },
  render: Panel.render,
  play: async ({ canvasElement }) => {
    const stage = canvasElement.querySelector<HTMLElement>('[data-kind]')!.getBoundingClientRect();
    const cards = [...canvasElement.querySelectorAll('[data-kind] > div > span')];
    const rows = new Map<number, number>();
    for (const card of cards) {
      const rect = card.getBoundingClientRect();
      rows.set(Math.round(rect.top), (rows.get(Math.round(rect.top)) ?? 0) + 1);
      await expect(rect.bottom).toBeLessThanOrEqual(stage.bottom);
      await expect(rect.right).toBeLessThanOrEqual(stage.right);
    }
    await expect([...rows.values()]).toEqual([3, 3]);
  },
};

/** In a wide card of a bento grid: the drawing stays centred and keeps its size limits. */
export const TimelineWide: Story = {
  name: 'Timeline, wide card',
  args: sampleVignettes.timeline,
  render: (args) => (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: '32px 16px' }}>
      <FeatureVignette {...args} />
    </div>
  ),
  play: async (context) => {
    await isQuietAndFits(context);
    const stage = context.canvasElement.querySelector('[data-kind]')!.getBoundingClientRect();
    const axis = context.canvasElement.querySelector('[data-kind] > *')!.getBoundingClientRect();
    // The axis grows with the card, up to its limit, in the middle of the stage.
    await expect(axis.width).toBe(480);
    await expect(Math.abs(axis.left - stage.left - (stage.right - axis.right))).toBeLessThan(1);
  },
};
