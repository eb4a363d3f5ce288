import { describe, expect, it } from 'vitest';
import {
  authFlagKeys,
  clearAuthStorage,
  hasStoredProviderSession,
  initialFlags,
  readAuthFlags,
  writeAuthFlags,
} from './authFlags';
import type { SafeStorage } from './browserStorage';

function memoryStorage(initial: Record<string, string> = {}): SafeStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    keys: () => [...data.keys()],
  };
}

describe('the local auth flags', () => {
  it('read as signed out when nothing is stored', () => {
    expect(readAuthFlags(memoryStorage())).toEqual({ loggedIn: false, email: null, verified: false });
  });

  it('are written from the session user: verified means email_confirmed_at is set', () => {
    const storage = memoryStorage();
    writeAuthFlags({ email: 'ada@example.com', email_confirmed_at: '2026-11-23T08:00:00Z' }, storage);
    expect(storage.data.get(authFlagKeys.loggedIn)).toBe('true');
    expect(storage.data.get(authFlagKeys.email)).toBe('ada@example.com');
    expect(storage.data.get(authFlagKeys.verified)).toBe('true');
    expect(readAuthFlags(storage)).toEqual({ loggedIn: true, email: 'ada@example.com', verified: true });

    writeAuthFlags({ email: 'ada@example.com', email_confirmed_at: null }, storage);
    expect(readAuthFlags(storage).verified).toBe(false);
  });

  it.each([
    ['a non-boolean logged-in flag', { auth_user_logged_in: 'yes', auth_user_email: 'a@example.com' }],
    ['no email', { auth_user_logged_in: 'true' }],
    ['an email that is not one', { auth_user_logged_in: 'true', auth_user_email: '<script>' }],
    ['a huge value', { auth_user_logged_in: 'true', auth_user_email: `${'a'.repeat(5000)}@example.com` }],
  ])('read garbage (%s) as signed out', (_, stored) => {
    expect(readAuthFlags(memoryStorage(stored as Record<string, string>))).toEqual({
      loggedIn: false,
      email: null,
      verified: false,
    });
  });

  it('treat only the exact string true as verified', () => {
    const flags = readAuthFlags(
      memoryStorage({
        auth_user_logged_in: 'true',
        auth_user_email: 'a@example.com',
        auth_user_verified: '1',
      }),
    );
    expect(flags).toEqual({ loggedIn: true, email: 'a@example.com', verified: false });
  });

  it("are cleared on sign-out together with the provider's keys, and nothing else", () => {
    const storage = memoryStorage({
      auth_user_logged_in: 'true',
      auth_user_email: 'a@example.com',
      auth_user_verified: 'true',
      'sb-127-auth-token': '{}',
      'sb-127-auth-token-code-verifier': '"x"',
      hasSeenBetaModal: 'true',
      unrelated: 'keep',
    });
    expect(hasStoredProviderSession(storage)).toBe(true);
    clearAuthStorage(storage);
    expect([...storage.data.keys()].sort()).toEqual(['hasSeenBetaModal', 'unrelated']);
    expect(hasStoredProviderSession(storage)).toBe(false);
  });
});

describe('the state at page load', () => {
  it('is signed out, and clears leftover or garbage flags, when the provider holds no session', () => {
    const storage = memoryStorage({
      auth_user_logged_in: 'yes please',
      auth_user_email: '<img src=x>',
      auth_user_verified: '{',
      unrelated: 'kept',
    });
    expect(initialFlags(storage)).toEqual({
      flags: { loggedIn: false, email: null, verified: false },
      mustRestore: false,
    });
    expect([...storage.data.keys()]).toEqual(['unrelated']);
  });

  it('shows the flags at once and asks for a restore when the provider holds a session', () => {
    const storage = memoryStorage({
      auth_user_logged_in: 'true',
      auth_user_email: 'ada@example.com',
      auth_user_verified: 'true',
      'sb-127-auth-token': '{"access_token":"a"}',
    });
    expect(initialFlags(storage)).toEqual({
      flags: { loggedIn: true, email: 'ada@example.com', verified: true },
      mustRestore: true,
    });
  });

  it('reads garbage flags beside a stored session as signed out until the restore answers', () => {
    const storage = memoryStorage({
      auth_user_logged_in: 'true',
      auth_user_email: 'not an address',
      'sb-x-auth-token': '[',
    });
    expect(initialFlags(storage).flags.loggedIn).toBe(false);
  });
});
