// The three local flags (auth_user_logged_in, auth_user_email, auth_user_verified), kept in step with the provider's session.
// They are a convenience for the UI (e.g. the header's signed-in state before the client loads);
// access is always decided by the session and row-level security, never by these flags.
import { browserStorage, type SafeStorage } from './browserStorage';

export const authFlagKeys = {
  loggedIn: 'auth_user_logged_in',
  email: 'auth_user_email',
  verified: 'auth_user_verified',
} as const;

export interface AuthFlags {
  loggedIn: boolean;
  email: string | null;
  verified: boolean;
}

export const signedOutFlags: AuthFlags = { loggedIn: false, email: null, verified: false };

const plausibleEmail = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/** Reads the flags; anything malformed reads as signed out (garbage never breaks a page). */
export function readAuthFlags(storage: SafeStorage = browserStorage): AuthFlags {
  const loggedIn = storage.get(authFlagKeys.loggedIn) === 'true';
  const email = storage.get(authFlagKeys.email);
  if (!loggedIn || !email || email.length > 320 || !plausibleEmail.test(email)) return signedOutFlags;
  return { loggedIn, email, verified: storage.get(authFlagKeys.verified) === 'true' };
}

/** The user part of a session, as the provider returns it. */
export interface SessionUser {
  email?: string | null;
  email_confirmed_at?: string | null;
}

/** Writes the flags for a signed-in user; verified means `email_confirmed_at` is set. */
export function writeAuthFlags(user: SessionUser, storage: SafeStorage = browserStorage): AuthFlags {
  const flags: AuthFlags = {
    loggedIn: true,
    email: user.email ?? null,
    verified: Boolean(user.email_confirmed_at),
  };
  storage.set(authFlagKeys.loggedIn, 'true');
  if (flags.email) storage.set(authFlagKeys.email, flags.email);
  else storage.remove(authFlagKeys.email);
  storage.set(authFlagKeys.verified, String(flags.verified));
  return flags;
}

/** Clears the flags and every key the auth provider keeps (its session and PKCE verifiers). */
export function clearAuthStorage(storage: SafeStorage = browserStorage): void {
  for (const key of Object.values(authFlagKeys)) storage.remove(key);
  for (const key of storage.keys()) {
    if (/^sb-.+-auth-token(-code-verifier|-user)?$/.test(key) || /^sb-.+-auth-token-flows?-/.test(key)) {
      storage.remove(key);
    }
  }
}

/** Whether the provider has a session stored (so the client must be created to restore it). */
export function hasStoredProviderSession(storage: SafeStorage = browserStorage): boolean {
  return storage.keys().some((key) => /^sb-.+-auth-token$/.test(key));
}

/**
 * The signed-in state at page load. The flags answer at once (no network, no client); only when
 * the provider has a stored session must the client start to restore it. Flags without a stored
 * session (left over, or garbage) are cleared.
 */
export function initialFlags(storage: SafeStorage = browserStorage): {
  flags: AuthFlags;
  mustRestore: boolean;
} {
  const mustRestore = hasStoredProviderSession(storage);
  if (!mustRestore) {
    if (Object.values(authFlagKeys).some((key) => storage.get(key) !== null)) clearAuthStorage(storage);
    return { flags: signedOutFlags, mustRestore };
  }
  return { flags: readAuthFlags(storage), mustRestore };
}
