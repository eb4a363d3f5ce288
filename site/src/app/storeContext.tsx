import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

interface Store<T> {
  subscribe: (onChange: () => void) => () => void;
  get: () => T;
  /** The first value: what the prerendered HTML shows, so what hydration must render. */
  getInitial: () => T;
}

function createStore<T>(initial: T): Store<T> & { set: (next: T) => void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    get: () => value,
    getInitial: () => initial,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * A context whose value reaches its readers through a store, so the context value itself never
 * changes. A changed context value would reach every part of the page still waiting to hydrate
 * (the sections that load when scrolled to) and make React throw away their prerendered HTML and
 * render them from scratch; a store only re-renders the components that read it.
 */
export function createStoreContext<T>(fallback: T) {
  const Context = createContext<Store<T>>(createStore(fallback));

  function Provider({ value, children }: { value: T; children: ReactNode }) {
    const [store] = useState(() => createStore(value));
    // Readers see the first value while hydrating (as prerendered), then each new one.
    useLayoutEffect(() => store.set(value), [store, value]);
    return <Context.Provider value={store}>{children}</Context.Provider>;
  }

  function useValue(): T {
    const store = useContext(Context);
    // While a part of the page hydrates (parts hydrate one by one, and sections only when scrolled
    // to), it renders the first value, as prerendered; React then moves it to the current one.
    return useSyncExternalStore(store.subscribe, store.get, store.getInitial);
  }

  return { Provider, useValue };
}
