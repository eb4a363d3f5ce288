/**
 * The download button's state machine: a pure reducer, no React, no timers, no network.
 *
 * | state                  | event                          | next state                   |
 * |------------------------|--------------------------------|------------------------------|
 * | idle                   | CLICK, authorized              | preparing                    |
 * | idle                   | CLICK, not authorized          | needsAuth                    |
 * | needsAuth              | CLICK, not authorized          | needsAuth (asks again)       |
 * | needsAuth              | CLICK or AUTH_CHANGED, authorized | preparing                 |
 * | needsAuth              | AUTH_CANCELLED                 | idle                         |
 * | preparing, downloading | PROGRESS (0–100 or null)       | downloading                  |
 * | preparing, downloading | SUCCEEDED                      | done                         |
 * | preparing, downloading | FAILED                         | failed (with the message)    |
 * | done, failed           | RESET                          | idle                         |
 * | anything else          |                                | unchanged (same object)      |
 *
 * Contract with the caller (see `downloadCommand`):
 * - Every transition returns a **new** state object; an event that is not allowed in the current
 *   state returns the **same** object. So "the state object changed" means "something happened",
 *   and a React effect keyed on the state object runs each command exactly once.
 * - `needsAuth` → call `requestAuth` (open the auth modal). Never start a download.
 * - `preparing` → start the download; report `PROGRESS`, then `SUCCEEDED` or `FAILED`.
 * - `done` / `failed` → schedule `RESET` after the reset delay (2000 ms in the product).
 * - `preparing`, `downloading`, `done` and `failed` are busy: clicks are ignored, so a double
 *   click can never start a second download.
 */

import { clampDownloadProgress } from './downloadStatus';

export {
  clampDownloadProgress,
  downloadStatuses,
  isDownloadBusy,
  type DownloadStatus,
} from './downloadStatus';

export type DownloadState =
  | { readonly status: 'idle' }
  | { readonly status: 'needsAuth' }
  | { readonly status: 'preparing' }
  /** `progress` is 0–100, or `null` while the total size is unknown (indeterminate). */
  | { readonly status: 'downloading'; readonly progress: number | null }
  | { readonly status: 'done' }
  | { readonly status: 'failed'; readonly error?: string };

export type DownloadEvent =
  /** The visitor pressed the button; `isAuthorized` = signed in with a verified email. */
  | { type: 'CLICK'; isAuthorized: boolean }
  /** The authorization status changed (sign-in finished, sign-out…). */
  | { type: 'AUTH_CHANGED'; isAuthorized: boolean }
  /** The auth request was abandoned (the modal closed without signing in). */
  | { type: 'AUTH_CANCELLED' }
  /** Bytes arrived: a percentage, or `null` when the total is unknown. NaN is ignored. */
  | { type: 'PROGRESS'; progress: number | null }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error?: string }
  /** The reset timer fired after the attempt ended. */
  | { type: 'RESET' };

/** What the caller must do for a state it has just entered. */
export type DownloadCommand = 'requestAuth' | 'startDownload' | 'scheduleReset' | null;

export const initialDownloadState: DownloadState = { status: 'idle' };

/** The command a freshly entered state asks for (run it once per new state object). */
export function downloadCommand(state: DownloadState): DownloadCommand {
  switch (state.status) {
    case 'needsAuth':
      return 'requestAuth';
    case 'preparing':
      return 'startDownload';
    case 'done':
    case 'failed':
      return 'scheduleReset';
    default:
      return null;
  }
}

export function downloadReducer(state: DownloadState, event: DownloadEvent): DownloadState {
  switch (state.status) {
    case 'idle':
      if (event.type === 'CLICK') {
        return event.isAuthorized ? { status: 'preparing' } : { status: 'needsAuth' };
      }
      return state;

    case 'needsAuth':
      switch (event.type) {
        // Clicking again while unauthorized asks for auth again (a new object re-runs the command).
        case 'CLICK':
          return event.isAuthorized ? { status: 'preparing' } : { status: 'needsAuth' };
        // The visitor asked for the download; once authorized, carry on with it.
        case 'AUTH_CHANGED':
          return event.isAuthorized ? { status: 'preparing' } : state;
        case 'AUTH_CANCELLED':
          return { status: 'idle' };
        default:
          return state;
      }

    case 'preparing':
    case 'downloading':
      switch (event.type) {
        case 'PROGRESS': {
          const progress = clampDownloadProgress(event.progress);
          if (progress === undefined) return state;
          if (state.status === 'downloading' && state.progress === progress) return state;
          return { status: 'downloading', progress };
        }
        case 'SUCCEEDED':
          return { status: 'done' };
        case 'FAILED':
          return event.error ? { status: 'failed', error: event.error } : { status: 'failed' };
        default:
          return state;
      }

    case 'done':
    case 'failed':
      return event.type === 'RESET' ? { status: 'idle' } : state;
  }
}
