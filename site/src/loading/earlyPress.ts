// A Download button is painted, and looks ready, well before React gives it a handler: up to a
// second on a desktop, two or three on a slow phone. The page's inline loader
// (site/scripts/entry-loader.mjs) keeps a press made in that time; this takes it once the app has
// starts and acts on it. It also keeps the presses made later on a Download button in an island
// that has not hydrated yet (its code still loading).

declare global {
  interface Window {
    /**
     * Set by the inline loader: stops keeping presses and returns the Download button pressed
     * meanwhile (marked `data-busy`), or null. Absent when the loader did not run.
     */
    __clipnestEarlyPress?: () => HTMLElement | null;
  }
}

/**
 * The Download buttons: the package's DownloadButton is the one `<button>` that carries a
 * `data-status`. The inline loader's text names the same selector.
 */
export const downloadButtonSelector = 'button[data-status]';

/** An island whose code has not arrived or not hydrated yet (see Island.tsx). */
const waitingPart = '[data-island]:not([data-hydrated])';

/**
 * Call once, as the app starts, with what a Download press does. A press kept by the loader is
 * passed on at once (once: the loader's listener is gone after this). From then on React handles
 * the presses, except on a Download button in an island still waiting to hydrate, which has no
 * handler yet: those are passed on here, and stopped before React sees them, so none counts twice.
 * Returns the clean-up.
 */
export function keepEarlyPresses(press: () => void): () => void {
  const take = window.__clipnestEarlyPress;
  delete window.__clipnestEarlyPress;
  const pressed = take?.();
  if (pressed) {
    pressed.removeAttribute('data-busy');
    press();
  }

  function keep(event: MouseEvent) {
    const button = event.target instanceof Element ? event.target.closest(downloadButtonSelector) : null;
    if (!(button instanceof HTMLElement) || !button.closest(waitingPart)) return;
    event.stopPropagation();
    button.focus();
    press();
  }
  document.addEventListener('click', keep, true);
  return () => document.removeEventListener('click', keep, true);
}
