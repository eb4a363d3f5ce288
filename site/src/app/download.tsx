import {
  DownloadButton,
  useDownloadButton,
  type AuthMode,
  type DownloadButtonVariant,
  type ReportProgress,
  type UseDownloadButtonResult,
} from '@clipnest/ui';
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { downloadCopy } from '../content/download';
import { headerLabels } from '../content/navigation';
import { getSupabase } from '../services/supabase';
import { clientOnly } from './clientOnly';
import { useLatestFileRecord } from './latestFile';
import { useSession } from './session';
import { createStoreContext } from './storeContext';

const AuthDialogs = clientOnly(() => import('./AuthDialogs'));
const DownloadProgressPanel = clientOnly(() => import('./DownloadProgressPanel'));
const AccountMenuHost = clientOnly(() => import('./AccountMenuHost'));

/** Which dialog of the journey is open. */
export type JourneyDialog =
  | { kind: 'none' }
  | { kind: 'auth'; mode: AuthMode }
  | { kind: 'checkEmail'; email: string; justSent: boolean };

/** A download in flight (or just ended): what the progress panel shows. */
export interface Transfer {
  fileName: string;
  received: number;
  total: number | null;
  status: 'downloading' | 'done' | 'failed' | 'cancelled';
  message?: string;
}

interface JourneyValue {
  /** The one download every Download button shows and starts. */
  download: UseDownloadButtonResult;
  transfer: Transfer | null;
  cancelTransfer: () => void;
  dismissTransfer: () => void;
  dialog: JourneyDialog;
  setDialog: Dispatch<SetStateAction<JourneyDialog>>;
  /** The auth dialog closed: without a sign-in, the waiting download is dropped. */
  authClosed: (signedIn: boolean) => void;
  /**
   * Starts the download for a page that reports it itself (the callback page's 'Download
   * Complete!'): no 'Download started' toast replaces the one the page just showed.
   */
  startQuietly: () => void;
}

const JourneyContext = createStoreContext<JourneyValue | null>(null);

export function useJourney(): JourneyValue {
  const journey = JourneyContext.useValue();
  if (!journey) throw new Error('useJourney must be used inside <DownloadProvider>.');
  return journey;
}

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

/**
 * Says that the download's code could not load (offline, or the site was redeployed meanwhile).
 * The toasts come with their region, which loads after hydration: they show wherever it could load.
 */
function reportLoadFailure() {
  import('./ToasterHost').then(
    ({ toast }) => toast.error(downloadCopy.failedLater),
    () => {},
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The visitor's journey on every page: each Download button downloads for a signed-in, verified
 * visitor and otherwise opens the sign-in dialog; after a sign-in from there the download goes on
 * by itself. The bytes are read by the browser, so progress shows (and can be cancelled).
 */
export function DownloadProvider({ children }: { children: ReactNode }) {
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
        setTransfer((current) =>
          current ? { ...current, status: 'failed', message } : fileName ? null : current,
        );
        throw new Error(message);
      } finally {
        quiet.current = false;
        if (abort.current === controller) abort.current = null;
      }
    },
    [latestFile],
  );

  const download = useDownloadButton({
    isAuthorized: session.canDownload,
    onAuthRequired: () => setDialog({ kind: 'auth', mode: 'signup' }),
    download: runDownload,
  });
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

  return (
    <JourneyContext.Provider value={value}>
      {children}
      {dialog.kind !== 'none' && <AuthDialogs />}
      {transfer && <DownloadProgressPanel />}
    </JourneyContext.Provider>
  );
}

/** A Download button: 'Download Now' as the hero's call to action, 'Download' where space is short. */
export function DownloadAction({
  variant = 'hero',
  label,
  isFullWidth,
}: {
  variant?: DownloadButtonVariant;
  label?: string;
  isFullWidth?: boolean;
}) {
  const journey = JourneyContext.useValue();
  return (
    <DownloadButton
      variant={variant}
      isFullWidth={isFullWidth}
      {...journey?.download.buttonProps}
      labels={{
        idle: label ?? (variant === 'hero' ? downloadCopy.idle : downloadCopy.idleShort),
        downloading: downloadCopy.busy,
        // Section 4: the button is idle or downloading, and stays so until it resets 2 s after the
        // attempt; how the attempt ended is said by the toast and the progress panel.
        done: downloadCopy.busy,
        failed: downloadCopy.busy,
      }}
    />
  );
}

/** The header's actions: the signed-in account (after hydration) and the download button. */
export function HeaderDownload() {
  const { user } = useSession();
  return (
    <>
      {user.loggedIn && user.email && <AccountMenuHost />}
      <DownloadAction variant="compact" label={headerLabels.download} />
    </>
  );
}
