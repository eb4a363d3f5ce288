// A button is painted, and looks ready, well before React gives it a handler: up to a second on a
// desktop, two or three on a slow phone. The page's inline loader (site/scripts/entry-loader.mjs)
// keeps a press made in that time; this takes it once the app has started and acts on it. It also
// keeps the presses made later on a button in an island that has not hydrated yet (its code still
// loading, or React still hydrating it), and those begun there that end after it has.

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
 * the presses, except those it would not see whole: a press on a button in an island still
 * waiting to hydrate (no handler yet), and a press *begun* there that ends after the island has
 * hydrated — react-aria acts on a pointer's click only after seeing its pointerdown, and a tap
 * takes long enough for hydration to finish in between. Their clicks are kept here, stopped
 * before React sees them, so none counts twice. A Download press is passed on at once; a press on
 * any other button (the header's menu, a form's submit, a list's category) is made again once its
 * island has hydrated. Returns the clean-up.
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

  // The button the last pointer went down on, if React was listening to its island then.
  let begunHydrated: Element | null = null;
  function begin(event: PointerEvent) {
    const button = islandButton(event);
    begunHydrated = button && !button.closest(waitingPart) ? button : null;
  }

  function keep(event: MouseEvent) {
    const button = islandButton(event);
    if (!button) return;
    // A pointer's click (a keyboard's and a script's have no `detail`) whose press React did not
    // see begin: its pointerdown came before this listener, or while the island was waiting.
    const begunUnseen = event.detail > 0 && begunHydrated !== button;
    if (!button.closest(waitingPart) && !begunUnseen) return;
    event.stopPropagation();
    button.focus();
    if (button.matches(downloadButtonSelector)) return press();
    event.preventDefault();
    pressWhenHydrated(button);
  }
  document.addEventListener('pointerdown', begin, true);
  document.addEventListener('click', keep, true);
  return () => {
    document.removeEventListener('pointerdown', begin, true);
    document.removeEventListener('click', keep, true);
  };
}

/** The button of an island that `event` is on, if any. */
function islandButton(event: Event): HTMLButtonElement | null {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  return button?.closest('[data-island]') ? button : null;
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
