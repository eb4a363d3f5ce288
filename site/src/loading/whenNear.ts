// What brings a waiting island in early: a pointer or keyboard focus reaching it.
const interactionEvents = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/** Resolves when `element` comes within 200 px of the viewport, or the visitor reaches into it. */
export function whenNear(element: HTMLElement): Promise<void> {
  if (!('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '200px 0px' },
    );
    function done() {
      observer.disconnect();
      for (const type of interactionEvents) element.removeEventListener(type, done, true);
      resolve();
    }
    // The island's element takes no box (`display: contents`): its children are observed, or,
    // for an island that shows nothing until it hydrates, the element it sits in.
    const targets = element.children.length ? [...element.children] : [element.parentElement ?? element];
    for (const target of targets) observer.observe(target);
    for (const type of interactionEvents)
      element.addEventListener(type, done, { capture: true, passive: true });
  });
}
