import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeaturedPost, PostCard, type BlogPost } from '.';
import { samplePosts } from './blogSamples';
import * as samples from './storySamples.css';

const featured = samplePosts[0] as BlogPost;
const post = samplePosts[1] as BlogPost;
const { id: _featuredId, featured: _isFeatured, ...featuredFields } = featured;
const { id: _postId, ...postFields } = post;

const meta = {
  title: 'Blog/PostCard',
  component: PostCard,
  args: { ...postFields, href: `/blog/${post.id}` },
  decorators: [
    (Story) => (
      <div className={samples.frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article');
    // The title is a heading and the card's one link.
    const heading = canvas.getByRole('heading', { level: 3, name: post.title });
    await expect(within(heading).getByRole('link')).toHaveAttribute('href', '/blog/ten-shortcuts');
    await expect(within(article).getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('April 8, 2025')).toHaveAttribute('datetime', '2025-04-08');
    await expect(canvas.getByText('4 min read')).toBeVisible();
    await expect(canvas.getByText('Marcus Weber')).toBeVisible();
    await expect(
      within(canvas.getByRole('list'))
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['Tips & Tricks', 'Productivity']);
  },
};

export const WithoutArt: Story = {
  name: 'Without art',
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    // A gradient stands in; it is decorative.
    const art = canvasElement.querySelector('article > [aria-hidden="true"]') as HTMLElement;
    await expect(art).toBeVisible();
    await expect(art.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

export const Featured: StoryObj<typeof FeaturedPost> = {
  name: 'Featured post',
  decorators: [
    (Story) => (
      <div className={samples.wideFrame}>
        <Story />
      </div>
    ),
  ],
  render: () => <FeaturedPost {...featuredFields} href={`/blog/${featured.id}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Featured')).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 2, name: featured.title });
    await expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      '/blog/clipboard-history-local-first',
    );
    // Art beside the text from tablet width up.
    const art = canvasElement.querySelector('article > [aria-hidden="true"]') as HTMLElement;
    const body = heading.closest('div') as HTMLElement;
    await expect(art.getBoundingClientRect().right).toBeLessThanOrEqual(
      body.getBoundingClientRect().left + 1,
    );
  },
};

export const FeaturedOnPhone: StoryObj<typeof FeaturedPost> = {
  ...Featured,
  name: 'Featured post on a phone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: featured.title });
    // Stacked: the art above the text.
    const art = canvasElement.querySelector('article > [aria-hidden="true"]') as HTMLElement;
    await expect(art.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
