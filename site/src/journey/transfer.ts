// A download's own work — storage calls, the failure catalogue, the toasts — loaded when a
// download starts (download.ts) rather than with every page.
import { authCopy } from '../content/auth';
import { toast } from '../app/ToasterHost';
import { countDownload, fetchFileBytes, findLatestFile, NoFilesError, saveBlob } from '../services/appFile';
import { downloadFailureMessage, downloadFailureOf } from '../services/authErrors';
import { getSupabase } from '../services/supabase';
import { downloadEvent, openDialog, takeQuiet } from './download';
import { forgetRefusedSession } from './session';
import { getJourney, updateJourney, type Transfer } from './store';

let abort: AbortController | null = null;

/** Stops the running download (the progress panel's Cancel). */
export function abortTransfer(): void {
  abort?.abort();
}

function setTransfer(change: (current: Transfer | null) => Transfer | null): void {
  updateJourney({ transfer: change(getJourney().transfer) });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Fetches the latest build through the browser (so progress shows and can be cancelled). */
export async function transfer(): Promise<void> {
  const controller = new AbortController();
  abort = controller;
  const wasQuiet = takeQuiet();
  let fileName = '';
  try {
    const supabase = await getSupabase();
    const record = await findLatestFile(supabase);
    if (!record) throw new NoFilesError();
    fileName = record.file_name;
    setTransfer(() => ({ fileName, received: 0, total: null, status: 'downloading' }));
    const blob = await fetchFileBytes(supabase, record, {
      signal: controller.signal,
      onProgress: ({ received, total }) => {
        downloadEvent({ type: 'PROGRESS', progress: total ? Math.floor((received / total) * 100) : null });
        setTransfer(() => ({ fileName, received, total, status: 'downloading' }));
      },
    });
    saveBlob(blob, record.file_name);
    setTransfer(() => ({ fileName, received: blob.size, total: blob.size, status: 'done' }));
    downloadEvent({ type: 'SUCCEEDED' });
    if (!wasQuiet) toast.success(authCopy.toasts.downloadStarted);
    const count = await countDownload(supabase, record);
    if (count !== null) {
      const { latestFile } = getJourney();
      if (latestFile.record) {
        updateJourney({
          latestFile: { ...latestFile, record: { ...latestFile.record, download_count: count } },
        });
      }
    }
  } catch (error) {
    if (isAbort(error)) {
      setTransfer((current) => current && { ...current, status: 'cancelled' });
      return downloadEvent({ type: 'FAILED', error: 'cancelled' });
    }
    const failure = downloadFailureOf(error);
    toast.error(downloadFailureMessage(failure));
    if (failure === 'sessionEnded') {
      // Signed out here, quietly, and asked to sign in again.
      const email = getJourney().user.email ?? undefined;
      await forgetRefusedSession();
      openDialog({ kind: 'auth', mode: 'login', email, reason: 'sessionEnded' });
    }
    setTransfer((current) => (current ? { ...current, status: 'failed', failure } : null));
    downloadEvent({ type: 'FAILED', error: failure });
  } finally {
    if (abort === controller) abort = null;
  }
}
