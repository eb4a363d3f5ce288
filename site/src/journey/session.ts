// The visitor's session in the journey store: read from the browser's storage once the page has
// hydrated, restored by the provider's client only when one is stored, then kept in step with the
// client's auth events.
import { initialFlags, signedOutFlags, type AuthFlags } from '../services/authFlags';
import { onSupabaseReady } from '../services/supabase';
import { downloadEvent, resumeQuietly } from './download';
import { canDownload, getJourney, updateJourney } from './store';
import { loadPage } from '../services/pageLoad';

/** The auth calls, loaded only for a visitor who has a session (or starts one). */
const loadAuth = () => import('../services/auth');

/** After a global sign-out the site goes home after 500 ms. */
const homeAfterSignOutMs = 500;

/** Records who is signed in; a change of who may download resumes (or holds) a waiting press. */
export function signedIn(user: AuthFlags): void {
  if (user === getJourney().user) return;
  updateJourney({ user });
  if (!getJourney().settingPassword) downloadEvent({ type: 'AUTH_CHANGED', isAuthorized: canDownload(user) });
}

/**
 * A recovery code is being checked: a waiting press holds until the new password is set (from
 * before the call, as the provider's own sign-in event comes before its answer). False again when
 * the code is refused.
 */
export function holdPressForNewPassword(hold: boolean): void {
  updateJourney({ settingPassword: hold });
}

/** The new password is set: a press that waited goes on, its toast saying so kept. */
export function passwordSet(user: AuthFlags): void {
  updateJourney({ settingPassword: false, user });
  resumeQuietly(canDownload(user));
}

let started = false;

/** Starts the session once, as the app starts (src/loading/overlays.tsx). */
export function startSession(): void {
  if (started) return;
  started = true;
  const { flags, mustRestore } = initialFlags();
  signedIn(flags);
  if (mustRestore) {
    void loadAuth()
      .then(({ restoreSession }) => restoreSession())
      .then(signedIn, () => {});
  }
  onSupabaseReady((client) => {
    void loadAuth().then(({ watchSession }) =>
      watchSession(client, (flags) => {
        if (!getJourney().isSigningOut) signedIn(flags);
      }),
    );
  });
}

/** Signs out everywhere (every device), then goes home. */
export async function signOut(): Promise<void> {
  updateJourney({ isSigningOut: true });
  try {
    await (await loadAuth()).signOut();
  } finally {
    signedIn(signedOutFlags);
    updateJourney({ isSigningOut: false });
  }
  setTimeout(() => goTo('/'), homeAfterSignOutMs);
}

/** The server no longer accepts the stored session: forget it here, quietly. */
export async function forgetRefusedSession(): Promise<void> {
  await (await loadAuth()).forgetSession();
  signedIn(signedOutFlags);
}

/** Moves to a page of the site as a link would. */
export function goTo(path: string): void {
  loadPage(path);
}
