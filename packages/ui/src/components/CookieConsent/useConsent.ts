import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  type Consent,
  type ConsentChoice,
  type ConsentStorage,
  type ConsentStorageKeys,
  type CookiePreferences,
} from './consentRecord';
import { consentStoreFor, type SaveConsentResult } from './consentStore';

export interface UseConsentResult {
  /** The consent in force, or `null` when the visitor has not chosen (always `null` on the server). */
  consent: Consent | null;
  /** Records a choice; `preferences` count only for `custom`. Never throws. */
  save: (choice: ConsentChoice, preferences?: Partial<CookiePreferences>) => SaveConsentResult;
  /** Forgets the consent so the banner asks again. Returns whether the storage was cleared. */
  reset: () => boolean;
}

const serverSnapshot = () => null;

/**
 * Reads and changes the visitor's cookie consent. Every caller with the same `storage` shares one
 * store, so a choice saved by the banner re-renders the rest of the site.
 *
 * Pass the browser's storage from the site, guarded for the server and for browsers that throw on
 * access: `useConsent(typeof window === 'undefined' ? null : window.localStorage)`. Without a
 * storage, choices last for the page's lifetime only. `storageKeys` renames the keys (see
 * `defaultConsentStorageKeys`); pass the same names everywhere the consent is read.
 */
export function useConsent(
  storage?: ConsentStorage | null,
  { storageKeys }: { storageKeys?: Partial<ConsentStorageKeys> } = {},
): UseConsentResult {
  // The same store for the same storage and names, even with a new `storageKeys` object each render.
  const store = consentStoreFor(storage, storageKeys);
  const consent = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const save = useCallback<UseConsentResult['save']>(
    (choice, preferences) => store.save(choice, preferences),
    [store],
  );
  const reset = useCallback(() => store.reset(), [store]);
  return useMemo(() => ({ consent, save, reset }), [consent, save, reset]);
}
