import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePosts } from '../PostCard/blogSamples';
import { PostGrid } from './PostGrid';

const meta = {
  title: 'Blog/PostGrid',
  component: PostGrid,
  args: {
    title: 'Keep Reading',
    items: samplePosts.slice(1, 4),
    getPostHref: (post) => `/blog/${post.id}`,
  },
  argTypes: { items: { control: false }, getPostHref: { control: false } },
} satisfies Meta<typeof PostGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three related posts under a heading: a section named by it, each card a link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Keep Reading' });
    const links = within(section).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', `/blog/${samplePosts[1]!.id}`);
    // Post titles sit one level under the section's heading.
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** Two posts: the grid keeps its column width rather than stretching them. */
export const TwoPosts: Story = {
  args: { items: samplePosts.slice(1, 3) },
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll('article');
    await expect(cards).toHaveLength(2);
    const [a, b] = [...cards].map((card) => card.getBoundingClientRect().width);
    await expect(Math.abs(a! - b!)).toBeLessThan(1);
  },
};

/** Without a title: a plain list of cards whose titles take the given level. */
export const Untitled: Story = {
  args: { title: undefined, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

/** No posts: nothing at all, so a page needs no check of its own. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
