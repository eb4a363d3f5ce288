// The one route table: every page of the site, with what the rest needs to know of it. The
// router (routes.ts binds each entry to its page file), the prerender list, the sitemap, the
// header, the path type the copy links with and the tests all read it: adding a page is one entry
// here plus one file in pages/. This file imports nothing, so the copy can take its path type from
// it without an import circle through the pages.

/**
 * The header a page shows: `landing` (the landing page's own bar), `default` (Features, Pricing,
 * About) or `minimal` (Home and Features, for the legal and contact pages).
 */
export type HeaderVariant = 'landing' | 'default' | 'minimal';

/** One entry of the table, as written. */
export interface RouteEntry {
  /** A pattern: '/pricing', or '/blog/:id' for one page per record (the page file lists them). */
  path: string;
  /** The page's file in pages/, without '.tsx'; several routes may share one (see `key`). */
  page: string;
  /** For a page file that serves several routes (a `PageFamily`): which of its pages. */
  key?: string;
  header: HeaderVariant;
  /**
   * Where the title and description are written: `seo` — in content/seo.ts's `staticSeo` under
   * this path; `page` — the page makes them from its own content or record. Either way the page
   * file's `meta()` returns them.
   */
  meta: 'seo' | 'page';
  /** false: left out of the sitemap and llms.txt (the email verification landings). */
  sitemap?: false;
}

export const routeTable = [
  { path: '/', page: 'Home', header: 'landing', meta: 'page' },
  { path: '/features', page: 'Features', header: 'default', meta: 'seo' },
  { path: '/features/:slug', page: 'Feature', header: 'default', meta: 'page' },
  { path: '/pricing', page: 'Pricing', header: 'default', meta: 'page' },
  { path: '/auth/callback', page: 'AuthCallback', header: 'default', meta: 'seo', sitemap: false },
  { path: '/auth/confirm', page: 'AuthConfirm', header: 'default', meta: 'seo', sitemap: false },
  { path: '/terms', page: 'Legal', key: 'terms', header: 'minimal', meta: 'page' },
  { path: '/privacy', page: 'Legal', key: 'privacy', header: 'minimal', meta: 'page' },
  { path: '/cookies', page: 'Legal', key: 'cookies', header: 'default', meta: 'page' },
  { path: '/acceptable-use', page: 'Legal', key: 'acceptable-use', header: 'default', meta: 'page' },
  { path: '/data-processing', page: 'Legal', key: 'data-processing', header: 'default', meta: 'page' },
  { path: '/legal-notice', page: 'Legal', key: 'legal-notice', header: 'minimal', meta: 'page' },
  { path: '/blog', page: 'Blog', header: 'default', meta: 'seo' },
  { path: '/blog/:id', page: 'BlogPost', header: 'default', meta: 'page' },
  { path: '/status', page: 'Status', header: 'default', meta: 'seo' },
  { path: '/roadmap', page: 'Roadmap', header: 'default', meta: 'seo' },
  { path: '/changelog', page: 'Changelog', header: 'default', meta: 'seo' },
  { path: '/install', page: 'Install', header: 'default', meta: 'seo' },
  { path: '/partners', page: 'Partners', header: 'default', meta: 'seo' },
  { path: '/press', page: 'Press', header: 'default', meta: 'seo' },
  { path: '/careers', page: 'Careers', header: 'default', meta: 'page' },
  { path: '/careers/:slug', page: 'Job', header: 'default', meta: 'page' },
  { path: '/about', page: 'About', header: 'default', meta: 'page' },
  { path: '/contact', page: 'Contact', header: 'minimal', meta: 'page' },
] as const satisfies readonly RouteEntry[];

type Entry = (typeof routeTable)[number];
type Concrete<P extends string> = P extends `${infer Head}/:${string}` ? `${Head}/${string}` : P;

/** Every internal path the copy may link to (a dynamic route's records: any id under its prefix). */
export type SitePath = Concrete<Entry['path']>;
/** The paths of the routes without parameters. */
export type StaticPath = Exclude<Entry['path'], `${string}:${string}`>;
/** The paths whose title and description content/seo.ts writes out. */
export type SeoPath = Extract<Entry, { meta: 'seo' }>['path'];
