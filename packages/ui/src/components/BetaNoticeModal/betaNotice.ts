/*
 * "Has the visitor seen the beta notice?", kept under the key `hasSeenBetaModal` (value "true")
 * in a storage the caller passes in. Framework-free and never throwing: when the storage throws
 * (Safari private mode) or is missing, the answer is remembered in memory instead, so the notice
 * shows at most once per page load.
 */

/** The storage key, exactly as the product specifies it. */
export const betaNoticeStorageKey = 'hasSeenBetaModal';

/** The part of the Web Storage API used here; `window.localStorage` fits. */
export interface BetaNoticeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

// Storages whose notice was closed during this page load; one shared key stands for "no storage".
const closedThisPageLoad = new WeakSet<object>();
const noStorage = {};

/** Whether the notice was closed before (stored) or earlier in this page load. */
export function hasSeenBetaNotice(storage: BetaNoticeStorage | null | undefined): boolean {
  if (closedThisPageLoad.has(storage ?? noStorage)) return true;
  if (!storage) return false;
  try {
    return storage.getItem(betaNoticeStorageKey) === 'true';
  } catch {
    return false;
  }
}

/** Records that the notice was closed. Returns whether the storage kept it (false: this page load only). */
export function markBetaNoticeSeen(storage: BetaNoticeStorage | null | undefined): boolean {
  closedThisPageLoad.add(storage ?? noStorage);
  if (!storage) return false;
  try {
    storage.setItem(betaNoticeStorageKey, 'true');
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
): () => void {
  if (hasSeenBetaNotice(storage)) return () => {};
  const timer = setTimeout(
    () => {
      if (!hasSeenBetaNotice(storage)) open();
    },
    Math.max(0, delay),
  );
  return () => clearTimeout(timer);
}
