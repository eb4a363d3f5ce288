// The visitor's account: every auth call of the journey (sign-up, sign-in, verification, recovery),
// each answering with what the screens need — a user, or the catalogue's message for the failure.
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import {
  callbackFailure,
  codeFailure,
  loginFailure,
  otherFailure,
  passwordFailure,
  resendFailure,
  signupFailure,
} from './authErrors';
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

/**
 * A sign-up without a session means a verification email went out, unless the address
 * is verified already: the provider then answers with a user that has no identities and sends
 * nothing, and the visitor is offered to sign in instead.
 */
export type SignUpResult =
  { user: AuthFlags } | { checkEmail: string } | { alreadyVerified: string } | { error: string };

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
    if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0) {
      return { alreadyVerified: address };
    }
    return { checkEmail: address };
  } catch (error) {
    return { error: signupFailure(error) };
  }
}

/**
 * Sends the verification email (a new code and link) again. The provider sends one per address
 * per minute; sooner, its refusal says how many seconds are left, and so does the message.
 */
export async function resendVerification(email: string): Promise<{ ok: true } | { error: string }> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email: email.trim(),
      options: { emailRedirectTo: callbackUrl() },
    });
    return error ? { error: resendFailure(error) } : { ok: true };
  } catch (error) {
    return { error: resendFailure(error) };
  }
}

/**
 * Whether the address has an account still waiting for verification (false once verified). The
 * tab that signed up asks this to learn of a verification made on another device, and a dead link
 * asks it to offer the true next step. Null when the server cannot be asked.
 */
export async function emailAwaitsVerification(email: string): Promise<boolean | null> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('email_awaits_verification', { p_email: email.trim() });
    return error || typeof data !== 'boolean' ? null : data;
  } catch {
    return null;
  }
}

export type VerifyResult = { user: AuthFlags } | { error: string };

/**
 * Verifies the 6-digit code from an email: the verification's (typed into Check Your Email) or the
 * password reset's (typed into the reset form; the session then sets a new password).
 */
export async function verifyCode(
  email: string,
  code: string,
  type: 'signup' | 'recovery' = 'signup',
): Promise<VerifyResult> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.verifyOtp({ email: email.trim(), token: code, type });
    if (error || !data.user) return { error: codeFailure(error) };
    return { user: writeAuthFlags(data.user) };
  } catch (error) {
    return { error: codeFailure(error) };
  }
}

/** The kinds of emailed link /auth/confirm verifies. */
export type LinkType = 'signup' | 'recovery';

/**
 * Verifies the token hash of an emailed link (on /auth/confirm, when the visitor presses). `expired`
 * means the link was used, superseded or is too old; other failures carry their message.
 */
export async function verifyLink(
  tokenHash: string,
  type: LinkType,
): Promise<VerifyResult | { expired: true }> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type });
    if (error?.code === 'otp_expired' || error?.status === 403) return { expired: true };
    if (error || !data.user) return { error: otherFailure(error) };
    return { user: writeAuthFlags(data.user) };
  } catch (error) {
    return { error: otherFailure(error) };
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

/**
 * Forgets a session the server no longer accepts, on this browser only (a global sign-out would
 * need the very session the server refused).
 */
export async function forgetSession(): Promise<void> {
  try {
    const supabase = await getSupabase();
    await supabase.auth.signOut({ scope: 'local' });
  } catch {
    // Forgotten locally all the same.
  } finally {
    clearAuthStorage();
  }
}

export type CallbackSession = { user: AuthFlags; isRecovery: boolean } | { error: string };

/** Sets the session an emailed link brought (both tokens, as the client's setSession wants). */
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
