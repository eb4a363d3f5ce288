// Whether the cookie preferences are open: the footer's Cookie Settings button (an island) opens
// them, the cookie banner (in the overlays' root) shows them. Two React roots, one small store.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setCookieSettingsOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
