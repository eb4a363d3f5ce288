// A button is painted, and looks ready, well before React gives it a handler: up to a second on a
// desktop, two or three on a slow phone. The page's inline loader (site/scripts/entry-loader.mjs)
// keeps a press made in that time; this takes it once the app has started and acts on it. It also
// keeps the presses made later on a button in an island that has not hydrated yet (its code still
// loading, or React still hydrating it).

declare global {
  interface Window {
    /**
     * Set by the inline loader: stops keeping presses and returns the button pressed meanwhile
     * (a Download button is marked `data-busy`), or null. Absent when the loader did not run.
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
 * the presses, except on a button in an island still waiting to hydrate, which has no handler
 * yet: those are kept here, stopped before React sees them, so none counts twice. A Download press
 * is passed on at once; a press on any other button (the header's menu, a form's submit) is made
 * again once its island has hydrated. Returns the clean-up.
 */
export function keepEarlyPresses(press: () => void): () => void {
  const take = window.__clipnestEarlyPress;
  delete window.__clipnestEarlyPress;
  const pressed = take?.();
  if (pressed?.matches(downloadButtonSelector)) {
    pressed.removeAttribute('data-busy');
    press();
  } else if (pressed) {
    pressWhenHydrated(pressed);
  }

  function keep(event: MouseEvent) {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !button.closest(waitingPart)) return;
    event.stopPropagation();
    button.focus();
    if (button.matches(downloadButtonSelector)) return press();
    event.preventDefault();
    pressWhenHydrated(button);
  }
  document.addEventListener('click', keep, true);
  return () => document.removeEventListener('click', keep, true);
}

/** Buttons whose press waits for their island: a second tap meanwhile is the same press. */
const waiting = new WeakSet<Element>();

/** Presses `button` again once its island has hydrated: React's handler has it by then. */
function pressWhenHydrated(button: HTMLElement): void {
  const island = button.closest('[data-island]');
  if (!island || waiting.has(button)) return;
  waiting.add(button);
  const again = () => {
    waiting.delete(button);
    if (button.isConnected) button.click();
  };
  if (island.hasAttribute('data-hydrated')) return again();
  const observer = new MutationObserver(() => {
    if (!island.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    again();
  });
  observer.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
}
