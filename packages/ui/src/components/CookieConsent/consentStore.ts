// The consent shared by everything on the page that reads or changes it, over its record
// (consentRecord.ts).
import {
  clearConsent,
  consentStorageKeysWith,
  createConsent,
  readConsent,
  writeConsent,
  type Consent,
  type ConsentChoice,
  type ConsentStorage,
  type ConsentStorageKeys,
  type CookiePreferences,
  type ReadConsentOptions,
} from './consentRecord';

/** The outcome of saving a choice. */
export interface SaveConsentResult {
  /** The consent now in force (for the session at least). */
  consent: Consent;
  /** Whether it was written to the storage; false means it lasts only until the page unloads. */
  persisted: boolean;
}

/** Consent state shared by everything on the page that reads or changes it. */
export interface ConsentStore {
  /** The consent in force, or `null`. The same object until it changes (fit for useSyncExternalStore). */
  getSnapshot(): Consent | null;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Records a choice (`preferences` count only for `custom`). */
  save(choice: ConsentChoice, preferences?: Partial<CookiePreferences>): SaveConsentResult;
  /** Forgets the consent, so the banner asks again. Returns whether the storage was cleared. */
  reset(): boolean;
  /** Reads the storage again (e.g. after a `storage` event from another tab). */
  refresh(): void;
}

export interface ConsentStoreOptions extends Omit<ReadConsentOptions, 'now'> {
  /** The clock, for tests. */
  now?: () => Date;
}

/** A consent store over `storage`; `null` keeps the consent in memory only (server, tests). */
export function createConsentStore(
  storage: ConsentStorage | null | undefined,
  { now = () => new Date(), maxAgeMs, storageKeys }: ConsentStoreOptions = {},
): ConsentStore {
  const keys = consentStorageKeysWith(storageKeys);
  const listeners = new Set<() => void>();
  let loaded = false;
  let current: Consent | null = null;

  const set = (next: Consent | null) => {
    current = next;
    loaded = true;
    for (const listener of [...listeners]) listener();
  };

  return {
    getSnapshot() {
      if (!loaded) {
        current = readConsent(storage, { now: now(), maxAgeMs, storageKeys: keys });
        loaded = true;
      }
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    save(choice, preferences) {
      const consent = createConsent(choice, preferences, now());
      const persisted = writeConsent(storage, consent, keys);
      set(consent);
      return { consent, persisted };
    },
    reset() {
      const cleared = clearConsent(storage, keys);
      set(null);
      return cleared;
    },
    refresh() {
      const next = readConsent(storage, { now: now(), maxAgeMs, storageKeys: keys });
      const same = JSON.stringify(next) === JSON.stringify(current);
      if (!loaded || !same) set(next);
    },
  };
}

// One store per storage and set of key names.
const storesByStorage = new WeakMap<ConsentStorage, Map<string, ConsentStore>>();
let sessionOnlyStore: ConsentStore | undefined;

/**
 * The one store for a given storage (and key names), so the banner, the dialog and every
 * `useConsent` on the page see the same consent. Without a storage, a single in-memory store
 * serves the page.
 */
export function consentStoreFor(
  storage: ConsentStorage | null | undefined,
  storageKeys?: Partial<ConsentStorageKeys>,
): ConsentStore {
  if (!storage) return (sessionOnlyStore ??= createConsentStore(null));
  const keys = consentStorageKeysWith(storageKeys);
  const id = JSON.stringify([keys.choice, keys.preferences, keys.date, keys.version]);
  let stores = storesByStorage.get(storage);
  if (!stores) {
    stores = new Map();
    storesByStorage.set(storage, stores);
  }
  let store = stores.get(id);
  if (!store) {
    store = createConsentStore(storage, { storageKeys: keys });
    stores.set(id, store);
  }
  return store;
}
