import { useSyncExternalStore } from 'react';

/**
 * A value several islands share (they are separate React roots: no context reaches across them).
 * `use()` reads it in a component, as the server rendered it (`initial`) until it changes.
 */
export function valueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  };
}
