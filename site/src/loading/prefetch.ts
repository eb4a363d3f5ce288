// Moving between pages is a page load of the next prerendered page. It is fetched when the visitor
// shows the intent to go there — a pointer resting on the link, a touch starting, keyboard focus —
// so that by the click its HTML is in the cache and the load is as quick as a move inside an app.

const prefetched = new Set<string>([window.location.pathname]);

function prefetch(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || prefetched.has(url.pathname)) return;
  prefetched.add(url.pathname);
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = url.pathname;
  document.head.append(hint);
}

/** Starts prefetching the pages the visitor reaches for. */
export function prefetchOnIntent(): void {
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
    document.addEventListener(type, prefetch, { capture: true, passive: true });
}
