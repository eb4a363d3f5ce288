import { createElement, lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { RouterProvider } from '@clipnest/ui';
import { Router, useLocation } from 'wouter';
import { findRoute, routes, type PageModule, type PageProps, type RouteDef } from '../routes';
import { Announcer } from './Announcer';
import { pressDownload } from '../journey/download';
import { JourneyOverlays } from './download';
import { keepEarlyPresses } from './earlyPress';
import { startLatestFile } from './latestFile';
import { ErrorBoundary } from './ErrorBoundary';
import { rememberScroll } from './navigation';
import { NotFound } from './NotFound';
import { PageHost } from './PageHost';
import { RootLayout } from './RootLayout';

// Page modules already loaded, by route. The prerenderer and the browser load the current page's
// module before rendering (preloadPage), so the first render never suspends: the prerendered HTML
// needs no Suspense scripts and hydration matches it at once. Pages reached later load on demand.
const loadedPages = new Map<RouteDef, PageModule>();

/** Loads the page module for `path` (if it is a page of the table) so it renders without suspending. */
export async function preloadPage(path: string): Promise<void> {
  const found = findRoute(normalise(path));
  if (found && !loadedPages.has(found.route)) loadedPages.set(found.route, await found.route.load());
}

// One lazy component per route, made once: each page is its own chunk.
const lazyPages = new Map<RouteDef, ComponentType<PageProps>>(
  routes.map((route) => [
    route,
    lazy(async () => {
      const module = loadedPages.get(route) ?? (await route.load());
      loadedPages.set(route, module);
      return { default: ({ params }: PageProps) => <Page module={module} params={params} /> };
    }),
  ]),
);

const normalise = (path: string) => path.replace(/(.)\/+$/, '$1');

/** A page whose record does not exist (an unknown blog id) renders the 404 page. */
function Page({ module, params }: { module: PageModule; params: Record<string, string> }) {
  return module.meta(params) ? <PageHost module={module} params={params} /> : <NotFound />;
}

function CurrentPage({ path }: { path: string }) {
  const found = findRoute(normalise(path));
  if (!found) return <NotFound />;
  const loaded = loadedPages.get(found.route);
  if (loaded) return <Page module={loaded} params={found.params} />;
  // The lazy components are made once, above; this only picks one.
  return createElement(lazyPages.get(found.route)!, { params: found.params });
}

function Routes() {
  const [path, navigate] = useLocation();
  const router = useMemo(
    () => ({
      navigate: (href: string) => {
        const target = new URL(href, window.location.href);
        // A link to a part of this page ('/#download' on '/') only scrolls, as the browser would.
        if (target.pathname === window.location.pathname && target.hash) {
          window.location.hash = target.hash;
          return;
        }
        // Files that are not pages (the RSS feeds) load as documents.
        if (!findRoute(target.pathname.replace(/(.)\/+$/, '$1'))) {
          window.location.assign(href);
          return;
        }
        rememberScroll();
        navigate(target.pathname + target.search + target.hash);
      },
    }),
    [navigate],
  );
  // Once hydrated: the stored session (its code loads then: a first visit has none to read), the
  // latest build's record, and a Download press made before the page's code had arrived (kept by
  // the page's inline loader).
  useEffect(() => {
    void import('../journey/session').then(({ startSession }) => startSession());
    startLatestFile();
    return keepEarlyPresses(pressDownload);
  }, []);
  return (
    <RouterProvider navigate={router.navigate}>
      <Announcer>
        <RootLayout path={path}>
          {/* Keyed by path: a render error on one page does not stick to the next. */}
          <ErrorBoundary key={path}>
            <Suspense fallback={null}>
              <CurrentPage path={path} />
            </Suspense>
          </ErrorBoundary>
        </RootLayout>
        <JourneyOverlays />
      </Announcer>
    </RouterProvider>
  );
}

/** The whole site. On the server `ssrPath` is the page being prerendered; in the browser, the address bar. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <Routes />
    </Router>
  );
}
