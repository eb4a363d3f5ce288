// What brings a waiting island in early: a pointer or keyboard focus reaching it.
const interactionEvents = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Resolves when the visitor reaches into `element`: a pointer over it, a touch, or focus inside —
 * at once if they already have (a press made before the app started: the pointer is still over
 * the button, which the page's loader focused, and no event will come again).
 * `stop` lets a caller that no longer waits take the listeners away.
 */
export function whenReached(element: HTMLElement, stop?: AbortSignal): Promise<void> {
  if (element.matches(':hover, :focus-within')) return Promise.resolve();
  return new Promise((resolve) => {
    const listening = new AbortController();
    stop?.addEventListener('abort', () => listening.abort());
    for (const type of interactionEvents)
      element.addEventListener(
        type,
        () => {
          listening.abort();
          resolve();
        },
        { capture: true, passive: true, signal: listening.signal },
      );
  });
}

/** Resolves when `element` comes within 200 px of the viewport, or the visitor reaches into it. */
export function whenNear(element: HTMLElement): Promise<void> {
  if (!('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const waiting = new AbortController();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '200px 0px' },
    );
    function done() {
      observer.disconnect();
      waiting.abort();
      resolve();
    }
    // The island's element takes no box (`display: contents`): its children are observed, or,
    // for an island that shows nothing until it hydrates, the element it sits in.
    const targets = element.children.length ? [...element.children] : [element.parentElement ?? element];
    for (const target of targets) observer.observe(target);
    void whenReached(element, waiting.signal).then(done);
  });
}
