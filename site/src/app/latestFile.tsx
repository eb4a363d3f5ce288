import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { fallbackFileRecord, summarize, type FileRecord, type FileSummary } from '../services/fileRecord';
import { createStoreContext } from './storeContext';

/** Where the shown record stands: being read, read, or unreadable (the fallback is shown). */
export type LatestFileStatus = 'loading' | 'loaded' | 'fallback';

interface LatestFileValue {
  /** The record as read from the backend, or null until then (or when it cannot be read). */
  record: FileRecord | null;
  /**
   * 'loading' until the read settles (prerendered pages are 'loading'), then 'loaded' with a
   * record or 'fallback' without one. Figures that must not show the fallback as a placeholder
   * wait for it.
   */
  status: LatestFileStatus;
  /** What the screens show: the record, or the fallback (3.5.0, 20 MB, 15847) for display only. */
  summary: FileSummary;
  /**
   * What is known: undefined while the record is being read (the prerendered page, and the moments
   * after hydration), then the record, or the fallback once it is clear that none can be read.
   */
  known: FileSummary | undefined;
  /** Shows a new download count after the visitor's own download was counted. */
  setDownloadCount: (count: number) => void;
}

const LatestFileContext = createStoreContext<LatestFileValue>({
  record: null,
  status: 'loading',
  summary: summarize(fallbackFileRecord),
  known: undefined,
  setDownloadCount: () => {},
});

/** How long the figures wait for the record before they show the fallback. */
const readTimeoutMs = 8000;

/**
 * Holds the latest build's record for every page. Pages are prerendered with the fallback; the
 * real record is read once after hydration (one small request, no Supabase client; its code loads
 * then too).
 */
export function LatestFileProvider({ children }: { children: ReactNode }) {
  const [record, setRecord] = useState<FileRecord | null>(null);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let active = true;
    import('../services/fileRecordRead')
      .then(({ readLatestFileRecord }) => readLatestFileRecord())
      .then((found) => active && found && setRecord(found))
      .catch(() => {}) // no backend: the fallback is shown
      .finally(() => active && setSettled(true));
    // A backend that never answers must not leave the figures waiting for good.
    const timeout = setTimeout(() => active && setSettled(true), readTimeoutMs);
    return () => {
      active = false;
      clearTimeout(timeout);
    };
  }, []);
  const value = useMemo<LatestFileValue>(
    () => ({
      record,
      status: record ? 'loaded' : settled ? 'fallback' : 'loading',
      summary: summarize(record ?? fallbackFileRecord),
      known: record ? summarize(record) : settled ? summarize(fallbackFileRecord) : undefined,
      setDownloadCount: (count) => setRecord((current) => current && { ...current, download_count: count }),
    }),
    [record, settled],
  );
  return <LatestFileContext.Provider value={value}>{children}</LatestFileContext.Provider>;
}

/** The latest build as the screens show it: the fallback until the real record has been read. */
export function useLatestFile(): FileSummary {
  return LatestFileContext.useValue().summary;
}

/**
 * The latest build as far as it is known: undefined while the record is read (show a placeholder
 * of the same size, never the fallback), then the record, or the fallback when none can be read.
 */
export function useKnownLatestFile(): FileSummary | undefined {
  return LatestFileContext.useValue().known;
}

export const useLatestFileRecord: () => LatestFileValue = LatestFileContext.useValue;
