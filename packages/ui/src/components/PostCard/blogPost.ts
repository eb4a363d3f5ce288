/*
 * The blog post record (the fields of the site's blog content) and its pure helpers.
 */
import type { ReactNode } from 'react';

export interface BlogPost {
  /** A stable key; the site builds the post's address from it (e.g. `/blog/{id}`). */
  id: string;
  title: string;
  /** One or two sentences shown on cards; searched. */
  excerpt: string;
  /** The publication date as an ISO date, `YYYY-MM-DD`. */
  date: string;
  /** Shown as given, e.g. '5 min read'. */
  readTime: string;
  author: string;
  categories: readonly string[];
  /** The post shown first and large on the blog's index. */
  featured?: boolean;
  /** Art for the card: an inline SVG or gradient the site passes (never a remote URL). Decorative. */
  image?: ReactNode;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A post's ISO date (`2025-04-19`) as the reader's calendar date ('April 19, 2025'), the same
 * on the server and in every time zone. Anything else is shown as given.
 */
export function formatPostDate(date: string, locale = 'en-US'): string {
  const match = isoDate.exec(date);
  if (!match) return date;
  const [y = 0, m = 0, d = 0] = match.slice(1).map(Number);
  const utc = new Date(Date.UTC(y, m - 1, d));
  if (utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(utc);
}
