// A download's own work — storage calls, failure messages, the journey's copy, the toasts — loaded
// when a download starts rather than with every page (download.tsx imports it then).
import { toast, type ReportProgress } from '@clipnest/ui';
import type { Dispatch, SetStateAction } from 'react';
import { authCopy } from '../content/auth';
import { countDownload, fetchFileBytes, findLatestFile, NoFilesError, saveBlob } from '../services/appFile';
import { downloadFailure } from '../services/authErrors';
import { getSupabase } from '../services/supabase';
import type { Transfer } from './download';

export interface TransferOptions {
  signal: AbortSignal;
  /** The button's percentage (null: unknown). */
  report: ReportProgress;
  /** The progress panel's state. */
  setTransfer: Dispatch<SetStateAction<Transfer | null>>;
  /** True when the page reports the download itself: no 'Download started' toast then. */
  isQuiet: () => boolean;
  /** The new download count, once this download has been counted. */
  counted: (count: number) => void;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Finds the latest build, reads its bytes with progress, saves them and counts the download.
 * Fails (with the message the visitor sees) when it could not, or was cancelled.
 */
export async function transferLatestFile({ signal, report, setTransfer, isQuiet, counted }: TransferOptions) {
  let fileName = '';
  try {
    const supabase = await getSupabase();
    const record = await findLatestFile(supabase);
    if (!record) throw new NoFilesError();
    fileName = record.file_name;
    setTransfer({ fileName, received: 0, total: null, status: 'downloading' });
    const blob = await fetchFileBytes(supabase, record, {
      signal,
      onProgress: ({ received, total }) => {
        report(total ? Math.floor((received / total) * 100) : null);
        setTransfer({ fileName, received, total, status: 'downloading' });
      },
    });
    saveBlob(blob, record.file_name);
    setTransfer({ fileName, received: blob.size, total: blob.size, status: 'done' });
    if (!isQuiet()) toast.success(authCopy.toasts.downloadStarted);
    const count = await countDownload(supabase, record);
    if (count !== null) counted(count);
  } catch (error) {
    if (isAbort(error)) {
      setTransfer((current) => current && { ...current, status: 'cancelled' });
      throw new Error(authCopy.progress.cancelled);
    }
    const message = downloadFailure(error);
    toast.error(message);
    setTransfer((current) =>
      current ? { ...current, status: 'failed', message } : fileName ? null : current,
    );
    throw new Error(message);
  }
}
