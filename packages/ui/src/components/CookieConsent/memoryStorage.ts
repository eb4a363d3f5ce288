import type { ConsentStorage } from './consentRecord';

/** A storage that lives in memory: for stories, tests, and as a stand-in where none is available. */
export interface MemoryStorage extends ConsentStorage {
  /** Removes every entry. */
  clear(): void;
  /** A copy of the entries, for assertions. */
  entries(): Record<string, string>;
}

/** Creates an in-memory storage, optionally seeded with `initial` entries. */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const data = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    entries: () => Object.fromEntries(data),
  };
}

/** A storage that throws on every call, as Safari's private mode once did: for stories and tests. */
export function createBlockedStorage(): ConsentStorage {
  const refuse = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}
