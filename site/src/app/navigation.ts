// Client-side navigation that behaves like a page load: a new page starts at the top and takes
// focus; going back returns to where the reader was. wouter moves the URL; this keeps the rest.

let navigatedInApp = false;

/** True once the visitor has moved between pages without a reload (focus moves only then). */
export function hasNavigatedInApp(): boolean {
  return navigatedInApp;
}

interface ScrollState {
  scrollY?: number;
}

/** Remember where the reader is on the current history entry, before leaving it. */
export function rememberScroll(): void {
  navigatedInApp = true;
  const state = (history.state ?? {}) as ScrollState;
  history.replaceState({ ...state, scrollY: window.scrollY }, '');
}

function anchorTarget(): HTMLElement | null {
  try {
    return window.location.hash
      ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      : null;
  } catch {
    return null; // a malformed fragment names nothing
  }
}

/** Called once the new page has rendered: back/forward restores, a #fragment scrolls to its target, anything else starts at the top. */
export function restoreScroll(isTraversal: boolean): void {
  const anchor = isTraversal ? null : anchorTarget();
  if (anchor) {
    anchor.scrollIntoView();
    return;
  }
  const saved = isTraversal ? (history.state as ScrollState | null)?.scrollY : undefined;
  // Some parts finish rendering just after the page mounts (react-aria fills a tab list in a
  // second pass): the browser's scroll anchoring would follow the content they push down and
  // land the reader below where they were. It is off until the page has painted once.
  const root = document.documentElement;
  root.style.overflowAnchor = 'none';
  window.scrollTo(0, typeof saved === 'number' && Number.isFinite(saved) ? saved : 0);
  requestAnimationFrame(() => requestAnimationFrame(() => root.style.removeProperty('overflow-anchor')));
}

let traversal = false;
if (typeof window !== 'undefined') {
  history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => {
    navigatedInApp = true;
    traversal = true;
  });
}

/** Whether the page now rendering was reached by back/forward; reading it resets the flag. */
export function takeTraversal(): boolean {
  const was = traversal;
  traversal = false;
  return was;
}
