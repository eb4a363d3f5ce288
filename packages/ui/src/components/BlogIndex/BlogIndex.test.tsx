import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlogIndex } from './BlogIndex';
import { sampleBlogCategories, samplePosts } from '../PostCard/blogSamples';

const href = (post: { id: string }) => `/blog/${post.id}`;
const gridTitles = () =>
  [...screen.getByRole('region', { name: 'Latest Posts' }).querySelectorAll('h3')].map((h) => h.textContent);

describe('BlogIndex', () => {
  it('reports the search when controlled, and shows only what it is given', async () => {
    const onQueryChange = vi.fn();
    render(
      <BlogIndex
        items={samplePosts}
        categories={sampleBlogCategories}
        getPostHref={href}
        query="encryption"
        onQueryChange={onQueryChange}
      />,
    );
    expect(gridTitles()).toEqual(['End-to-end encryption, explained without the jargon']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 's');
    expect(onQueryChange).toHaveBeenLastCalledWith('encryptions');
    // Still the parent's value.
    expect(screen.getByRole('searchbox')).toHaveValue('encryption');
    expect(screen.getByRole('status')).toHaveTextContent('1 post');
  });

  it('starts from the default category and clears back to every post', async () => {
    const onCategoryChange = vi.fn();
    render(
      <BlogIndex
        items={samplePosts}
        categories={sampleBlogCategories}
        getPostHref={href}
        defaultCategory="Case Studies"
        defaultQuery="encryption"
        onCategoryChange={onCategoryChange}
        labels={{ resultCount: (n) => `${n} Beiträge`, noResults: 'Nichts gefunden' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Nichts gefunden');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onCategoryChange).toHaveBeenCalledWith('all');
    expect(screen.getByRole('status')).toHaveTextContent('10 Beiträge');
    expect(gridTitles()).toHaveLength(6);
  });
});
