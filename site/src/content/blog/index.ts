/** The blog: posts with full article bodies, newest first, and the blog page's labels. */
import type { Block, RichText } from '../types';
import { clipboardHabits, introducingPublicBeta, whyLocal } from './posts1';
import { insideSearch, keyboardFirst, platformTeam, threatModel } from './posts2';
import { designStudio, encryptedSync, localFirstReturns, pastePlainText } from './posts3';
import type { IconName, PopularCategory } from '@clipnest/ui';
import { blogCategories, type BlogCategory, type BlogPost, type BlogPostInput } from './types';

export * from './types';
export { authors } from './authors';

function richTextWords(text: RichText): string {
  return typeof text === 'string'
    ? text
    : text.map((run) => (typeof run === 'string' ? run : run.text)).join('');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return richTextWords(block.text);
    case 'heading':
    case 'quote':
      return block.text;
    case 'list':
      return block.items.map(richTextWords).join(' ');
    case 'code':
      return block.code;
    case 'table':
      return [...block.head, ...block.rows.flat().map(richTextWords)].join(' ');
    case 'definitions':
      return block.items.map((item) => `${item.term} ${richTextWords(item.definition)}`).join(' ');
  }
}

/** Words in an article body. */
export function wordCount(body: readonly Block[]): number {
  return body
    .map(blockText)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;
}

/** Words a minute an adult reads on screen; the read time uses it. */
export const wordsPerMinute = 230;

/** Minutes to read a body: its words at `wordsPerMinute`, rounded up, at least 1. */
export const readMinutes = (body: readonly Block[]) =>
  Math.max(1, Math.ceil(wordCount(body) / wordsPerMinute));

export const readTimeFor = (body: readonly Block[]) => `${readMinutes(body)} min read`;

const withReadTime = (post: BlogPostInput): BlogPost => ({ ...post, readTime: readTimeFor(post.body) });

/** Every post, newest first. Exactly one is featured. */
export const blogPosts: readonly BlogPost[] = [
  introducingPublicBeta,
  clipboardHabits,
  whyLocal,
  keyboardFirst,
  insideSearch,
  threatModel,
  platformTeam,
  designStudio,
  encryptedSync,
  localFirstReturns,
  pastePlainText,
]
  .map(withReadTime)
  .sort((a, b) => b.date.localeCompare(a.date));

/** Alias used by the route table. */
export const posts = blogPosts;

export const blogPostById = (id: string): BlogPost | undefined => blogPosts.find((post) => post.id === id);

/** The featured post (shown first, large). */
export const featuredPost: BlogPost = blogPosts.find((post) => post.featured) ?? blogPosts[0]!;

/**
 * Posts to read next: those that share a category with `post`, most recent first, then the most
 * recent others, so the list is always `count` long (when the blog has that many).
 */
export function relatedPosts(post: BlogPost, count = 3): BlogPost[] {
  const others = blogPosts.filter((other) => other.id !== post.id);
  const sharing = others.filter((other) => other.categories.some((c) => post.categories.includes(c)));
  const rest = others.filter((other) => !sharing.includes(other));
  return [...sharing, ...rest].slice(0, count);
}

/**
 * What each category holds, for the blog's popular-category shortcuts: a short line and the glyph
 * of its icon tile (sentence case, no counts: a number of posts proves nothing).
 */
export const categoryDescriptions: Record<BlogCategory, { description: string; icon: IconName }> = {
  Productivity: { description: 'Habits and shortcuts that give back time', icon: 'zap' },
  Technology: { description: 'How search, storage and sync work inside', icon: 'code' },
  Security: { description: 'Threat models, encryption and your data', icon: 'shield' },
  'Case Studies': { description: 'Teams and studios at work with Clipnest', icon: 'users' },
  'Product Updates': { description: 'What shipped, and why we built it', icon: 'newspaper' },
  'Tips & Tricks': { description: 'Small features worth knowing by heart', icon: 'sparkles' },
  'Industry Insights': { description: 'Local-first software and where it is going', icon: 'globe' },
};

/** The categories with the most posts (ties keep the categories' order), for the blog's shortcuts. */
export const popularCategories: readonly PopularCategory[] = blogCategories
  .map((category) => ({
    category,
    count: blogPosts.filter((post) => post.categories.includes(category)).length,
  }))
  .filter(({ count }) => count > 0)
  .sort((a, b) => b.count - a.count)
  .slice(0, 6)
  .map(({ category }) => ({ name: category, ...categoryDescriptions[category] }));

export const blogPage = {
  eyebrow: 'Blog',
  heading: 'Notes on Clipboards, Privacy and Working Faster',
  description:
    'Product updates, practical guides and the engineering behind a local-first clipboard manager.',
  latestHeading: 'Latest Posts',
  searchLabel: 'Search posts',
  searchPlaceholder: 'Search posts',
  clearSearchLabel: 'Clear search',
  categoryLabel: 'Category',
  allCategories: 'All',
  categories: blogCategories,
  featuredLabel: 'Featured',
  readMore: 'Read article',
  loadMore: 'Load More',
  /** How many posts the grid shows before Load more. */
  pageSize: 6,
  noResults: 'No posts match your search.',
  noResultsHint: 'Try another word, or look in every category.',
  resultCount: (count: number) => (count === 1 ? '1 post' : `${count} posts`),
  clearFilters: 'Clear filters',
  popularCategoriesHeading: 'Popular Categories',
  newsletter: {
    heading: 'Get New Posts by Email',
    text: 'One email when we publish, about twice a month. Unsubscribe in one click.',
    label: 'Email address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
  },
  /** A static feed file the build writes (not a page route). */
  rss: { label: 'RSS feed', path: '/rss.xml' },
  article: {
    backLink: { label: 'All posts', href: '/blog' },
    byline: (name: string, role: string) => `${name}, ${role}`,
    publishedOn: (date: string) => `Published ${date}`,
    relatedHeading: 'Keep Reading',
  },
} as const;
