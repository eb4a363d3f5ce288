import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * How an element that fades in on scroll should look right now:
 * - `static`: plainly visible, no animation (server render, no IntersectionObserver, reduced
 *   motion, disabled, or already in view when the page loaded);
 * - `hidden`: out of view and waiting to fade in;
 * - `revealed`: scrolled into view, fading in.
 */
export type RevealState = 'static' | 'hidden' | 'revealed';

export interface RevealOnScrollOptions {
  /** Turn the effect off: the element stays `static`. */
  enabled?: boolean;
  /** Grows or shrinks the viewport the element must enter (IntersectionObserver `rootMargin`). */
  rootMargin?: string;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery).matches
    : false;
}

/**
 * Fades an element in the first time it scrolls into view.
 *
 * The element starts visible (`static`) so server-rendered HTML and pages without JavaScript show
 * everything. Only after mount, when IntersectionObserver exists and reduced motion is off, does an
 * element that is wholly out of view switch to `hidden`; it becomes `revealed` once it enters the
 * viewport. Elements already in view at load are never hidden, so nothing flickers.
 *
 * Attach `ref` to the element and style it by `state` (e.g. a `data-reveal` attribute).
 */
export function useRevealOnScroll<T extends Element = HTMLElement>({
  enabled = true,
  rootMargin = '0px',
}: RevealOnScrollOptions = {}) {
  const reduceMotion = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
  const [node, setNode] = useState<T | null>(null);
  const [phase, setPhase] = useState<RevealState>('static');
  const active = enabled && !reduceMotion;

  useEffect(() => {
    if (!active || !node || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        if (inView) {
          // In view at the first report: stay static. Otherwise fade in from hidden.
          setPhase((current) => (current === 'hidden' ? 'revealed' : current));
          observer.disconnect();
        } else {
          setPhase((current) => (current === 'static' ? 'hidden' : current));
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, node, rootMargin]);

  const state: RevealState = active ? phase : 'static';
  return { ref: setNode, state };
}
