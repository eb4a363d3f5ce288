// The one route table. The router, the prerender list, the sitemap and the tests all read it, so a
// page added here appears everywhere. `module` names the page's source file so the prerenderer can
// preload its chunk (Vite's manifest is keyed by it); `load` is the lazy import of the same file.
import type { ComponentType } from 'react';
import type { LegalDocumentId } from './content/legal';
import type { PageMeta } from './seo';

export interface PageProps {
  /** Route parameters, e.g. `{ id }` for /blog/:id. */
  params: Record<string, string>;
}

/** What a page file exports: the page, and its head tags (null: no such record → the 404 page). */
export interface PageModule {
  default: ComponentType<PageProps>;
  meta: (params: Record<string, string>) => PageMeta | null;
}

export interface RouteDef {
  /** A pattern: '/pricing', or '/blog/:id' for one page per record. */
  path: string;
  /** The page's source file, the key of its chunk in Vite's manifest (several routes may share one). */
  module: string;
  load: () => Promise<PageModule>;
  /** Every concrete path of a dynamic route, for prerendering (read only at build time). */
  paths?: () => Promise<string[]>;
  /** Left out of the sitemap and llms.txt (the email verification landing). */
  unlisted?: boolean;
}

const legal = (id: LegalDocumentId): RouteDef => ({
  path: `/${id}`,
  module: 'src/pages/Legal.tsx',
  load: () => import('./pages/Legal').then((m) => m.legalPage(id)),
});

export const routes: readonly RouteDef[] = [
  { path: '/', module: 'src/pages/Home.tsx', load: () => import('./pages/Home') },
  { path: '/features', module: 'src/pages/Features.tsx', load: () => import('./pages/Features') },
  {
    path: '/features/:slug',
    module: 'src/pages/Feature.tsx',
    load: () => import('./pages/Feature'),
    paths: async () => (await import('./content/paths')).featureSlugs.map((slug) => `/features/${slug}`),
  },
  { path: '/pricing', module: 'src/pages/Pricing.tsx', load: () => import('./pages/Pricing') },
  {
    path: '/auth/callback',
    module: 'src/pages/AuthCallback.tsx',
    load: () => import('./pages/AuthCallback'),
    unlisted: true,
  },
  {
    path: '/auth/confirm',
    module: 'src/pages/AuthConfirm.tsx',
    load: () => import('./pages/AuthConfirm'),
    unlisted: true,
  },
  legal('terms'),
  legal('privacy'),
  legal('cookies'),
  legal('acceptable-use'),
  legal('data-processing'),
  legal('legal-notice'),
  { path: '/blog', module: 'src/pages/Blog.tsx', load: () => import('./pages/Blog') },
  {
    path: '/blog/:id',
    module: 'src/pages/BlogPost.tsx',
    load: () => import('./pages/BlogPost'),
    paths: async () => (await import('./content/blog')).posts.map((post) => `/blog/${post.id}`),
  },
  { path: '/status', module: 'src/pages/Status.tsx', load: () => import('./pages/Status') },
  { path: '/roadmap', module: 'src/pages/Roadmap.tsx', load: () => import('./pages/Roadmap') },
  { path: '/changelog', module: 'src/pages/Changelog.tsx', load: () => import('./pages/Changelog') },
  { path: '/install', module: 'src/pages/Install.tsx', load: () => import('./pages/Install') },
  { path: '/partners', module: 'src/pages/Partners.tsx', load: () => import('./pages/Partners') },
  { path: '/press', module: 'src/pages/Press.tsx', load: () => import('./pages/Press') },
  { path: '/careers', module: 'src/pages/Careers.tsx', load: () => import('./pages/Careers') },
  {
    path: '/careers/:slug',
    module: 'src/pages/Job.tsx',
    load: () => import('./pages/Job'),
    paths: async () => (await import('./content/careers')).jobs.map((job) => `/careers/${job.slug}`),
  },
  { path: '/about', module: 'src/pages/About.tsx', load: () => import('./pages/About') },
  { path: '/contact', module: 'src/pages/Contact.tsx', load: () => import('./pages/Contact') },
];

/** Every concrete path the site prerenders. */
export async function allPaths(): Promise<string[]> {
  const lists = await Promise.all(routes.map((route) => route.paths?.() ?? [route.path]));
  return lists.flat();
}

/** The route a path belongs to and its parameters, or null. `/blog/:id` matches `/blog/x`, not `/blog`. */
export function findRoute(path: string): { route: RouteDef; params: Record<string, string> } | null {
  const segments = path.split('/');
  for (const route of routes) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      if (!segment) return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false; // a malformed escape is no record of ours
      }
    });
    if (matches) return { route, params };
  }
  return null;
}
