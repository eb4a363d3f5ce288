import { useDownloadButton, type ReportProgress } from '@clipnest/ui';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { downloadCopy } from '../content/download';
import { isThisDeviceAMac } from '../services/device';
import { getSupabase } from '../services/supabase';
import { clientOnly } from './clientOnly';
import {
  JourneyContext,
  reportLoadFailure,
  type JourneyDialog,
  type JourneyEngineProps,
  type JourneyValue,
  type Transfer,
} from './download';
import { signedOutFlags } from '../services/authFlags';
import { useLatestFileRecord } from './latestFile';
import { useSession } from './session';

const AuthDialogs = clientOnly(() => import('./AuthDialogs'));
const DownloadProgressPanel = clientOnly(() => import('./DownloadProgressPanel'));

/**
 * A download's own code — storage calls, failure messages, the journey's copy, the toasts — loaded
 * when a download starts rather than with every page.
 */
function loadTransferCode() {
  return Promise.all([
    import('../services/appFile'),
    import('../services/authErrors'),
    import('../content/auth'),
    import('./ToasterHost'),
  ]);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The visitor's journey on every page: each Download button downloads for a signed-in, verified
 * visitor and otherwise opens the sign-in dialog; after a sign-in from there the download goes on
 * by itself. The bytes are read by the browser, so progress shows (and can be cancelled).
 * `DownloadProvider` (download.tsx) loads this after hydration and shows what it reports.
 */
function JourneyEngine({ onChange, queued }: JourneyEngineProps) {
  const session = useSession();
  const latestFile = useLatestFileRecord();
  const [dialog, setDialog] = useState<JourneyDialog>({ kind: 'none' });
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const abort = useRef<AbortController | null>(null);
  const quiet = useRef(false);

  const runDownload = useCallback(
    async (report: ReportProgress) => {
      const controller = new AbortController();
      abort.current = controller;
      let fileName = '';
      let code: Awaited<ReturnType<typeof loadTransferCode>>;
      try {
        code = await loadTransferCode();
      } catch {
        reportLoadFailure();
        abort.current = null;
        throw new Error(downloadCopy.failedLater);
      }
      const [
        { countDownload, fetchFileBytes, findLatestFile, NoFilesError, saveBlob },
        { downloadFailure },
        { authCopy },
        { toast },
      ] = code;
      try {
        const supabase = await getSupabase();
        const record = await findLatestFile(supabase);
        if (!record) throw new NoFilesError();
        fileName = record.file_name;
        setTransfer({ fileName, received: 0, total: null, status: 'downloading' });
        const blob = await fetchFileBytes(supabase, record, {
          signal: controller.signal,
          onProgress: ({ received, total }) => {
            report(total ? Math.floor((received / total) * 100) : null);
            setTransfer({ fileName, received, total, status: 'downloading' });
          },
        });
        saveBlob(blob, record.file_name);
        setTransfer({ fileName, received: blob.size, total: blob.size, status: 'done' });
        if (!quiet.current) toast.success(authCopy.toasts.downloadStarted);
        const count = await countDownload(supabase, record);
        if (count !== null) latestFile.setDownloadCount(count);
      } catch (error) {
        if (isAbort(error)) {
          setTransfer((current) => current && { ...current, status: 'cancelled' });
          throw new Error(authCopy.progress.cancelled);
        }
        const message = downloadFailure(error);
        toast.error(message);
        if (error instanceof Error && error.name === 'SessionRefusedError') {
          // The server no longer accepts the stored session: sign out here, quietly, and ask for a
          // new sign-in (the download goes on after it).
          const { forgetSession } = await import('../services/auth');
          await forgetSession();
          session.signedIn(signedOutFlags);
          setDialog({
            kind: 'auth',
            mode: 'login',
            email: session.user.email ?? undefined,
            reason: 'sessionEnded',
          });
        }
        setTransfer((current) =>
          current ? { ...current, status: 'failed', message } : fileName ? null : current,
        );
        throw new Error(message);
      } finally {
        quiet.current = false;
        if (abort.current === controller) abort.current = null;
      }
    },
    [latestFile, session],
  );

  const machine = useDownloadButton({
    isAuthorized: session.canDownload,
    // While Check Your Email is open the press waits there: its verification resumes the download.
    onAuthRequired: () =>
      setDialog((current) => (current.kind === 'checkEmail' ? current : { kind: 'auth', mode: 'signup' })),
    download: runDownload,
  });
  // A device that is not a Mac never receives the ZIP: its presses say what Clipnest is for.
  const [isMac] = useState(isThisDeviceAMac);
  const download = useMemo(() => {
    if (isMac) return machine;
    const tellOtherDevice = () => setDialog({ kind: 'otherDevice' });
    return {
      ...machine,
      press: tellOtherDevice,
      buttonProps: { ...machine.buttonProps, onPress: tellOtherDevice },
    };
  }, [isMac, machine]);
  const { cancelAuth, press } = download;

  const authClosed = useCallback(
    (signedIn: boolean) => {
      if (!signedIn) cancelAuth();
    },
    [cancelAuth],
  );

  const value = useMemo<JourneyValue>(
    () => ({
      download,
      transfer,
      cancelTransfer: () => abort.current?.abort(),
      dismissTransfer: () => setTransfer(null),
      dialog,
      setDialog,
      authClosed,
      startQuietly: () => {
        quiet.current = true;
        press();
      },
    }),
    [download, transfer, dialog, authClosed, press],
  );

  useLayoutEffect(() => onChange(value), [onChange, value]);
  // What the visitor did before this code had loaded (a press, the callback page's download).
  useEffect(() => {
    for (const action of queued.splice(0)) action(value);
  }, [queued, value]);

  // The dialogs read the journey from here: they see each change as it happens.
  return (
    <JourneyContext.Provider value={value}>
      {dialog.kind !== 'none' && <AuthDialogs />}
      {transfer && <DownloadProgressPanel />}
    </JourneyContext.Provider>
  );
}

// Memoised: the provider re-renders with every value this reports, which must not render this again
// (its props never change).
export default memo(JourneyEngine);
