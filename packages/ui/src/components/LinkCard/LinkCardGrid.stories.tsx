import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureScene } from '../FeatureScene';
import { sampleScenes } from '../FeatureScene/storySamples';
import { LinkCardGrid, type LinkCardItem } from './LinkCard';
import * as samples from './storySamples.css';

/** LinkCardGrid's layouts with pictures (the plain grid's stories are with LinkCard's). */
const meta = {
  title: 'Content/LinkCardGrid',
  component: LinkCardGrid,
  args: { items: [] },
  decorators: [
    (Story) => (
      <div className={samples.pageFrame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkCardGrid>;
export default meta;

type SceneSlug = keyof typeof sampleScenes;
const scene = (slug: SceneSlug, size: 'small' | 'large' = 'small') => (
  <FeatureScene {...sampleScenes[slug]} label={undefined} size={size} />
);
const sceneItem = (slug: SceneSlug, emphasis?: LinkCardItem['emphasis']): LinkCardItem => ({
  id: slug,
  title: slug.replaceAll('-', ' ').replace(/^./, (c) => c.toUpperCase()),
  description: 'What the feature does for you, in a sentence or two.',
  href: `/features/${slug}`,
  emphasis,
  media: scene(slug, emphasis ? 'large' : 'small'),
});

/** The /features index: two featured cards, threes, and a banner across the last row. */
export const Bento: StoryObj<typeof LinkCardGrid> = {
  render: () => (
    <LinkCardGrid
      aria-label="Features"
      headingLevel={2}
      items={[
        sceneItem('local-storage', 'featured'),
        sceneItem('smart-search', 'featured'),
        sceneItem('smart-organization'),
        sceneItem('lightning-fast'),
        sceneItem('code-snippets'),
        sceneItem('custom-rules'),
        sceneItem('universal-clipboard'),
        sceneItem('templates'),
        {
          ...sceneItem('copy-clip-cloud', 'banner'),
          points: [
            'Off until you turn it on',
            'Keys only on your devices',
            'You choose what syncs',
            'Every device keeps its history',
          ],
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Features' });
    // The grid's own items (the banner's checklist is a list of its own).
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    await expect(items).toHaveLength(9);
    const boxes = items.map((item) => item.getBoundingClientRect());
    const [first, second, third, , , , , , banner] = boxes;
    const width = canvasElement.ownerDocument.defaultView!.innerWidth;
    if (width >= 1024) {
      // Two wide cards share the first row, then threes, and the banner spans the grid.
      await expect(first!.top).toBe(second!.top);
      await expect(third!.top).toBeGreaterThan(first!.bottom);
      await expect(first!.width).toBeGreaterThan(third!.width * 1.3);
      await expect(banner!.width).toBeCloseTo(first!.width + second!.width, -2);
      // The banner's text sits beside its picture.
      const card = items[8]!.querySelector('article')!;
      const title = within(card).getByRole('heading').getBoundingClientRect();
      const media = card.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
      await expect(title.right).toBeLessThanOrEqual(media.left);
      // Its text column holds a checklist too, so no half of the card is left empty: the text runs
      // about half the picture's height or more.
      const points = within(card).getByRole('list');
      await expect(within(points).getAllByRole('listitem')).toHaveLength(4);
      await expect(points.getBoundingClientRect().right).toBeLessThanOrEqual(media.left);
      const more = card.querySelector('article > span:last-child')!.getBoundingClientRect();
      await expect(more.bottom - title.top).toBeGreaterThan(media.height * 0.45);
    } else if (width < 768) {
      for (let i = 1; i < boxes.length; i++)
        await expect(boxes[i]!.top).toBeGreaterThan(boxes[i - 1]!.bottom);
    }
    // A featured card shows its whole picture: no window cut off mid-row.
    const featuredMedia = items[0]!.querySelector('article > [aria-hidden="true"]')!;
    const scene = featuredMedia.firstElementChild!;
    await expect(featuredMedia.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      Math.floor(scene.getBoundingClientRect().height),
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  },
};

/** 'More Features' under a feature page: the same art cards, with a short strip of the scene. */
export const ShortMedia: StoryObj<typeof LinkCardGrid> = {
  name: 'Short media',
  render: () => (
    <LinkCardGrid
      aria-label="More features"
      mediaSize="short"
      items={[sceneItem('smart-search'), sceneItem('templates'), sceneItem('custom-rules')]}
    />
  ),
  play: async ({ canvasElement }) => {
    const strips = canvasElement.querySelectorAll('article > div[aria-hidden="true"]');
    await expect(strips).toHaveLength(3);
    for (const media of strips) {
      await expect(media.getBoundingClientRect().height).toBe(180);
    }
  },
};
