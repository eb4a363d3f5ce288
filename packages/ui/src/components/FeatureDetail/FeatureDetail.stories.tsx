import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureDetail } from '.';
import { ButtonLink } from '../Button';
import { FeatureScene } from '../FeatureScene';
import { sampleScenes } from '../FeatureScene/storySamples';
import { FeatureVignette } from '../FeatureVignette';
import { sampleVignettes } from '../FeatureVignette/storySamples';
import * as s from './storySamples.css';

function SampleFigure() {
  return (
    <svg
      viewBox="0 0 560 360"
      className={s.figure}
      role="img"
      aria-label="The Clipnest history window, with a pinned item and a lock showing it is encrypted on this Mac"
    >
      <rect x="40" y="36" width="480" height="290" rx="14" className={s.window} />
      <rect x="40.5" y="36.5" width="479" height="36" rx="14" className={s.bar} />
      {[62, 80, 98].map((cx) => (
        <circle key={cx} cx={cx} cy="54" r="5" className={s.dot} />
      ))}
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect
            x="64"
            y={92 + i * 44}
            width="330"
            height="34"
            rx="8"
            className={i === 1 ? s.rowActive : s.row}
          />
          <rect x="80" y={104 + i * 44} width={160 - i * 14} height="10" rx="5" className={s.text} />
        </g>
      ))}
      <rect x="414" y="92" width="82" height="210" rx="10" className={s.row} />
      <rect x="436" y="150" width="38" height="30" rx="6" className={s.accent} />
      <path d="M443 150 v-10 a12 12 0 0 1 24 0 v10" className={s.lock} />
    </svg>
  );
}

const meta = {
  title: 'Page scaffolding/FeatureDetail',
  component: FeatureDetail,
  args: {
    backLink: { label: 'All features', href: '/features' },
    title: 'Local Storage',
    description: 'Your history lives on your Mac — encrypted, instant, and nowhere else.',
    actions: (
      <>
        <ButtonLink href="#download" size={4}>
          Download Now
        </ButtonLink>
        <ButtonLink href="/pricing" size={4} variant="soft">
          Compare Plans
        </ButtonLink>
      </>
    ),
    meta: 'Availability: included in every plan, Basic too.',
    media: <FeatureScene {...sampleScenes['local-storage']} />,
    overview: {
      title: 'What You Get',
      description:
        'Clipnest keeps everything you copy in an encrypted database on your device. No account is needed to use it, no server sees it, and it works the same offline.',
    },
    items: [
      {
        icon: 'lock',
        title: 'Local-only storage',
        description: 'History lives in an encrypted database on your Mac, under your user account.',
      },
      {
        icon: 'cloud',
        title: 'No cloud required',
        description: 'Nothing is uploaded. Optional end-to-end encrypted sync is off until you turn it on.',
      },
      {
        icon: 'zap',
        title: 'Instant access',
        description: 'Reading from disk, not a network, means your history opens in milliseconds.',
      },
      {
        icon: 'trash',
        title: 'Secure deletion',
        description: 'Deleted items are overwritten, not just hidden, so they cannot be recovered.',
      },
      {
        icon: 'clock',
        title: 'Auto-clear',
        description: 'Choose how long items live: an hour, a day, a month or forever.',
      },
      {
        icon: 'filter',
        title: 'Selective storage',
        description: 'Exclude apps and content types, such as password managers, from your history.',
      },
    ],
    steps: {
      title: 'How It Works',
      items: [
        { title: 'Copy as usual', description: 'Press ⌘C anywhere. Clipnest notices the new item.' },
        {
          title: 'Encrypted on disk',
          description: 'The item is encrypted with a key kept in your Keychain.',
        },
        { title: 'Find it again', description: 'Open the history with ⇧⌘V and search by word, type or app.' },
        {
          title: 'Gone when you say',
          description: 'Auto-clear and secure deletion remove what you no longer need.',
        },
      ],
    },
    comparison: {
      title: 'Local-first, compared',
      columns: ['Clipnest', 'Cloud clipboards'],
      rows: [
        { label: 'Works offline', values: [true, false] },
        { label: 'History stored on your device only', values: [true, false] },
        { label: 'Account required', values: [false, true] },
        { label: 'Sync between devices', values: ['Optional, end-to-end encrypted', 'Always on'] },
      ],
    },
    action: (
      <ButtonLink href="/pricing" size={3} icon="arrow-right" iconPosition="end">
        See plans
      </ButtonLink>
    ),
  },
} satisfies Meta<typeof FeatureDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LocalStorage: Story = {
  name: 'Local storage',
  render: (args) => (
    <main>
      <FeatureDetail {...args} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The feature's name is the page's one h1; section titles are h2, benefits and steps h3.
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Local Storage',
    ]);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What You Get',
      'How It Works',
      'Local-first, compared',
    ]);
    const benefits = within(canvas.getByRole('region', { name: 'What You Get' }));
    await expect(benefits.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    // The h1 is clearly larger than the section titles.
    const h1 = parseFloat(getComputedStyle(canvas.getByRole('heading', { level: 1 })).fontSize);
    const h2 = parseFloat(getComputedStyle(canvas.getAllByRole('heading', { level: 2 })[0]!).fontSize);
    await expect(h1).toBeGreaterThan(h2 * 1.2);
    // The scene sits beside the title on a wide screen, named for screen readers.
    const scene = canvas.getByRole('img', { name: /Finder window/ });
    await expect(scene.getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().right - 1,
    );
    await expect(canvas.getByRole('link', { name: 'All features' })).toHaveAttribute('href', '/features');
    // Six benefits fill two rows of three: no card alone on a row.
    const tops = benefits.getAllByRole('listitem').map((li) => Math.round(li.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(2);
    // 'How it works' is an ordered list a screen reader reads in order.
    const steps = within(canvas.getByRole('region', { name: 'How It Works' })).getByRole('list');
    await expect(steps.tagName).toBe('OL');
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    // Ticks and crosses have words for screen readers.
    const table = canvas.getByRole('table', { name: 'Local-first, compared' });
    const offline = within(table).getByRole('row', { name: /Works offline/ });
    await expect(
      within(offline)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Yes', 'No']);
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  },
};

/** How many of `cards` share each row, top to bottom. */
function cardsPerRow(cards: HTMLElement[]): number[] {
  const rows = new Map<number, number>();
  for (const card of cards) {
    const top = Math.round(card.getBoundingClientRect().top);
    rows.set(top, (rows.get(top) ?? 0) + 1);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

/** Without a second picture the section's header stands alone over the benefits (see the stories below for one with it). */
export const FourBenefits: Story = {
  name: 'Four benefits, three steps',
  args: {
    items: meta.args.items.slice(0, 4),
    steps: { ...meta.args.steps, items: meta.args.steps.items.slice(0, 3) },
    comparison: undefined,
    media: <FeatureScene {...sampleScenes['smart-search']} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Four benefits in two pairs and three steps in one row: no card alone on a row.
    const benefits = within(canvas.getByRole('region', { name: 'What You Get' })).getAllByRole('listitem');
    await expect(cardsPerRow(benefits)).toEqual([2, 2]);
    const steps = within(canvas.getByRole('region', { name: 'How It Works' })).getAllByRole('listitem');
    await expect(new Set(steps.map((li) => Math.round(li.getBoundingClientRect().top))).size).toBe(1);
  },
};

export const FiveBenefits: Story = {
  name: 'Five benefits',
  args: {
    items: meta.args.items.slice(0, 5),
    steps: undefined,
    comparison: undefined,
    media: <FeatureScene {...sampleScenes['smart-search']} />,
  },
  play: async ({ canvasElement }) => {
    // A row of three, then a pair that shares the row's width: never one card alone.
    const region = within(canvasElement).getByRole('region', { name: 'What You Get' });
    const benefits = within(region).getAllByRole('listitem');
    await expect(cardsPerRow(benefits)).toEqual([3, 2]);
    const list = benefits[0]!.parentElement!.getBoundingClientRect();
    const last = benefits.at(-1)!.getBoundingClientRect();
    await expect(Math.abs(last.right - list.right)).toBeLessThan(1);
  },
};

export const LocalStorageOnPhone: Story = {
  ...LocalStorage,
  name: 'Local storage on a phone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Stacked: the scene comes after the title and actions.
    const scene = canvas.getByRole('img', { name: /Finder window/ });
    const primary = canvas.getByRole('link', { name: 'Download Now' }).getBoundingClientRect();
    const secondary = canvas.getByRole('link', { name: 'Compare Plans' }).getBoundingClientRect();
    await expect(scene.getBoundingClientRect().top).toBeGreaterThan(secondary.bottom);
    // The paired actions fill the width, one above the other: one size and one height.
    await expect(Math.round(secondary.width)).toBe(Math.round(primary.width));
    await expect(Math.round(secondary.height)).toBe(Math.round(primary.height));
    // The comparison scrolls sideways in its own box; the page does not.
    const table = canvas.getByRole('table', { name: 'Local-first, compared' });
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const WithFigure: Story = {
  name: 'A page with a figure',
  args: {
    steps: undefined,
    comparison: undefined,
    media: <SampleFigure />,
    mediaCaption: 'Pinned items stay at the top; the lock means encrypted on this Mac.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure');
    await expect(within(figure).getByRole('img', { name: /history window/ })).toBeVisible();
    await expect(figure).toHaveTextContent(/Pinned items stay at the top/);
    await expect(canvas.queryByRole('table')).toBeNull();
    // The figure sits beside the title on a wide screen.
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(figure.getBoundingClientRect().left).toBeGreaterThan(
      title.getBoundingClientRect().right - 1,
    );
  },
};

export const WithFigureOnPhone: Story = {
  ...WithFigure,
  name: 'A page with a figure on a phone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure');
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(figure.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

const overviewWithPicture = (mediaSide: 'start' | 'end') => ({
  ...meta.args.overview,
  media: <FeatureVignette {...sampleVignettes.path} size="panel" />,
  mediaSide,
});

/** The section's header and its picture: where each sits, and that they share the row. */
function overviewParts(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region', { name: 'What You Get' });
  const heading = within(region).getByRole('heading', { level: 2 }).getBoundingClientRect();
  const picture = region.querySelector('[data-kind]')!.getBoundingClientRect();
  return { region: region.getBoundingClientRect(), heading, picture };
}

/**
 * A second picture of the feature beside 'What You Get': the heading and introduction on one
 * half, the drawing large on the other, so the row has no empty half.
 */
export const OverviewWithPicture: Story = {
  name: 'What You Get beside a picture',
  args: { overview: overviewWithPicture('end'), items: meta.args.items.slice(0, 4), comparison: undefined },
  play: async ({ canvasElement }) => {
    const { region, heading, picture } = overviewParts(canvasElement);
    // Beside the text, at the end, filling about half the section's width.
    await expect(picture.left).toBeGreaterThan(heading.right - 1);
    await expect(picture.width).toBeGreaterThan(region.width * 0.4);
    await expect(Math.abs(picture.right - region.right)).toBeLessThan(25);
    // Decorative: the section still reads heading, introduction, benefits.
    const section = within(canvasElement).getByRole('region', { name: 'What You Get' });
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(section.querySelector('[data-kind]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The picture at the start, the text at the end: pages alternate the side. */
export const OverviewWithPictureAtStart: Story = {
  name: 'What You Get beside a picture, at the start',
  args: { overview: overviewWithPicture('start'), items: meta.args.items.slice(0, 4), comparison: undefined },
  play: async ({ canvasElement }) => {
    const { region, heading, picture } = overviewParts(canvasElement);
    await expect(picture.right).toBeLessThan(heading.left + 1);
    await expect(Math.abs(picture.left - region.left)).toBeLessThan(25);
    // In the source the text still comes first (the reading order).
    const section = within(canvasElement).getByRole('region', { name: 'What You Get' });
    const h2 = within(section).getByRole('heading', { level: 2 });
    const drawing = section.querySelector('[data-kind]')!;
    await expect(h2.compareDocumentPosition(drawing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** On a phone: heading and introduction, then the picture, then the benefits; nothing wider than the screen. */
export const OverviewWithPictureOnPhone: Story = {
  ...OverviewWithPictureAtStart,
  name: 'What You Get beside a picture, on a phone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const { heading, picture } = overviewParts(canvasElement);
    await expect(picture.top).toBeGreaterThan(heading.bottom);
    const section = within(canvasElement).getByRole('region', { name: 'What You Get' });
    const firstBenefit = within(section).getAllByRole('listitem')[0]!.getBoundingClientRect();
    await expect(firstBenefit.top).toBeGreaterThan(picture.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

const fourItems = meta.args.items.slice(0, 4);

const annotatedOverview = (layout: 'annotated' | 'band') => ({
  ...meta.args.overview,
  layout,
  media: (
    <FeatureScene
      {...sampleScenes['custom-rules']}
      size={layout === 'band' ? 'large' : 'medium'}
      label="The rule settings, four rules switched on"
    />
  ),
  markers: [
    { x: 88, y: 30 },
    { x: 88, y: 43 },
    { x: 88, y: 56 },
    { x: 40, y: 85 },
  ],
});

/** The annotated picture, its markers and the numbered points. */
function annotatedParts(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region', { name: 'What You Get' });
  const picture = within(region).getByRole('img', { name: /rule settings/ });
  const list = within(region).getByRole('list');
  // The markers: the numbers drawn beside the picture, in the same frame.
  const markers = [...picture.parentElement!.querySelectorAll<HTMLElement>(':scope > [aria-hidden="true"]')];
  return { region, picture, list, markers };
}

/**
 * 'What You Get' as an annotated screenshot: the picture large, a numbered marker on each part it
 * shows, the benefits beside it as the matching numbered points instead of a grid of blocks.
 */
export const Annotated: Story = {
  name: 'What You Get as an annotated picture',
  args: { overview: annotatedOverview('annotated'), items: fourItems, comparison: undefined },
  play: async ({ canvasElement }) => {
    const { picture, list, markers } = annotatedParts(canvasElement);
    // One marker per point, numbered in order, all on the picture.
    const points = within(list).getAllByRole('listitem');
    await expect(points).toHaveLength(4);
    await expect(list.tagName).toBe('OL');
    await expect(markers.map((marker) => marker.textContent)).toEqual(['1', '2', '3', '4']);
    const frame = picture.getBoundingClientRect();
    for (const marker of markers) {
      const box = marker.getBoundingClientRect();
      await expect(box.left + box.width / 2).toBeGreaterThan(frame.left);
      await expect(box.right - box.width / 2).toBeLessThan(frame.right);
      await expect(box.top + box.height / 2).toBeGreaterThan(frame.top);
      await expect(box.bottom - box.height / 2).toBeLessThan(frame.bottom);
    }
    // The points beside the picture, and the picture the wider of the two.
    const listBox = list.getBoundingClientRect();
    await expect(listBox.left).toBeGreaterThan(frame.right - 1);
    await expect(frame.width).toBeGreaterThan(listBox.width);
    // Each point keeps its heading; the markers are not read twice.
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(picture).toBeVisible();
  },
};

/** The annotated picture centred over the section (at most 52rem: drawn at the page's picture size), the points in a row under it. */
export const AnnotatedBand: Story = {
  name: 'What You Get as an annotated band',
  args: { overview: annotatedOverview('band'), items: fourItems, comparison: undefined },
  play: async ({ canvasElement }) => {
    const { region, picture, list, markers } = annotatedParts(canvasElement);
    const frame = picture.getBoundingClientRect();
    await expect(markers).toHaveLength(4);
    const band = region.getBoundingClientRect();
    await expect(frame.width).toBeLessThanOrEqual(52 * 16 + 1);
    // Centred over the band.
    await expect(Math.abs(frame.left - band.left - (band.right - frame.right))).toBeLessThan(2);
    const points = within(list)
      .getAllByRole('listitem')
      .map((point) => point.getBoundingClientRect());
    await expect(points[0]!.top).toBeGreaterThan(frame.bottom);
    // In a row on a wide screen.
    await expect(Math.abs(points[0]!.top - points[3]!.top)).toBeLessThan(2);
  },
};

/**
 * On a phone: the picture, then the points under it; nothing wider than the screen. The scene
 * draws itself narrower there (no sidebar), so the markers would miss their parts: they are hidden.
 */
export const AnnotatedOnPhone: Story = {
  ...Annotated,
  name: 'What You Get as an annotated picture, on a phone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const { picture, list, markers } = annotatedParts(canvasElement);
    for (const marker of markers) await expect(marker).not.toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getBoundingClientRect().top).toBeGreaterThan(picture.getBoundingClientRect().bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

const compareOverview = {
  ...meta.args.overview,
  layout: 'compare' as const,
  panes: [
    {
      label: 'Without Rules',
      icon: 'x-circle' as const,
      media: (
        <FeatureVignette
          kind="settings"
          size="panel"
          settings={[
            { icon: 'shield', label: 'Skip concealed passwords', on: false },
            { icon: 'lock', label: 'Lock with Touch ID', on: false },
            { icon: 'trash', label: 'Clear history after', value: 'Never' },
          ]}
        />
      ),
    },
    {
      label: 'With Rules',
      icon: 'check-circle' as const,
      media: <FeatureVignette {...sampleVignettes.settings} size="panel" />,
    },
  ] as const,
  caption: 'The same settings before and after three rules.',
};

/** 'What You Get' as a before and an after side by side, each under its label, then the benefits. */
export const Compare: Story = {
  name: 'What You Get as a before and after',
  args: { overview: compareOverview, items: fourItems, comparison: undefined },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'What You Get' });
    const figure = within(region).getByRole('figure');
    await expect(within(figure).getByText('The same settings before and after three rules.')).toBeVisible();
    const before = within(figure).getByText('Without Rules').getBoundingClientRect();
    const after = within(figure).getByText('With Rules').getBoundingClientRect();
    // Side by side on a wide screen, the before first.
    await expect(Math.abs(before.top - after.top)).toBeLessThan(2);
    await expect(after.left).toBeGreaterThan(before.right);
    const drawings = figure.querySelectorAll('[data-kind]');
    await expect(drawings).toHaveLength(2);
    await expect(drawings[0]).toHaveAttribute('aria-hidden', 'true');
    // The benefits follow as blocks.
    await expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

/** On a phone the after sits under the before. */
export const CompareOnPhone: Story = {
  ...Compare,
  name: 'What You Get as a before and after, on a phone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'What You Get' });
    const figure = within(region).getByRole('figure');
    const before = within(figure).getByText('Without Rules').getBoundingClientRect();
    const after = within(figure).getByText('With Rules').getBoundingClientRect();
    await expect(after.top).toBeGreaterThan(before.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
