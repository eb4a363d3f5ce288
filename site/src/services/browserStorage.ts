// localStorage that never throws: private modes, full quotas and disabled storage make every call
// a no-op instead of breaking a page.

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const browserStorage: SafeStorage = {
  get(key) {
    try {
      return local()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      local()?.setItem(key, value);
    } catch {
      // Storage full or refused: the flag holds for this visit only.
    }
  },
  remove(key) {
    try {
      local()?.removeItem(key);
    } catch {
      // Nothing to do.
    }
  },
  keys() {
    try {
      const storage = local();
      if (!storage) return [];
      return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => key !== null,
      );
    } catch {
      return [];
    }
  },
};

/** The browser's localStorage for components that take a Storage, or null where it is refused. */
export function localStorageOrNull(): Storage | null {
  return local();
}
