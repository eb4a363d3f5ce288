// The page is prerendered: its HTML and inlined CSS paint on their own. The app's code (React,
// the page's module) is fetched only after that first paint, so on a slow network it does not
// compete with the page for bandwidth; hydration follows as soon as it has arrived.

/**
 * Runs `start` once the browser reports its first paint (at once in a hidden tab, which does not
 * paint, and after five seconds at the latest, should no report come).
 */
function afterFirstPaint(start: () => void) {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return start();
  }
  let started = false;
  const observer = new PerformanceObserver(go);
  function go() {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  }
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(go, 5000);
}

afterFirstPaint(() => {
  // The page's own chunks, listed by the prerenderer: fetched alongside the app, not after it.
  const modules = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]');
  for (const href of modules?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // React first, in a task of its own, then the app: evaluating both in one go would block the
  // main thread for one long stretch on a slow phone.
  void import('react-dom/client')
    .then(() => new Promise((resume) => setTimeout(resume)))
    .then(() => import('./hydrate'));
});
