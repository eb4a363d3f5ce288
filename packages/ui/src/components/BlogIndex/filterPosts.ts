/*
 * The blog's search and category filter, free of React so it can be tested on its own.
 */
import type { BlogPost } from '../PostCard/blogPost';

/** The category value that means "every category". */
export const allPostCategories = 'all';

export interface PostFilter {
  /** What the visitor typed. Every word must appear in the title, excerpt, author or a category. */
  query?: string;
  /** `'all'` (or empty) or one category's name. */
  category?: string;
}

/** Lower case without accents ('Álvarez' → 'alvarez'), for comparing what people type. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * The posts that belong to the category and contain every word of the query somewhere in their
 * title, excerpt, author or categories. Case and accents don't matter ('jose' finds 'José');
 * surrounding and repeated spaces are ignored; an empty query matches everything. Order is kept.
 */
export function filterPosts<T extends BlogPost>(
  posts: readonly T[],
  { query = '', category = allPostCategories }: PostFilter = {},
): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const wanted = category && category !== allPostCategories ? foldText(category) : null;
  return posts.filter((post) => {
    if (wanted !== null && !post.categories.some((c) => foldText(c) === wanted)) return false;
    if (words.length === 0) return true;
    const haystack = foldText([post.title, post.excerpt, post.author, ...post.categories].join('\n'));
    return words.every((word) => haystack.includes(word));
  });
}

/** Whether a filter narrows the list at all. */
export function isFiltering({ query = '', category = allPostCategories }: PostFilter): boolean {
  return query.trim() !== '' || (category !== '' && category !== allPostCategories);
}

/** The featured post (the first marked `featured`, else the first), or null for an empty list. */
export function featuredPost<T extends BlogPost>(posts: readonly T[]): T | null {
  return posts.find((post) => post.featured) ?? posts[0] ?? null;
}
