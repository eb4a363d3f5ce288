import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  downloadCommand,
  downloadReducer,
  initialDownloadState,
  type DownloadState,
  type DownloadStatus,
} from './downloadMachine';

/** Reports download progress: a percentage (clamped to 0–100), or `null` when unknown. */
export type ReportProgress = (progress: number | null) => void;

export interface UseDownloadButtonOptions {
  /** Signed in with a verified email. Read at each click; a change to `true` resumes a pending request. */
  isAuthorized: boolean;
  /** Called when a click needs sign-in first: open the auth modal here. No download starts. */
  onAuthRequired?: () => void;
  /**
   * Performs the download. Call `report` with progress as bytes arrive; resolve when done, reject
   * to fail (the error's message is kept on the `failed` state).
   */
  download: (report: ReportProgress) => Promise<void>;
  /** How long the button stays busy after the attempt ends (done or failed), in ms. */
  resetAfterMs?: number;
}

export interface DownloadButtonState {
  status: DownloadStatus;
  progress: number | null;
  errorMessage?: string;
}

export interface UseDownloadButtonResult {
  /** The machine's current state. */
  state: DownloadState;
  /** Spread onto `<DownloadButton>`. */
  buttonProps: DownloadButtonState & { onPress: () => void };
  /** The same as pressing the button. */
  press: () => void;
  /** Tell the machine the auth modal closed without signing in (back to idle). */
  cancelAuth: () => void;
}

/** Flattens a machine state into the button's controlled props. */
export function toButtonState(state: DownloadState): DownloadButtonState {
  return {
    status: state.status,
    progress: state.status === 'downloading' ? state.progress : null,
    errorMessage: state.status === 'failed' ? state.error : undefined,
  };
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined;
  return typeof error === 'string' && error ? error : undefined;
}

/**
 * Runs the download state machine for a `DownloadButton`: asks for auth when needed, runs
 * `download` once per attempt, and returns to idle `resetAfterMs` after the attempt ends.
 */
export function useDownloadButton({
  isAuthorized,
  onAuthRequired,
  download,
  resetAfterMs = 2000,
}: UseDownloadButtonOptions): UseDownloadButtonResult {
  const [state, dispatch] = useReducer(downloadReducer, initialDownloadState);

  // The latest callbacks, so the effect below depends on the state object only.
  const latest = useRef({ isAuthorized, onAuthRequired, download, resetAfterMs });
  useEffect(() => {
    latest.current = { isAuthorized, onAuthRequired, download, resetAfterMs };
  });

  useEffect(() => {
    dispatch({ type: 'AUTH_CHANGED', isAuthorized });
  }, [isAuthorized]);

  // Each new state object's command runs exactly once (ignored events keep the same object).
  useEffect(() => {
    const command = downloadCommand(state);
    if (command === 'requestAuth') {
      latest.current.onAuthRequired?.();
    } else if (command === 'startDownload') {
      const report: ReportProgress = (progress) => dispatch({ type: 'PROGRESS', progress });
      Promise.resolve()
        .then(() => latest.current.download(report))
        .then(
          () => dispatch({ type: 'SUCCEEDED' }),
          (error: unknown) => dispatch({ type: 'FAILED', error: messageOf(error) }),
        );
    } else if (command === 'scheduleReset') {
      const timer = setTimeout(() => dispatch({ type: 'RESET' }), latest.current.resetAfterMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [state]);

  const press = useCallback(() => dispatch({ type: 'CLICK', isAuthorized: latest.current.isAuthorized }), []);
  const cancelAuth = useCallback(() => dispatch({ type: 'AUTH_CANCELLED' }), []);

  return { state, buttonProps: { ...toButtonState(state), onPress: press }, press, cancelAuth };
}
