/*
 * What a modal does to the page around it, shared by the modal layers (ModalLayer, on react-aria;
 * LightModal, without it): wait for entrance and exit animations, hide the page from assistive
 * technology, hold the page still.
 */

/**
 * Calls `done` once the animations running in `element` (the backdrop and the box in it) have
 * finished — at once, in the same commit, when there are none (reduced motion, a test's DOM).
 * Returns the cancel.
 */
export function afterAnimations(element: Element | null, done: () => void): () => void {
  const running = element?.getAnimations?.({ subtree: true }) ?? [];
  if (running.length === 0) {
    done();
    return () => {};
  }
  let active = true;
  void Promise.all(running.map((animation) => animation.finished))
    .catch(() => {}) // cancelled: treated as finished
    .then(() => active && done());
  return () => {
    active = false;
  };
}

/** What stays readable while a modal is open: live regions (toasts, announcements). */
const liveRegions = '[aria-live], [data-live-announcer], [data-react-aria-top-layer]';
const neverHidden = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE']);

/**
 * Hides everything but `keep` and the live regions from assistive technology; returns the undo.
 * Only the branches that hold a kept element are walked into, so this touches a few dozen elements
 * whatever the size of the page. Elements already hidden (by the page, or by a modal under this
 * one) are left as they are.
 */
export function hideOutside(keep: Element): () => void {
  const document = keep.ownerDocument;
  const kept = [keep, ...document.querySelectorAll(liveRegions)];
  const hidden: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (kept.includes(child) || neverHidden.has(child.tagName)) continue;
      if (kept.some((element) => child.contains(element))) walk(child);
      else if (!child.hasAttribute('aria-hidden')) {
        child.setAttribute('aria-hidden', 'true');
        hidden.push(child);
      }
    }
  };
  walk(document.body);
  return () => hidden.forEach((element) => element.removeAttribute('aria-hidden'));
}

/**
 * Keeps the page behind from scrolling while a modal is open; returns the undo. The scrollbar's
 * room is kept as padding, so nothing behind the backdrop moves sideways.
 */
export function holdPageStill(document: Document): () => void {
  const root = document.documentElement;
  const { overflow, paddingRight } = root.style;
  const scrollbar = (document.defaultView?.innerWidth ?? 0) - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = overflow;
    root.style.paddingRight = paddingRight;
  };
}
