import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MacScene } from './MacScene';
import { afterFirstFrame } from './MacScene.css';
import { modalOpenAttribute } from '../private/behindModal';
import { sampleMacScene } from './storySamples';

const meta = {
  title: 'Landing/MacScene',
  component: MacScene,
  args: sampleMacScene,
  argTypes: { menuBar: { control: false }, window: { control: false }, panel: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 600, margin: '0 auto', padding: '32px 16px' }}>
      <MacScene {...args} />
    </div>
  ),
} satisfies Meta<typeof MacScene>;

export default meta;
type Story = StoryObj<typeof meta>;

const focusable = 'a[href], button, input, select, textarea, [tabindex], [contenteditable]';

const isHeldBack = (animation: Animation) => (animation as CSSAnimation).animationName === afterFirstFrame;

/** One picture named by its label; nothing inside takes focus; it never widens its box. */
const isOneQuietPicture: Story['play'] = async ({ canvasElement, args }) => {
  const figure = within(canvasElement).getByRole('img', { name: args.label });
  // Its parts sit out the first frame (see the story below): measured once they are drawn.
  await waitFor(() => expect(figure.getAnimations({ subtree: true }).filter(isHeldBack)).toEqual([]));
  await expect(figure.tagName).toBe('FIGURE');
  await expect(figure.querySelectorAll(focusable)).toHaveLength(0);
  await expect(within(canvasElement).getAllByRole('img')).toEqual([figure]);
  const desktop = figure.firstElementChild as HTMLElement;
  await expect(desktop.scrollWidth).toBeLessThanOrEqual(desktop.clientWidth + 1);
  // Its box is reserved by its proportions, not by what is drawn inside it.
  await expect(getComputedStyle(desktop).aspectRatio).not.toBe('auto');
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: async (context) => {
    await isOneQuietPicture(context);
    const figure = within(context.canvasElement).getByRole('img');
    // A real menu bar (the front app, its menus, the clock), the panel with its shortcut, clips.
    await expect(figure).toHaveTextContent('Notes');
    await expect(figure).toHaveTextContent('Mon 23 Nov 10:42');
    await expect(figure).toHaveTextContent('⇧⌘V');
    await expect(figure).toHaveTextContent('Quarterly-report.pdf');
    await expect(figure).toHaveTextContent('developer.apple.com');
    // The Dock's top edge along the bottom, the app running in it.
    await expect(within(figure).getByTestId('mark')).toBeVisible();
  },
};

/**
 * On a page, the scene's parts sit out its first frame, so that its words paint first, and appear
 * in the next one. Its box is reserved by its proportions all along: their arriving moves nothing.
 */
export const AfterFirstFrame: Story = {
  name: "Drawn after the page's first frame",
  play: async (context) => {
    await isOneQuietPicture(context);
    const figure = within(context.canvasElement).getByRole('img');
    const desktop = figure.firstElementChild as HTMLElement;
    const parts = [...desktop.children] as HTMLElement[];
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    for (const part of parts) {
      // Held for a millisecond: the next frame draws it.
      await expect(getComputedStyle(part).animationName).toBe(afterFirstFrame);
      await expect(getComputedStyle(part).animationDuration).toBe('0.001s');
    }
    // The first frame's scene (every part held out) has the box the drawn scene has.
    const drawn = desktop.getBoundingClientRect().toJSON();
    const below = context.canvasElement.ownerDocument.body.scrollHeight;
    for (const part of parts) part.style.display = 'none';
    await expect(desktop.getBoundingClientRect().toJSON()).toEqual(drawn);
    await expect(context.canvasElement.ownerDocument.body.scrollHeight).toBe(below);
    for (const part of parts) part.style.display = '';
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: isOneQuietPicture };

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async (context) => {
    await isOneQuietPicture(context);
    const figure = within(context.canvasElement).getByRole('img');
    await expect(figure.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(context.canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // The panel still fits whole across the cropped desktop: its shortcuts at the right are in view.
    const right = figure.getBoundingClientRect().right;
    for (const kbd of within(figure).getAllByText(/^⌘\d$/)) {
      await expect(kbd.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};

/**
 * A clip arrives: the newest fades in at the top of the list and the clips under it slide down a
 * row, once, by transform and opacity only; the scene's box never changes, and it settles still.
 */
export const ClipArrives: Story = {
  name: 'Clip arrives (once, then still)',
  play: async (context) => {
    await isOneQuietPicture(context);
    const figure = within(context.canvasElement).getByRole('img');
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const before = figure.getBoundingClientRect();
    const animations = figure.getAnimations({ subtree: true });
    const rows = within(figure)
      .getAllByText(/^⌘\d$/)
      .map((kbd) => kbd.parentElement!);
    const moving = new Set(animations.map((a) => (a.effect as KeyframeEffect).target));
    // The first clip arrives, every clip under it makes room.
    for (const row of rows) {
      await expect(moving.has(row) || moving.has(row.parentElement)).toBe(true);
    }
    for (const animation of animations) {
      const timing = animation.effect!.getComputedTiming();
      // Finite: it runs once and ends.
      await expect(timing.iterations).toBe(1);
      await expect(Number(timing.endTime)).toBeLessThanOrEqual(2000);
      // The compositor's properties only: nothing is laid out again.
      const properties = (animation.effect as KeyframeEffect)
        .getKeyframes()
        .flatMap((frame) => Object.keys(frame))
        .filter((key) => !['offset', 'easing', 'composite', 'computedOffset'].includes(key));
      await expect(properties.every((key) => key === 'transform' || key === 'opacity')).toBe(true);
    }
    for (const animation of animations) animation.finish();
    // Settled, the drawing is the still one and its box has not moved or grown.
    await expect(figure.getAnimations({ subtree: true })).toEqual([]);
    await expect(figure.getBoundingClientRect().toJSON()).toEqual(before.toJSON());
    await expect(getComputedStyle(rows[0]!).opacity).toBe('1');
  },
};

/**
 * Behind a modal (the landing page's beta notice opens a second after the page), the clip and the
 * keys wait where they are, and play once the modal has closed: the package's modals mark the
 * root `data-modal-open` while open, as this story does from before the scene is drawn.
 */
export const BehindAModal: Story = {
  name: 'Behind a modal (waits, then plays)',
  beforeEach: () => {
    const root = document.documentElement;
    root.setAttribute(modalOpenAttribute, '');
    return () => root.removeAttribute(modalOpenAttribute);
  },
  play: async (context) => {
    await isOneQuietPicture(context);
    const figure = within(context.canvasElement).getByRole('img');
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const demo = () => figure.getAnimations({ subtree: true }).filter((animation) => !isHeldBack(animation));
    await expect(demo().length).toBeGreaterThan(0);
    await expect(demo().every((animation) => animation.playState === 'paused')).toBe(true);
    const at = demo().map((animation) => animation.currentTime);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(demo().map((animation) => animation.currentTime)).toEqual(at);
    // The modal closes.
    document.documentElement.removeAttribute(modalOpenAttribute);
    await waitFor(() => expect(demo().every((animation) => animation.playState === 'running')).toBe(true));
    for (const animation of demo()) animation.finish();
    await expect(demo()).toEqual([]);
  },
};

export const ReducedMotion: Story = {
  name: 'Reduced motion: still',
  // The test-runner emulates prefers-reduced-motion for this story.
  parameters: { reducedMotion: true },
  play: async (context) => {
    await isOneQuietPicture(context);
    const figure = within(context.canvasElement).getByRole('img');
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      const animated = [...figure.querySelectorAll('*')].filter(
        (el) => getComputedStyle(el).animationName !== 'none',
      );
      await expect(animated).toEqual([]);
    }
  },
};
