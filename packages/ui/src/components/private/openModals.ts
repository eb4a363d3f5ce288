import { useSyncExternalStore } from 'react';
import { modalOpenAttribute } from './behindModal';

/*
 * Whether a modal is open on the page: the modal layers (ModalLayer, LightModal) count themselves
 * in while open, and what must step aside (the cookie banner) reads it. A store rather than a
 * `body:has(…)` rule: Chromium re-checks a `:has()` on the body after every DOM insertion anywhere.
 * The root carries `data-modal-open` meanwhile, for what waits behind a modal in CSS (behindModal.ts).
 */
let open = 0;
const listeners = new Set<() => void>();
const emit = () => {
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute(modalOpenAttribute, open > 0);
  listeners.forEach((listener) => listener());
};

/** Counts a modal as open until the returned function is called. */
export function markModalOpen(): () => void {
  open += 1;
  emit();
  let counted = true;
  return () => {
    if (!counted) return;
    counted = false;
    open -= 1;
    emit();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while any modal layer is open (not while one is only fading out). */
export function useIsModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open > 0,
    () => false,
  );
}
