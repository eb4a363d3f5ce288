import { useEffect, useMemo } from 'react';
import { fallbackFileRecord, summarize, type FileSummary } from '../services/fileRecord';
import { useJourney, type LatestFileStatus } from '../journey/store';

export type { LatestFileStatus };
/** Reads the record, once per page, when a part that shows it has hydrated (its code loads then). */
function startLatestFile(): void {
  void import('../journey/latestFile').then((module) => module.startLatestFile());
}

const fallbackSummary = summarize(fallbackFileRecord);

/**
 * The latest build as the screens show it, with where its reading stands: `summary` is the record,
 * or the fallback (3.5.0, 20 MB, 15847) for display only while it is read or when it can't be.
 */
export function useLatestFileRecord(): { status: LatestFileStatus; summary: FileSummary } {
  const { record, status } = useJourney((journey) => journey.latestFile);
  useEffect(() => {
    if (status === 'loading') startLatestFile();
  }, [status]);
  const summary = useMemo(() => (record ? summarize(record) : fallbackSummary), [record]);
  return { status, summary };
}

/**
 * The latest build as far as it is known: undefined while the record is read (show a placeholder
 * of the same size, never the fallback), then the record, or the fallback when none can be read.
 */
export function useKnownLatestFile(): FileSummary | undefined {
  const { status, summary } = useLatestFileRecord();
  return status === 'loading' ? undefined : summary;
}
