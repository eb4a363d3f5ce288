// The route table (routeTable.ts) bound to its page files: what the router, the prerenderer and
// the tests use. Pages are found by file name (import.meta.glob); no page imports this file.
import type { PageFamily, PageModule, PageProps } from './pageTypes';
import { routeTable, type HeaderVariant, type RouteEntry } from './routeTable';

export type { PageModule, PageProps };
export type { HeaderVariant, SeoPath, SitePath, StaticPath } from './routeTable';

/** A route of the table, as the app uses it. */
export interface RouteDef {
  path: string;
  /** The page's source file, the key of its chunk in Vite's manifest. */
  module: string;
  load: () => Promise<PageModule>;
  header: HeaderVariant;
  meta: 'seo' | 'page';
  sitemap: boolean;
}

// Each page file is its own chunk, loaded when its route is first shown.
const pageFiles = import.meta.glob<PageModule | PageFamily>(['./pages/*.tsx', '!./pages/*.test.tsx']);

function routeDef(entry: RouteEntry): RouteDef {
  const file = `./pages/${entry.page}.tsx`;
  const importFile = pageFiles[file];
  if (!importFile) throw new Error(`routes: no page file ${file} for ${entry.path}`);
  return {
    path: entry.path,
    module: `src/pages/${entry.page}.tsx`,
    load: async () => {
      const loaded = await importFile();
      return 'pageFor' in loaded ? loaded.pageFor(entry.key ?? '') : loaded;
    },
    header: entry.header,
    meta: entry.meta,
    sitemap: entry.sitemap !== false,
  };
}

/** The table, each entry with its page loader: what the router, prerenderer and tests read. */
export const routes: readonly RouteDef[] = routeTable.map(routeDef);

/** The concrete paths of one route: itself, or one per record its page lists. */
async function pathsOf(route: RouteDef): Promise<string[]> {
  if (!route.path.includes('/:')) return [route.path];
  const records = (await route.load()).records?.() ?? [];
  return records.map((params) =>
    route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
  );
}

/** Every concrete path the site prerenders (dynamic routes load their page file to list them). */
export async function allPaths(): Promise<string[]> {
  return (await Promise.all(routes.map(pathsOf))).flat();
}

/** The public pages, for the sitemap and llms.txt. */
export async function sitemapPaths(): Promise<string[]> {
  return (await Promise.all(routes.filter((route) => route.sitemap).map(pathsOf))).flat();
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

/** The header of the page at `path`; a path outside the table (the 404 page) gets the default one. */
export function headerFor(path: string): HeaderVariant {
  return findRoute(path)?.route.header ?? 'default';
}
