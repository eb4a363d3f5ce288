import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DownloadCheck } from '../DownloadCheck';
import { TextLink } from '../TextLink';
import { Hero, HeroMeta, type HeroMetaItem, type HeroProps } from './Hero';
import { SampleProductShot } from './storySamples';

const sampleMeta: HeroMetaItem[] = [
  { label: 'Version', value: '3.5.0' },
  { label: 'Released', value: 'Nov 26, 2026', width: 'medium' },
  { label: 'Size', value: '20 MB' },
  { label: 'Requires', value: 'macOS 13 or later', width: 'long' },
];
/** The same facts while the record is read. */
const pendingMeta = sampleMeta.map(({ value: _, ...item }) => item);
const sampleSha256 = '5f1d3c0a9e27b84c6d0f13a5e8b2c4d7f9a1e3b5c7d9f0a2b4c6d8e0f1a3b5c7';

const meta = {
  title: 'Landing/Hero',
  component: Hero,
  args: {
    eyebrow: 'Public beta',
    title: 'Your clipboard history, always at hand',
    description:
      'Everything you copy on your Mac — text, images and files — stored locally, searchable in milliseconds and one shortcut away.',
    action: (
      <Button size={3} icon="download">
        Download Now
      </Button>
    ),
    meta: sampleMeta,
  },
  argTypes: { action: { control: false }, media: { control: false } },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Your clipboard history');
    await expect(canvas.getByText('Public beta')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download Now' })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(terms).toEqual(['Version', 'Released', 'Size', 'Requires']);
    await expect(values).toEqual(['3.5.0', 'Nov 26, 2026', '20 MB', 'macOS 13 or later']);
  },
};

/** With the checksum under the facts: a disclosure that opens without JavaScript. */
export const WithChecksum: Story = {
  args: { details: <DownloadCheck sha256={sampleSha256} fileName="Clipnest-3.5.0.zip" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Verify the Download'));
    await expect(canvas.getByText(sampleSha256)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Checksum' })).toBeVisible();
  },
};

export const WhileDataIsLoading: Story = {
  args: { meta: pendingMeta },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByText('Loading')).toHaveLength(4);
    await expect(within(list).queryByText('3.5.0')).toBeNull();
  },
};

/** Starts without data, which "arrives" after a moment, as it does from the download record. */
function HeroWithArrivingData({
  delay,
  arriving,
  ...props
}: HeroProps & { delay: number; arriving?: ReactNode }) {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArrived(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return (
    <Hero
      {...props}
      meta={arrived ? sampleMeta : pendingMeta}
      details={arriving === undefined ? undefined : arrived && arriving}
    />
  );
}

/** Rounded boxes of the parts of the hero that must not move (the section's height: what follows it). */
function boxes(canvasElement: HTMLElement) {
  const parts = [
    canvasElement.querySelector('section'),
    canvasElement.querySelector('h1'),
    canvasElement.querySelector('button'),
    canvasElement.querySelector('dl'),
    ...canvasElement.querySelectorAll('dl > div'),
  ];
  return parts.flatMap((part) => {
    if (!part) return [];
    const { x, y, width, height } = part.getBoundingClientRect();
    return [[x, y, width, height].map((n) => Math.round(n * 2) / 2)];
  });
}

const noLayoutShift: Story['play'] = async ({ canvasElement }) => {
  const list = canvasElement.querySelector('dl')!;
  await expect(list).toHaveAttribute('aria-busy', 'true');
  const before = boxes(canvasElement);
  await waitFor(() => expect(within(list).getByText('macOS 13 or later')).toBeVisible(), { timeout: 3000 });
  await expect(list).not.toHaveAttribute('aria-busy');
  await expect(boxes(canvasElement)).toEqual(before);
};

export const DataArrivesWithoutLayoutShift: Story = {
  render: (args) => <HeroWithArrivingData {...args} delay={800} />,
  play: noLayoutShift,
};

/** The details row keeps its height while empty: content arriving later moves nothing below it. */
export const DetailsArriveWithoutLayoutShift: Story = {
  render: (args) => (
    <HeroWithArrivingData
      {...args}
      delay={800}
      arriving={<TextLink href="#changelog">Release notes and checksums</TextLink>}
    />
  ),
  play: noLayoutShift,
};

/**
 * At 390 px: the title at the hero's display size (44 px, well above a section title's 28 px) and
 * the actions as wide as the text, like the closing call to action's.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    action: (
      <>
        <Button size={3} icon="download">
          Download Now
        </Button>
        <Button size={3} variant="surface">
          See Every Feature
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing sticks out sideways at 390 px.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByText('macOS 13 or later')).toBeVisible();
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThanOrEqual(44);
    const textWidth = title.parentElement!.getBoundingClientRect().width;
    for (const name of ['Download Now', 'See Every Feature']) {
      const width = canvas.getByRole('button', { name }).getBoundingClientRect().width;
      await expect(width).toBeGreaterThanOrEqual(textWidth - 1);
    }
  },
};

export const PhoneWhileDataArrives: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => <HeroWithArrivingData {...args} delay={800} />,
  play: noLayoutShift,
};

/**
 * The facts as a part of their own (`HeroMeta` in the `meta` slot), as a page renders them when
 * they hydrate apart from the static hero around them; wrapped, as the site wraps an island, in a
 * `display: contents` element marked `data-island`. The same line as from `meta` items.
 */
export const MetaAsItsOwnPart: Story = {
  args: {
    meta: (
      <div data-island="facts" style={{ display: 'contents' }}>
        <HeroMeta items={sampleMeta} />
      </div>
    ),
    action: (
      <div data-island="actions" style={{ display: 'contents' }}>
        <Button size={3} icon="download">
          Download Now
        </Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(values).toEqual(['3.5.0', 'Nov 26, 2026', '20 MB', 'macOS 13 or later']);
    // The wrapper takes no box: on a phone the action still fills the width as a direct child would.
    const button = canvas.getByRole('button', { name: 'Download Now' });
    const actions = button.parentElement!.parentElement!;
    await expect(actions.querySelector('[data-island]')).not.toBeNull();
  },
};

export const MetaAsItsOwnPartOnPhone: Story = {
  ...MetaAsItsOwnPart,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Download Now' });
    const actions = button.parentElement!.parentElement!;
    // Fills the row, as a direct child of the actions would on a phone.
    await expect(
      Math.abs(button.getBoundingClientRect().width - actions.getBoundingClientRect().width),
    ).toBeLessThan(1);
  },
};

export const WithoutMetaLine: Story = {
  args: { meta: undefined, eyebrow: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};

export const WithMedia: Story = {
  name: 'With a product picture',
  args: { media: <SampleProductShot /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: /with the clipboard history panel open/ });
    await expect(picture).toBeVisible();
    // Under the words and the facts on a desktop, centred, spread out.
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const facts = canvasElement.querySelector('dl')!.getBoundingClientRect();
    const box = picture.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(facts.bottom);
    // Most of a desktop's width (1000 px at most), not a column beside the words.
    await expect(box.width).toBeGreaterThanOrEqual(Math.min(1000, title.width));
    const middle = (rect: DOMRect) => rect.left + rect.width / 2;
    await expect(Math.abs(middle(box) - middle(title))).toBeLessThan(2);
  },
};

export const WithMediaOnPhone: Story = {
  name: 'With a product picture, phone',
  args: { media: <SampleProductShot /> },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: /with the clipboard history panel open/ });
    // Right after the actions, so the product shows on the first screen; the facts of the
    // download follow it. Scaled down to the screen: nothing sticks out sideways.
    const actions = canvas.getAllByRole('button');
    const lastAction = actions[actions.length - 1]!.getBoundingClientRect();
    const metaLine = canvasElement.querySelector('dl')!.getBoundingClientRect();
    await expect(picture.getBoundingClientRect().top).toBeGreaterThanOrEqual(lastAction.bottom);
    await expect(metaLine.top).toBeGreaterThanOrEqual(picture.getBoundingClientRect().bottom);
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // Centred like the hero's text above them: each fact's term and value in its column's middle.
    const middle = (box: DOMRect) => box.left + box.width / 2;
    const titleMiddle = middle(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect());
    await expect(Math.abs(middle(metaLine) - titleMiddle)).toBeLessThan(1);
    for (const fact of canvasElement.querySelectorAll('dl > div')) {
      const column = middle(fact.getBoundingClientRect());
      for (const part of fact.querySelectorAll('dt, dd')) {
        const range = document.createRange();
        range.selectNodeContents(part);
        await expect(Math.abs(middle(range.getBoundingClientRect()) - column)).toBeLessThan(1);
      }
    }
  },
};

export const OtherLanguage: Story = {
  name: 'Other language (labels)',
  args: {
    eyebrow: 'Öffentliche Beta',
    title: 'Dein Zwischenablage-Verlauf, immer zur Hand',
    description:
      'Alles, was du auf deinem Mac kopierst, lokal gespeichert und in Millisekunden durchsuchbar.',
    action: (
      <Button size={3} icon="download">
        Jetzt herunterladen
      </Button>
    ),
    meta: [
      { label: 'Version', value: '3.5.0' },
      { label: 'Veröffentlicht', value: '26. Nov. 2026', width: 'medium' },
      { label: 'Größe', value: '20 MB' },
      { label: 'Erfordert', value: 'macOS 13 oder neuer', width: 'long' },
    ],
    labels: { pending: 'Wird geladen' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Größe')).toBeVisible();
    await expect(canvas.getByText('macOS 13 oder neuer')).toBeVisible();
  },
};
