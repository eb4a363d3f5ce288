// The page modules, loaded before their first render: the prerenderer renders without suspending,
// so the HTML needs no Suspense scripts (only the server loads pages: the browser hydrates islands).
import { findRoute, type PageModule, type RouteDef } from '../routes';
import { NotFound } from '../app/NotFound';

const loadedPages = new Map<RouteDef, PageModule>();

export const normalisePath = (path: string) => path.replace(/(.)\/+$/, '$1');

/** Loads the page module for `path` (if it is a page of the table) so it renders without suspending. */
export async function preloadPage(path: string): Promise<void> {
  const found = findRoute(normalisePath(path));
  if (found && !loadedPages.has(found.route)) loadedPages.set(found.route, await found.route.load());
}

/** The loaded page module for `path` and its parameters, or null (the 404 page). */
export function loadedPage(path: string): { module: PageModule; params: Record<string, string> } | null {
  const found = findRoute(normalisePath(path));
  const module = found && loadedPages.get(found.route);
  if (!found || !module) return null;
  return module.meta(found.params) ? { module, params: found.params } : null;
}

/** The content of the page at `path` (loaded by preloadPage), or the 404 page. */
export function PageContent({ path }: { path: string }) {
  const page = loadedPage(path);
  if (!page) return <NotFound />;
  const Page = page.module.default;
  return <Page params={page.params} />;
}
