// The visitor's account: every auth call of the journey (product description, sections 4, 5, 7),
// each answering with what the screens need — a user, or the catalogue's message for the failure.
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { callbackFailure, loginFailure, passwordFailure, signupFailure } from './authErrors';
import { clearAuthStorage, readAuthFlags, signedOutFlags, writeAuthFlags, type AuthFlags } from './authFlags';
import { getSupabase } from './supabase';
import { authCopy } from '../content/auth';

/** Where emailed links land (verification and password recovery). */
export function callbackUrl(): string {
  return new URL('/auth/callback', window.location.origin).toString();
}

export type SignInResult = { user: AuthFlags } | { error: string; needsVerification: boolean };

export async function signIn(email: string, password: string): Promise<SignInResult> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    if (error || !data.user) return loginFailure(error);
    return { user: writeAuthFlags(data.user) };
  } catch (error) {
    return loginFailure(error);
  }
}

/** A sign-up without a session means a verification email went out (section 4). */
export type SignUpResult = { user: AuthFlags } | { checkEmail: string } | { error: string };

export async function signUp(email: string, password: string): Promise<SignUpResult> {
  const address = email.trim();
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.signUp({
      email: address,
      password,
      options: { emailRedirectTo: callbackUrl() },
    });
    if (error) return { error: signupFailure(error) };
    if (data.session && data.user) return { user: writeAuthFlags(data.user) };
    return { checkEmail: address };
  } catch (error) {
    return { error: signupFailure(error) };
  }
}

/**
 * Sends the verification email again. The provider answers the same for an address that is
 * already verified (section 8: still reported as sent), so nobody learns who has an account.
 */
export async function resendVerification(email: string): Promise<{ ok: true } | { error: string }> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email: email.trim(),
      options: { emailRedirectTo: callbackUrl() },
    });
    return error ? { error: authCopy.resend.failed } : { ok: true };
  } catch {
    return { error: authCopy.resend.failed };
  }
}

export async function requestPasswordReset(email: string): Promise<{ ok: true } | { error: string }> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo: callbackUrl() });
    return error ? { error: passwordFailure(error) } : { ok: true };
  } catch (error) {
    return { error: passwordFailure(error) };
  }
}

export async function updatePassword(password: string): Promise<{ user: AuthFlags } | { error: string }> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.updateUser({ password });
    if (error || !data.user) return { error: passwordFailure(error) };
    return { user: writeAuthFlags(data.user) };
  } catch (error) {
    return { error: passwordFailure(error) };
  }
}

/**
 * Signs out everywhere (scope global). The local flags and the provider's keys are cleared even
 * when the server cannot be reached: the visitor asked to be signed out on this browser.
 */
export async function signOut(): Promise<void> {
  try {
    const supabase = await getSupabase();
    await supabase.auth.signOut({ scope: 'global' });
  } catch {
    // Signed out locally all the same.
  } finally {
    clearAuthStorage();
  }
}

export type CallbackSession = { user: AuthFlags; isRecovery: boolean } | { error: string };

/** Sets the session an emailed link brought (section 7: set session with both tokens). */
export async function setSessionFromLink(
  accessToken: string,
  refreshToken: string,
  isRecovery: boolean,
): Promise<CallbackSession> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.setSession({
      access_token: accessToken,
      refresh_token: refreshToken,
    });
    if (error || !data.user) return { error: error ? callbackFailure(null) : authCopy.callback.error };
    const user = writeAuthFlags(data.user);
    if (!isRecovery && !user.verified) return { error: authCopy.callback.notComplete };
    return { user, isRecovery };
  } catch {
    return { error: authCopy.callback.error };
  }
}

/** The user of a session as the flags describe it (verified = `email_confirmed_at` set). */
export function flagsOf(session: Session | null): AuthFlags {
  return session?.user ? writeAuthFlags(session.user) : signedOutFlags;
}

export type AuthEvent =
  'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY' | 'INITIAL_SESSION';

/**
 * Keeps the flags in step with the provider's session and reports each change. The provider
 * refreshes tokens by itself; a refresh that cannot succeed ends in SIGNED_OUT.
 */
export function watchSession(
  supabase: SupabaseClient,
  onChange: (flags: AuthFlags, event: AuthEvent) => void,
): () => void {
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT' || !session) {
      clearAuthStorage();
      onChange(signedOutFlags, event as AuthEvent);
      return;
    }
    onChange(flagsOf(session), event as AuthEvent);
  });
  return () => data.subscription.unsubscribe();
}

/** Restores the stored session (the provider refreshes it if it expired). */
export async function restoreSession(): Promise<AuthFlags> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.getSession();
    if (error || !data.session) {
      clearAuthStorage();
      return signedOutFlags;
    }
    return flagsOf(data.session);
  } catch {
    // Backend unreachable: keep what the flags say; the next action tries again.
    return readAuthFlags();
  }
}

export type { User };
