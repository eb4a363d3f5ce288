import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../PostCard/blogPost';
import { featuredPost, filterPosts, foldText, isFiltering } from './filterPosts';

const post = (id: string, fields: Partial<BlogPost> = {}): BlogPost => ({
  id,
  title: `Title ${id}`,
  excerpt: 'An excerpt',
  date: '2025-01-01',
  readTime: '3 min read',
  author: 'Sam Doe',
  categories: ['Productivity'],
  ...fields,
});

const posts = [
  post('a', { title: 'Keyboard shortcuts for speed', categories: ['Tips & Tricks', 'Productivity'] }),
  post('b', {
    excerpt: 'Fuzzy search finds the snippet',
    author: 'José Álvarez',
    categories: ['Technology'],
  }),
  post('c', { title: 'Encryption explained', categories: ['Security', 'Technology'] }),
  post('d', { title: 'Crème brûlée of releases', categories: ['Product Updates'] }),
];
const ids = (list: BlogPost[]) => list.map((p) => p.id);

describe('filterPosts', () => {
  it('keeps everything, in order, with no query and every category', () => {
    expect(ids(filterPosts(posts))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(filterPosts(posts, { query: '   ', category: 'all' }))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(filterPosts(posts, { category: '' }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches the title, the excerpt, the author and the categories', () => {
    expect(ids(filterPosts(posts, { query: 'shortcuts' }))).toEqual(['a']);
    expect(ids(filterPosts(posts, { query: 'snippet' }))).toEqual(['b']);
    expect(ids(filterPosts(posts, { query: 'alvarez' }))).toEqual(['b']);
    expect(ids(filterPosts(posts, { query: 'security' }))).toEqual(['c']);
  });

  it('ignores case and accents on both sides', () => {
    expect(ids(filterPosts(posts, { query: 'JOSE' }))).toEqual(['b']);
    expect(ids(filterPosts(posts, { query: 'Álvarez' }))).toEqual(['b']);
    expect(ids(filterPosts(posts, { query: 'creme brulee' }))).toEqual(['d']);
    expect(ids(filterPosts(posts, { query: 'CRÈME' }))).toEqual(['d']);
  });

  it('needs every word, wherever each one is', () => {
    expect(ids(filterPosts(posts, { query: '  encryption   technology ' }))).toEqual(['c']);
    expect(ids(filterPosts(posts, { query: 'encryption productivity' }))).toEqual([]);
  });

  it('keeps only the chosen category, combined with the query', () => {
    expect(ids(filterPosts(posts, { category: 'Technology' }))).toEqual(['b', 'c']);
    expect(ids(filterPosts(posts, { category: 'Technology', query: 'encryption' }))).toEqual(['c']);
    expect(ids(filterPosts(posts, { category: 'Case Studies' }))).toEqual([]);
  });

  it('does not search the date, the read time or the id', () => {
    expect(filterPosts(posts, { query: '2025' })).toEqual([]);
    expect(filterPosts(posts, { query: 'min read' })).toEqual([]);
  });
});

describe('foldText', () => {
  it('drops accents and case', () => {
    expect(foldText('Ínês MOREIRA')).toBe('ines moreira');
  });
});

describe('isFiltering', () => {
  it('is true for a query with words or a category other than all', () => {
    expect(isFiltering({})).toBe(false);
    expect(isFiltering({ query: '  ', category: 'all' })).toBe(false);
    expect(isFiltering({ query: 'x' })).toBe(true);
    expect(isFiltering({ category: 'Security' })).toBe(true);
  });
});

describe('featuredPost', () => {
  it('is the first featured post, else the first post', () => {
    expect(featuredPost([post('a'), post('b', { featured: true }), post('c', { featured: true })])?.id).toBe(
      'b',
    );
    expect(featuredPost([post('a'), post('b')])?.id).toBe('a');
    expect(featuredPost([])).toBeNull();
  });
});
