// The download in the journey store, driven by the package's pure machine (downloadReducer): each
// press or sign-in is an event, each new state's command runs once here — open the sign-up
// dialog, fetch the bytes (transfer.ts, loaded when a download starts), or return to idle 2 s
// after the attempt.
import { downloadCommand, downloadReducer, type DownloadEvent } from '@clipnest/ui';
import { downloadCopy } from '../content/download';
import { canDownload, getJourney, updateJourney, type JourneyDialog } from './store';

/** How long the button stays busy after an attempt ends (done or failed). */
const resetAfterMs = 2000;

/** Says the download's code could not load (offline, or the site was redeployed meanwhile). */
export function reportLoadFailure(): void {
  import('../app/ToasterHost').then(
    ({ toast }) => toast.error(downloadCopy.failedLater),
    () => {},
  );
}

/** Feeds the machine one event and runs the command of the state it enters. */
export function downloadEvent(event: DownloadEvent): void {
  const before = getJourney().download;
  const next = downloadReducer(before, event);
  if (next === before) return;
  updateJourney({ download: next });
  switch (downloadCommand(next)) {
    case 'requestAuth':
      // While Check Your Email is open the press waits there: its verification resumes it.
      if (getJourney().dialog.kind !== 'checkEmail') openDialog({ kind: 'auth', mode: 'signup' });
      break;
    case 'startDownload':
      void startTransfer();
      break;
    case 'scheduleReset':
      setTimeout(() => downloadEvent({ type: 'RESET' }), resetAfterMs);
      break;
  }
}

/**
 * A Download press, from any button of any page. A device that is not a Mac never receives the
 * ZIP: its press says what Clipnest is for. (The device check loads with the first press: a few
 * hundred bytes fewer in every page's first load.)
 */
export function pressDownload(): void {
  import('../services/device').then(({ isThisDeviceAMac }) => {
    if (!isThisDeviceAMac()) return openDialog({ kind: 'otherDevice' });
    downloadEvent({ type: 'CLICK', isAuthorized: canDownload(getJourney().user) });
  }, reportLoadFailure);
}

let quiet = false;

/** Whether the download now starting was asked for quietly (read once by the transfer). */
export function takeQuiet(): boolean {
  const was = quiet;
  quiet = false;
  return was;
}

async function startTransfer(): Promise<void> {
  const loaded = await import('./transfer').catch(() => null);
  if (!loaded) {
    reportLoadFailure();
    return downloadEvent({ type: 'FAILED', error: 'later' });
  }
  await loaded.transfer();
}

export function dismissTransfer(): void {
  updateJourney({ transfer: null });
}

/**
 * Starts the download for a page that reports it itself (the verification pages' 'Download
 * Complete!'): no 'Download started' toast replaces the one the page just showed.
 */
export function startQuietly(): void {
  quiet = true;
  pressDownload();
}

/**
 * A sign-in that reports itself (the new password's toast) lets a waiting press go on: its
 * download starts without a 'Download started' toast replacing that message (the panel shows it).
 */
export function resumeQuietly(isAuthorized: boolean): void {
  if (isAuthorized && getJourney().download.status === 'needsAuth') quiet = true;
  downloadEvent({ type: 'AUTH_CHANGED', isAuthorized });
}

export function openDialog(dialog: JourneyDialog): void {
  updateJourney({ dialog });
}

/**
 * Closes the dialog of kind `kind` (if it is still the one open). `keepsPress`: the visitor
 * signed in, or moved on to where the press resumes; otherwise a waiting press is dropped.
 */
export function closeDialog(kind: JourneyDialog['kind'], { keepsPress = false } = {}): void {
  if (!keepsPress) downloadEvent({ type: 'AUTH_CANCELLED' });
  if (getJourney().dialog.kind === kind) updateJourney({ dialog: { kind: 'none' }, settingPassword: false });
}
