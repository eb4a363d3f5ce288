// The visitor's journey — session, latest build, the download, the dialogs, a verification page —
// as one small store outside React. Actions (in this folder) are the only writers; views read
// slices with `useJourney`. One direction: press → action → store → readers.
import { initialDownloadState, type AuthMode, type DownloadState } from '@clipnest/ui';
import { useSyncExternalStore } from 'react';
import { signedOutFlags, type AuthFlags } from '../services/authFlags';
import type { FileRecord } from '../services/fileRecord';
import type { DownloadFailure } from '../services/authErrors';
import type { Verification } from './verificationState';

/** Which dialog of the journey is open. */
export type JourneyDialog =
  | { kind: 'none' }
  | {
      kind: 'auth';
      mode: AuthMode;
      /** Pre-fills the address (e.g. an already verified one, offered to sign in). */
      email?: string;
      /** Why the dialog opened, said above the form. */
      reason?: 'alreadyVerified' | 'sessionEnded';
    }
  | {
      kind: 'checkEmail';
      email: string;
      justSent: boolean;
      /**
       * The password just typed, kept only in memory while the dialog is open: once the address is
       * verified (here by code, or on another device), the tab signs in with it and downloads.
       */
      password?: string;
    }
  /** A device that is not a Mac pressed Download: what Clipnest is for, and sign-up for later. */
  | { kind: 'otherDevice' };

/** A download in flight (or just ended): what the progress panel shows. */
export interface Transfer {
  fileName: string;
  received: number;
  total: number | null;
  status: 'downloading' | 'done' | 'failed' | 'cancelled';
  failure?: DownloadFailure;
}

/** Where the latest build's record stands: being read, read, or unreadable (the fallback shows). */
export type LatestFileStatus = 'loading' | 'loaded' | 'fallback';

export interface JourneyState {
  /** Who is signed in: signed out as prerendered, then what the browser has stored. */
  user: AuthFlags;
  isSigningOut: boolean;
  /** The one download every Download button shows and starts (the package's machine). */
  download: DownloadState;
  dialog: JourneyDialog;
  /**
   * A recovery code signed the visitor in and the dialog now asks for a new password: a waiting
   * Download press goes on once it is set, not under the form.
   */
  settingPassword: boolean;
  transfer: Transfer | null;
  latestFile: { record: FileRecord | null; status: LatestFileStatus };
  /** The verification pages' step (/auth/callback, /auth/confirm); 'none' elsewhere. */
  verification: Verification;
}

/** What every page is prerendered with, so what hydration renders. */
export const initialJourney: JourneyState = {
  user: signedOutFlags,
  isSigningOut: false,
  download: initialDownloadState,
  dialog: { kind: 'none' },
  settingPassword: false,
  transfer: null,
  latestFile: { record: null, status: 'loading' },
  verification: { step: 'none' },
};

let state = initialJourney;
const listeners = new Set<() => void>();

export function getJourney(): JourneyState {
  return state;
}

/** Writes part of the journey and tells the readers. Only the actions of this folder call it. */
export function updateJourney(change: Partial<JourneyState>): void {
  const next = { ...state, ...change };
  if ((Object.keys(change) as (keyof JourneyState)[]).every((key) => Object.is(next[key], state[key])))
    return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `onChange` with the journey after each change, until the returned stop is called. */
export function watchJourney(onChange: (journey: JourneyState) => void): () => void {
  return subscribe(() => onChange(state));
}

/**
 * Reads a slice of the journey. While a part of the page hydrates it reads the prerendered
 * journey (parts hydrate one by one, sections only when scrolled to), then the current one. The
 * selector must return a part of the state (or a primitive), not a new object.
 */
export function useJourney<T>(select: (journey: JourneyState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(initialJourney),
  );
}

/** Signed in with a verified email: the only visitor who may download. */
export function canDownload(user: AuthFlags): boolean {
  return user.loggedIn && user.verified;
}

/** For tests: back to the prerendered journey. */
export function resetJourneyForTests(): void {
  state = initialJourney;
  for (const listener of listeners) listener();
}
