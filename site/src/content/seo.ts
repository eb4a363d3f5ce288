/**
 * Title and meta description for every route. Static routes are written out; feature pages, blog
 * posts and jobs derive theirs from their records. `seo` holds every concrete path.
 */
import type { BlogPost } from './blog/types';
import type { Job } from './careers';
import type { FeaturePage } from './features';
import type { SeoPath } from '../routeTable';
import { productName } from './productName';
import type { PageMeta } from './types';

/** A page's <title>: its name, then the product's. */
export const titled = (page: string) => `${page} — ${productName}`;

/**
 * Pages whose description is written here: the routes whose table entry says `meta: 'seo'`. The
 * others (`meta: 'page'`) take theirs from their own content, so a page's chunk carries only its
 * own copy (the landing's does not carry the price table that pricing's description quotes).
 */
export const staticSeo: Readonly<Record<SeoPath, PageMeta>> = {
  '/features': {
    title: titled('Advanced features'),
    description: `Local storage, smart search, templates, code snippets, custom rules and optional end-to-end-encrypted sync: every ${productName} feature explained.`,
  },
  '/auth/callback': {
    title: titled('Verifying your email'),
    description: `Confirming your email address. Your ${productName} download starts as soon as it is verified.`,
  },
  '/auth/confirm': {
    title: titled('Confirm your email'),
    description: `Confirm your email address with one press. Your ${productName} download starts right after.`,
  },
  '/blog': {
    title: titled('Blog'),
    description: `Product updates, clipboard workflows for macOS and the engineering behind ${productName}, a local-first clipboard manager.`,
  },
  '/status': {
    title: titled('System status'),
    description: `Status and 90-day uptime of the ${productName} website, accounts, downloads, updates and sync relay, with incidents and planned maintenance.`,
  },
  '/roadmap': {
    title: titled('Roadmap'),
    description: `What ${productName} shipped each quarter from Q2 2023, and what the team is building now.`,
  },
  '/changelog': {
    title: titled('Changelog'),
    description: `Every published version of ${productName} for macOS: what changed, the macOS it needs and the SHA-256 of its download.`,
  },
  '/install': {
    title: titled('Install Guide'),
    description: `How to install ${productName} once the download is done: unzip, move to Applications, open it, allow Accessibility and press ⇧⌘V. With the checksum to verify the file.`,
  },
  '/partners': {
    title: titled('Partners'),
    description: `Reseller, technology and education partnerships: bring ${productName} to the teams and students you work with.`,
  },
  '/press': {
    title: titled('Press'),
    description: `Press releases, a media kit with logos and screenshots, and a press contact that replies within 24 hours.`,
  },
};

export const featureSeo = (page: FeaturePage): PageMeta => ({
  title: titled(page.title),
  description: `${page.description} ${page.availability}`,
});

export const blogPostSeo = (post: BlogPost): PageMeta => ({
  title: titled(post.title),
  description: post.excerpt,
});

export const jobSeo = (job: Job): PageMeta => ({
  title: titled(job.title),
  description: `${job.department} · ${job.location} · ${job.type}. ${job.summary}`,
});
