/*
 * "Has the visitor seen the beta notice?", kept under the key `hasSeenBetaModal` (value "true";
 * `storageKeys` renames the key) in a storage the caller passes in. Framework-free and never
 * throwing: when the storage throws (Safari private mode) or is missing, the answer is remembered
 * in memory instead, so the notice shows at most once per page load.
 */

/** The name of the storage key the notice's flag is kept under. */
export interface BetaNoticeStorageKeys {
  /** Set to "true" once the notice was closed. */
  seen: string;
}

/** The default key names: the product description's, which DESIGN.md keeps as written. */
export const defaultBetaNoticeStorageKeys: Readonly<BetaNoticeStorageKeys> = Object.freeze({
  seen: 'hasSeenBetaModal',
});

/** The part of the Web Storage API used here; `window.localStorage` fits. */
export interface BetaNoticeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

// Keys closed during this page load, per storage; one shared object stands for "no storage".
const closedThisPageLoad = new WeakMap<object, Set<string>>();
const noStorage = {};

function keyOf(storageKeys: Partial<BetaNoticeStorageKeys> | undefined): string {
  return storageKeys?.seen ?? defaultBetaNoticeStorageKeys.seen;
}

/** Whether the notice was closed before (stored) or earlier in this page load. */
export function hasSeenBetaNotice(
  storage: BetaNoticeStorage | null | undefined,
  storageKeys?: Partial<BetaNoticeStorageKeys>,
): boolean {
  const key = keyOf(storageKeys);
  if (closedThisPageLoad.get(storage ?? noStorage)?.has(key)) return true;
  if (!storage) return false;
  try {
    return storage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** Records that the notice was closed. Returns whether the storage kept it (false: this page load only). */
export function markBetaNoticeSeen(
  storage: BetaNoticeStorage | null | undefined,
  storageKeys?: Partial<BetaNoticeStorageKeys>,
): boolean {
  const key = keyOf(storageKeys);
  const owner = storage ?? noStorage;
  const closed = closedThisPageLoad.get(owner) ?? new Set<string>();
  closed.add(key);
  closedThisPageLoad.set(owner, closed);
  if (!storage) return false;
  try {
    storage.setItem(key, 'true');
    return true;
  } catch {
    return false;
  }
}

/**
 * Calls `open` after `delay` ms unless the notice was already seen (checked again when the timer
 * fires, in case another part of the page closed it meanwhile). Returns a function that cancels.
 */
export function scheduleBetaNotice(
  storage: BetaNoticeStorage | null | undefined,
  delay: number,
  open: () => void,
  storageKeys?: Partial<BetaNoticeStorageKeys>,
): () => void {
  if (hasSeenBetaNotice(storage, storageKeys)) return () => {};
  const timer = setTimeout(
    () => {
      if (!hasSeenBetaNotice(storage, storageKeys)) open();
    },
    Math.max(0, delay),
  );
  return () => clearTimeout(timer);
}
