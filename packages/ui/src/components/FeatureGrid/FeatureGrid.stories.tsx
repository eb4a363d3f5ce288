import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FeatureVignette, type FeatureVignetteProps } from '../FeatureVignette';
import { sampleVignettes } from '../FeatureVignette/storySamples';
import { Text } from '../Typography';
import { FeatureGrid, featureGridVariants, type FeatureGridProps, type FeatureItem } from './FeatureGrid';

const features: FeatureItem[] = [
  {
    title: 'Local Storage Privacy',
    description:
      'Your clipboard history is stored only on your Mac. Nothing is uploaded, nothing leaves the device.',
    icon: 'laptop',
  },
  {
    title: 'Rich Media Support',
    description:
      'Text, images, links and files are kept with a preview, so you recognise an entry at a glance.',
    icon: 'image',
  },
  {
    title: 'Security & Privacy',
    description:
      'History is encrypted at rest, and passwords copied from password managers are never recorded.',
    icon: 'shield',
  },
  {
    title: 'Intelligent Search',
    description:
      'Type a few letters to find anything you copied, filtered by type, app or date in milliseconds.',
    icon: 'search',
  },
  {
    title: 'History Timeline',
    description: 'Browse what you copied by day and hour, and get back the snippet you needed last week.',
    icon: 'timeline',
  },
  {
    title: 'Performance Optimized',
    description: 'A native, lightweight app that opens instantly and uses almost no memory or battery.',
    icon: 'zap',
  },
];

const meta = {
  title: 'Landing/FeatureGrid',
  component: FeatureGrid,
  args: {
    title: 'Core Features',
    description: 'Everything you need in a modern local clipboard manager — powered by advanced technology',
    items: features,
  },
  argTypes: { variant: { control: 'inline-radio', options: featureGridVariants } },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

function cardsOf(canvasElement: HTMLElement) {
  const section = within(canvasElement).getByRole('region', { name: 'Core Features' });
  return within(section).getAllByRole('article');
}

/** Columns = distinct left edges of the cards. */
async function expectColumns(canvasElement: HTMLElement, columns: number) {
  const cards = cardsOf(canvasElement);
  await expect(cards).toHaveLength(6);
  const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  await expect(lefts.size).toBe(columns);
}

export const DesktopThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Core Features' })).toBeVisible();
    await expect(canvas.getByText(/Everything you need in a modern local clipboard manager/)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expectColumns(canvasElement, 3);
  },
};

export const TabletTwoColumns: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => expectColumns(canvasElement, 2),
};

export const PhoneOneColumn: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectColumns(canvasElement, 1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Pushes the grid below the fold, so its cards start out of view. */
function BelowTheFold(props: FeatureGridProps) {
  return (
    <>
      <div style={{ height: '130vh', display: 'grid', placeItems: 'center' }}>
        <Text color="muted">Scroll down: the feature cards fade in as they come into view.</Text>
      </div>
      <FeatureGrid {...props} />
    </>
  );
}

export const BeforeReveal: Story = {
  render: (args) => <BelowTheFold {...args} />,
  play: async ({ canvasElement }) => {
    // Out of view after mount: hidden, waiting to fade in.
    for (const card of cardsOf(canvasElement)) {
      await waitFor(() => expect(card).toHaveAttribute('data-reveal', 'hidden'));
      await waitFor(() => expect(getComputedStyle(card).opacity).toBe('0'));
    }
  },
};

export const AfterReveal: Story = {
  render: (args) => <BelowTheFold {...args} />,
  play: async ({ canvasElement }) => {
    const cards = cardsOf(canvasElement);
    await waitFor(() => expect(cards[0]).toHaveAttribute('data-reveal', 'hidden'));
    cards[0]!.closest('section')!.scrollIntoView({ block: 'start', behavior: 'instant' });
    // The cards in view fade in; ones still below the fold wait their turn.
    await waitFor(() => expect(cards[0]).toHaveAttribute('data-reveal', 'revealed'));
    await waitFor(() => expect(getComputedStyle(cards[0]!).opacity).toBe('1'), { timeout: 2000 });
    cards.at(-1)!.scrollIntoView({ block: 'end', behavior: 'instant' });
    for (const card of cards) await waitFor(() => expect(card).toHaveAttribute('data-reveal', 'revealed'));
    await waitFor(() => expect(getComputedStyle(cards.at(-1)!).opacity).toBe('1'), { timeout: 2000 });
  },
};

export const WithoutIntersectionObserver: Story = {
  render: (args) => <BelowTheFold {...args} />,
  beforeEach: () => {
    const original = window.IntersectionObserver;
    Reflect.deleteProperty(window, 'IntersectionObserver');
    return () => {
      window.IntersectionObserver = original;
    };
  },
  play: async ({ canvasElement }) => {
    // Nothing can tell the cards when they come into view, so they never hide.
    for (const card of cardsOf(canvasElement)) {
      await expect(card).toHaveAttribute('data-reveal', 'static');
      await expect(getComputedStyle(card).opacity).toBe('1');
    }
  },
};

export const ReducedMotion: Story = {
  render: (args) => <BelowTheFold {...args} />,
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    // The test-runner emulates prefers-reduced-motion: the cards are simply there, no fade. (Opened
    // in Storybook without the emulation, the off-screen cards wait to fade in as usual.)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    for (const card of cardsOf(canvasElement)) {
      if (reduced) {
        await expect(card).toHaveAttribute('data-reveal', 'static');
        await expect(getComputedStyle(card).opacity).toBe('1');
      } else {
        await waitFor(() => expect(card).toHaveAttribute('data-reveal', 'hidden'));
      }
    }
  },
};

export const WithoutScrollAnimation: Story = {
  args: { revealOnScroll: false },
  render: (args) => <BelowTheFold {...args} />,
  play: async ({ canvasElement }) => {
    for (const card of cardsOf(canvasElement)) {
      await expect(card).toHaveAttribute('data-reveal', 'static');
      await expect(getComputedStyle(card).opacity).toBe('1');
    }
  },
};

export const SubtleWithEyebrow: Story = {
  name: 'Subtle band, eyebrow, heading level 3',
  args: { variant: 'subtle', eyebrow: 'Why Clipnest', headingLevel: 3, revealOnScroll: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Why Clipnest')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Core Features' })).toBeVisible();
    // Card titles sit one level below the section's title.
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(6);
    const section = canvas.getByRole('region', { name: 'Core Features' });
    await expect(getComputedStyle(section).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

// Each row of three pairs a wide card with a narrow one: narrow, wide / narrow, wide / wide, narrow.
const bentoDrawings: [FeatureVignetteProps, boolean][] = [
  [sampleVignettes.path, false],
  [sampleVignettes.tiles, true],
  [sampleVignettes.settings, false],
  [sampleVignettes.search, true],
  [sampleVignettes.timeline, true],
  [sampleVignettes.keys, false],
];
const bentoItems: FeatureItem[] = features.map((feature, index) => {
  const [drawing, wide] = bentoDrawings[index]!;
  return { ...feature, media: <FeatureVignette {...drawing} />, wide };
});

const widthOf = (element: Element) => Math.round(element.getBoundingClientRect().width);

export const BentoWithVignettes: Story = {
  name: 'Bento with vignettes',
  args: { items: bentoItems, revealOnScroll: false },
  play: async ({ canvasElement }) => {
    const cards = cardsOf(canvasElement);
    await expectColumns(canvasElement, 3);
    // Three full rows: a wide card is two narrow ones and the gap between them.
    const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(tops.size).toBe(3);
    const narrow = widthOf(cards[0]!);
    const gap = Math.round(cards[1]!.getBoundingClientRect().left - cards[0]!.getBoundingClientRect().right);
    for (const index of [1, 3, 4]) await expect(widthOf(cards[index]!)).toBe(narrow * 2 + gap);
    // The drawings stand in for the icons; the titles of a row line up.
    await expect(cards[0]!.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    const titleTops = cards.map((card) =>
      Math.round(within(card).getByRole('heading').getBoundingClientRect().top),
    );
    await expect(titleTops[0]).toBe(titleTops[1]);
    await expect(titleTops[4]).toBe(titleTops[5]);
  },
};

export const BentoOnTablet: Story = {
  name: 'Bento with vignettes, tablet',
  args: BentoWithVignettes.args,
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    // Pairs of equal cards: wide cards span two columns only from the desktop breakpoint.
    await expectColumns(canvasElement, 2);
    const widths = new Set(cardsOf(canvasElement).map(widthOf));
    await expect(widths.size).toBe(1);
  },
};

export const BentoOnPhone: Story = {
  name: 'Bento with vignettes, phone',
  args: BentoWithVignettes.args,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectColumns(canvasElement, 1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Cards by row (their top edge): every row holds two or three and reaches the grid's end. */
async function expectNoCardAlone(canvasElement: HTMLElement, count: number, rows: number[]) {
  const cards = cardsOf(canvasElement);
  await expect(cards).toHaveLength(count);
  const byTop = new Map<number, HTMLElement[]>();
  for (const card of cards) {
    const top = Math.round(card.getBoundingClientRect().top);
    byTop.set(top, [...(byTop.get(top) ?? []), card]);
  }
  await expect([...byTop.values()].map((row) => row.length)).toEqual(rows);
  const end = Math.round(cards[0]!.closest('ul')!.getBoundingClientRect().right);
  for (const row of byTop.values()) {
    await expect(Math.round(row.at(-1)!.getBoundingClientRect().right)).toBe(end);
  }
}

const countArgs = (count: number) => ({
  items: features.concat(features).slice(0, count),
  revealOnScroll: false,
});

/** Four cards: two pairs, not three and one alone. */
export const FourCards: Story = {
  args: countArgs(4),
  play: ({ canvasElement }) => expectNoCardAlone(canvasElement, 4, [2, 2]),
};

/** Five cards: a row of three, then a pair. */
export const FiveCards: Story = {
  args: countArgs(5),
  play: ({ canvasElement }) => expectNoCardAlone(canvasElement, 5, [3, 2]),
};

/** Five cards on a tablet: a pair, then a row of three, not a card alone. */
export const FiveCardsOnTablet: Story = {
  args: countArgs(5),
  globals: { viewport: { value: 'tablet' } },
  play: ({ canvasElement }) => expectNoCardAlone(canvasElement, 5, [2, 3]),
};

/** Seven cards: a row of three, then two pairs. */
export const SevenCards: Story = {
  args: countArgs(7),
  play: ({ canvasElement }) => expectNoCardAlone(canvasElement, 7, [3, 2, 2]),
};

/** Seven cards on a tablet: pairs, then a row of three. */
export const SevenCardsOnTablet: Story = {
  args: countArgs(7),
  globals: { viewport: { value: 'tablet' } },
  play: ({ canvasElement }) => expectNoCardAlone(canvasElement, 7, [2, 2, 3]),
};

/** A bento that would leave a row short (one wide card too many) falls back to even rows. */
export const BentoThatCannotPair: Story = {
  name: 'Bento that cannot pair',
  args: { items: bentoItems.slice(0, 5), revealOnScroll: false },
  play: ({ canvasElement }) => expectNoCardAlone(canvasElement, 5, [3, 2]),
};
