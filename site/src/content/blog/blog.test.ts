// What a reader notices across posts: read times that follow each post's words (so posts of
// different length do not all say the same thing), and a cover of its own for every post.
import { describe, expect, it } from 'vitest';
import type { Block } from '../types';
import { blogPosts, popularCategories, readTimeFor, wordCount, wordsPerMinute } from '.';

const paragraphOf = (words: number): Block => ({
  type: 'paragraph',
  text: Array.from({ length: words }, (_, i) => `word${i}`).join(' '),
});

describe('blog read times', () => {
  it('gives a short and a long post different times, each its words at 230 a minute', () => {
    expect(wordsPerMinute).toBe(230);
    expect(readTimeFor([paragraphOf(120)])).toBe('1 min read');
    expect(readTimeFor([paragraphOf(460)])).toBe('2 min read');
    expect(readTimeFor([paragraphOf(461)])).toBe('3 min read');
    // A long read of about 1,500 words says so: 7 minutes, not the 4 of a short one.
    expect(readTimeFor([paragraphOf(1500)])).toBe('7 min read');
    expect(readTimeFor([paragraphOf(900)])).toBe('4 min read');
    expect(readTimeFor([paragraphOf(2300), { type: 'heading', level: 2, text: 'More to read' }])).toBe(
      '11 min read',
    );
  });

  it('says at least 1 min for an empty body', () => {
    expect(readTimeFor([])).toBe('1 min read');
  });

  it('matches every post’s own word count, and the posts do not all read the same', () => {
    for (const post of blogPosts) {
      const minutes = Math.max(1, Math.ceil(wordCount(post.body) / wordsPerMinute));
      expect(post.readTime).toBe(`${minutes} min read`);
    }
    expect(new Set(blogPosts.map((post) => post.readTime)).size).toBeGreaterThan(1);
  });

  it('has no thin post: every article is a read of 4 minutes or more', () => {
    for (const post of blogPosts) expect(wordCount(post.body), post.id).toBeGreaterThan(3 * wordsPerMinute);
  });
});

describe('popular categories', () => {
  it('says what each category holds, with no post count as proof', () => {
    expect(popularCategories.length).toBeGreaterThanOrEqual(4);
    for (const category of popularCategories) {
      expect(blogPosts.some((post) => post.categories.includes(category.name as never))).toBe(true);
      expect(category.description.length).toBeGreaterThan(10);
      expect(category.description).not.toMatch(/\d|\bposts?\b/);
      expect(category.icon).toBeTruthy();
    }
    expect(new Set(popularCategories.map((category) => category.icon)).size).toBe(popularCategories.length);
  });
});

describe('blog covers', () => {
  it('gives every post its own cover, so no two posts on one screen look alike', () => {
    const patterns = blogPosts.map((post) => post.image.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
