// The one inline script of every prerendered page. It requests the app's entry (and the helpers
// the entry imports) once the browser reports its first paint: before that, a page needs nothing
// but its HTML (its CSS is inlined) and the text font, and on a slow phone any script fetched
// alongside them delays that paint. In a hidden tab, which does not paint, and after five seconds
// without a report, it starts at once. Its text never changes with a build (the files are named by
// the script element's data attributes), so the Content-Security-Policy allows it by a fixed hash.
//
// A page reached by Back or Forward without the browser's back/forward cache is laid out in full
// (`data-restoring` on the root; see index.html and src/sections/BelowTheFold.tsx) so that the browser's own
// scroll restoration lands where the reader was.
//
// The web app manifest's link is added then too: Chrome fetches a page's manifest as the page
// loads, and on a slow phone that request (a connection of its own) came before the first paint.
//
// The entry goes first, alone in the task that learns of the paint, then the preloads two to a task,
// then the manifest. Inserting one costs the main thread from under a millisecond to over ten
// (Lighthouse's loads traced here, unthrottled), a page with a form imports a score of modules, and
// at Lighthouse's 4× slowdown any task over 12.5 ms counts as blocking: the entry, the manifest and
// four preloads in one task took 9–25 ms; the entry alone takes 2–13.
//
// It also keeps a press made before the app has hydrated, which would otherwise be lost: a button
// is painted (and looks ready) well before React gives it a handler. One capturing `click`
// listener on the document — a click, a tap, or Enter or Space on the focused button — notes a
// Download button (the package's DownloadButton is the one `<button>` with a `data-status`) or any
// other button of an island (the header's menu, a form's submit), focuses it as the hydrated
// button would, shows a Download button busy (`data-busy`, the package's busy look), starts
// loading the app if it has not yet, and stops the click there (and a submit's default), so that
// React, if it is hydrating by then, neither acts on it too nor hydrates the page at once for it.
// A Download press outranks another kept press. After hydration the app calls
// `window.__clipnestEarlyPress()` once (site/src/loading/earlyPress.ts): it removes the listener
// and returns the button pressed, or null; the app then acts on the press.
import { createHash } from 'node:crypto';

/**
 * The loader's text, as each page carries it: written for every browser the site supports, and a
 * string (not a function's source) so that no build or test tool can change the text its hash is of.
 * `script` is the loader's own element, which names the entry and the modules the entry imports.
 */
export const entryLoader = `(function (script) {
  var navigation = window.performance && performance.getEntriesByType && performance.getEntriesByType('navigation')[0];
  if (navigation && navigation.type === 'back_forward') document.documentElement.setAttribute('data-restoring', '');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.src = script.dataset.entry;
    document.head.appendChild(entry);
    var links = script.dataset.modules.split(' ').map(function (href) {
      return ['modulepreload', href];
    });
    links.push(['manifest', '/manifest.webmanifest']);
    function add() {
      links.splice(0, 2).forEach(function (pair) {
        if (!pair[1]) return;
        var link = document.createElement('link');
        link.rel = pair[0];
        link.href = pair[1];
        document.head.appendChild(link);
      });
      if (links.length) setTimeout(add, 0);
    }
    setTimeout(add, 0);
  }
  var pressed = null;
  function keep(event) {
    var target = event.target;
    var download = target.closest && target.closest('button[data-status]');
    var button = download || (target.closest && target.closest('[data-island] button'));
    if (!button) return;
    event.stopPropagation();
    if (!download) event.preventDefault();
    button.focus();
    if (download) button.setAttribute('data-busy', '');
    if (download || !(pressed && pressed.hasAttribute('data-status'))) pressed = button;
    start();
  }
  document.addEventListener('click', keep, true);
  window.__clipnestEarlyPress = function () {
    document.removeEventListener('click', keep, true);
    return pressed;
  };
  var Observer = window.PerformanceObserver;
  var paints = Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0;
  if (document.visibilityState === 'hidden' || !paints) return start();
  new Observer(start).observe({ type: 'paint', buffered: true });
  setTimeout(start, 5000);
})(document.currentScript)`;

/** The CSP source that allows the loader (and no other inline script). */
export const entryLoaderHash = `'sha256-${createHash('sha256').update(entryLoader).digest('base64')}'`;

/** The loader as a `<script>` element for the entry `entry` and the modules it imports, `modules`. */
export function entryLoaderElement(entry, modules) {
  return `<script data-entry="${entry}" data-modules="${modules.join(' ')}">${entryLoader}</script>`;
}
