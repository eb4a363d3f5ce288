import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogIndex } from '.';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { sampleBlogCategories, samplePosts } from '../PostCard/blogSamples';
import * as samples from './storySamples.css';

function SampleNewsletter() {
  return (
    <div className={samples.newsletter}>
      <p className={samples.title}>The Clipnest newsletter</p>
      <p className={samples.text}>One email a month: new features, tips and nothing else.</p>
      <form className={samples.row} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Email address" hideLabel placeholder="you@example.com" type="email" />
        <Button type="submit">Subscribe</Button>
      </form>
    </div>
  );
}

const meta = {
  title: 'Blog/BlogIndex',
  component: BlogIndex,
  args: {
    items: samplePosts,
    categories: sampleBlogCategories,
    getPostHref: (post) => `/blog/${post.id}`,
    pageSize: 6,
    popularCategories: [
      { name: 'Productivity', description: 'Habits and shortcuts that save time', icon: 'zap' },
      { name: 'Security', description: 'Encryption, threat models, privacy', icon: 'shield' },
      { name: 'Technology', description: 'How the app works inside', icon: 'code' },
      { name: 'Tips & Tricks', description: 'Small features worth knowing', icon: 'sparkles' },
      { name: 'Case Studies', description: 'Teams and how they use it', icon: 'users' },
      { name: 'Product Updates', description: 'What shipped and what is next', icon: 'newspaper' },
    ],
    newsletter: <SampleNewsletter />,
    rssHref: '/rss.xml',
  },
} satisfies Meta<typeof BlogIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Latest Posts' });
const gridTitles = (canvasElement: HTMLElement) =>
  within(grid(canvasElement))
    .queryAllByRole('heading', { level: 3 })
    // Titles hold a one-letter word to the next with a no-break space (bindShortWords): the words
    // a reader sees are the data's.
    .map((h) => h.textContent?.replace(/\u00a0/g, ' '));
const search = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Search posts' });

async function pickCategory(canvasElement: HTMLElement, name: string) {
  await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Category' }), name);
}

export const AllPosts: Story = {
  name: 'All posts',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The featured post comes first, as an h2 with its badge.
    const featured = canvas.getByRole('heading', { level: 2, name: samplePosts[0]?.title });
    await expect(within(featured).getByRole('link')).toHaveAttribute(
      'href',
      '/blog/clipboard-history-local-first',
    );
    await expect(canvas.getByText('Featured')).toBeVisible();
    // The grid shows the first page of the rest: six of nine.
    await expect(gridTitles(canvasElement)).toEqual(samplePosts.slice(1, 7).map((p) => p.title));
    await expect(canvas.getByRole('status')).toHaveTextContent('10 posts');
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeVisible();
    // Popular categories say what they hold, not how few posts they have; the feed link and the
    // newsletter slot are there.
    const security = canvas.getByRole('button', { name: 'Security' });
    await expect(security).toHaveAttribute('aria-pressed', 'false');
    await expect(security).toHaveAccessibleDescription('Encryption, threat models, privacy');
    await expect(security).not.toHaveTextContent(/\d/);
    await expect(canvas.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/rss.xml');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
};

export const FilteredByCategory: Story = {
  name: 'Filtered by category',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickCategory(canvasElement, 'Security');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Security');
    // Every match is in the grid, the featured one included; the count is announced.
    await waitFor(() =>
      expect(gridTitles(canvasElement)).toEqual([
        'Why your clipboard history should never leave your Mac',
        'End-to-end encryption, explained without the jargon',
        'Auto-clear: keep a history without keeping everything',
      ]),
    );
    await expect(canvas.queryByText('Featured')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 posts');
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
    // A popular category is a shortcut to the same filter.
    const caseStudies = canvas.getByRole('button', { name: 'Case Studies' });
    await userEvent.click(caseStudies);
    await expect(caseStudies).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Case Studies');
    await waitFor(() => expect(gridTitles(canvasElement)).toHaveLength(2));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 posts');
  },
};

export const SearchedWithResults: Story = {
  name: 'Searched with results',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Accents and case don't matter: 'jose' finds José Álvarez's posts (author field).
    await userEvent.type(search(canvasElement), 'JOSE');
    await waitFor(() =>
      expect(gridTitles(canvasElement)).toEqual([
        'Search that finds the snippet you half remember',
        'End-to-end encryption, explained without the jargon',
      ]),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('2 posts');
    // Search and category combine.
    await pickCategory(canvasElement, 'Security');
    await waitFor(() =>
      expect(gridTitles(canvasElement)).toEqual(['End-to-end encryption, explained without the jargon']),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('1 post');
  },
};

export const NoResults: Story = {
  name: 'No results',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickCategory(canvasElement, 'Case Studies');
    await userEvent.type(search(canvasElement), 'encryption');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No posts found'));
    await expect(gridTitles(canvasElement)).toEqual([]);
    // Clearing the filters brings every post back and returns focus to the search.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(search(canvasElement)).toHaveValue('');
    await expect(search(canvasElement)).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('All');
    await waitFor(() => expect(gridTitles(canvasElement)).toHaveLength(6));
    // The story ends on the empty state.
    await userEvent.type(search(canvasElement), 'linux');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeVisible());
    await expect(canvas.getByText('No posts found', { selector: 'p:not([role])' })).toBeVisible();
  },
};

export const AfterLoadMore: Story = {
  name: 'After Load More',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    // The next page appears, and focus moves to the first post it revealed.
    await waitFor(() => expect(gridTitles(canvasElement)).toHaveLength(9));
    await expect(canvas.getByRole('link', { name: samplePosts[7]?.title })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
    // A new search starts again at the first page.
    await userEvent.type(search(canvasElement), 'e');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Load More' })).toBeVisible());
    await userEvent.clear(search(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(gridTitles(canvasElement)).toHaveLength(9));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { pageSize: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(gridTitles(canvasElement)).toHaveLength(3);
    await pickCategory(canvasElement, 'Technology');
    await waitFor(() => expect(gridTitles(canvasElement)).toHaveLength(3));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 posts');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
