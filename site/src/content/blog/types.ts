import type { Block } from '../types';

export const blogCategories = [
  'Productivity',
  'Technology',
  'Security',
  'Case Studies',
  'Product Updates',
  'Tips & Tricks',
  'Industry Insights',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/**
 * The art a card draws instead of a photo: a pattern from the brand's motif, in the site's one
 * palette (no `hue`: covers differ in composition, seeded by the post, not in color).
 */
export interface BlogImage {
  hue?: number;
  pattern:
    'stack' | 'grid' | 'waves' | 'dots' | 'timeline' | 'code' | 'shield' | 'keys' | 'sync' | 'search' | 'mac';
  /** Describes the art for screen readers (empty when decorative). */
  alt: string;
}

export interface BlogAuthor {
  name: string;
  role: string;
}

/** A blog post's record, plus its article body. */
export interface BlogPost {
  /** The URL segment: /blog/{id}. */
  id: string;
  title: string;
  excerpt: string;
  /** ISO date, e.g. '2024-09-03'. */
  date: string;
  /** '5 min read', computed from the body. */
  readTime: string;
  author: BlogAuthor;
  categories: readonly BlogCategory[];
  featured: boolean;
  image: BlogImage;
  body: readonly Block[];
}

/** A post before its read time is computed. */
export type BlogPostInput = Omit<BlogPost, 'readTime'>;
