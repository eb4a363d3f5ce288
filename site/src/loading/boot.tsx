// The app, in the browser: requested by src/main.tsx after the page's first paint. The page stays
// the prerendered HTML; only its islands (the parts that respond to a person) hydrate, each as its
// own React root, when due. See README.md for how a page boots.
import { startTransition } from 'react';
import { hydrateRoot } from './react';
import { pressDownload } from '../journey/download';
import { keepEarlyPresses } from './earlyPress';
import { islandIdPrefix, type IslandWhen } from './Island';
import { IslandRoot } from './IslandRoot';
import { prefetchOnIntent } from './prefetch';
import { allIslands } from './allIslands';
import type { IslandName } from './registry';
import { whenNear, whenReached } from './whenNear';

function propsOf(element: HTMLElement): object {
  try {
    return element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
  } catch {
    return {};
  }
}

// Islands hydrate one to a task: a root (its event listeners, the first slice of its render)
// costs a few ms, several on a slow phone, and a page's islands due at load together made one
// long task of them.
let lastTurn: Promise<void> = Promise.resolve();
function inTurn(start: () => void): Promise<void> {
  const turn = lastTurn.then(() => new Promise((resume) => setTimeout(resume))).then(start);
  lastTurn = turn.catch(() => {}); // one island failing leaves the others their turn
  return turn;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!Object.hasOwn(allIslands, name)) return;
  const load = allIslands[name as IslandName];
  const when = element.dataset.when as IslandWhen;
  if (when === 'visible') await whenNear(element);
  if (when === 'reached') await whenReached(element);
  const island = await load();
  const props = propsOf(element);
  await island.prepare?.(props);
  const Component = island.default;
  // In a transition: hydration works in short slices, the browser answering input between them.
  await inTurn(() =>
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot element={element}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(element.dataset.slot ?? name) },
      );
    }),
  );
}

// A press made before its island hydrated (kept by the page's inline loader, or made on an island
// still waiting): on a Download button it starts the journey at once; on another button it is made
// again once the island has hydrated.
keepEarlyPresses(pressDownload);

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  // An island whose code cannot load (offline, a new deployment) stays the prerendered HTML: it
  // reads, and its links work.
  hydrateIsland(element).catch(() => {});
}

// The overlays (cookie banner, the journey's dialogs and progress, toasts, the beta notice), the
// stored session and the latest build's record: after the islands have started.
void import('./overlays').then(({ startOverlays }) => startOverlays());
prefetchOnIntent();

/**
 * The prerendered frame (header, footer, page), never loaded in the browser: named here so that
 * the client build has its modules and Vite's manifest lists the stylesheets of its static HTML,
 * which the prerenderer inlines in every page.
 */
export const frameForTheManifest = () => import('../app/SitePage');
