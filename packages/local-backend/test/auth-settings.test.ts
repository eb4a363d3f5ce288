// Settings that change behaviour: confirmations off (hosted's "Confirm email" off), the rate
// limits at their configured values, and a site on a public host (redirect allow-list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRedirectAllowed, resolveRedirect } from '../src/auth/redirect.ts';
import { resolveSettings } from '../src/config.ts';
import {
  authHeaders,
  CALLBACK,
  client,
  DEFAULT_TEMPLATES,
  followLink,
  latestLink,
  mailsTo,
  PASSWORD,
  startTestBackend,
  type TestBackend,
  uniqueEmail,
} from './helpers.ts';

describe('with email confirmations off', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ enableConfirmations: false });
  });
  afterAll(async () => {
    await backend.dispose();
  });

  it('sign-up returns a session at once and sends no mail; a repeat is user_already_exists', async () => {
    const email = uniqueEmail('auto');
    const sb = client(backend);
    const { data, error } = await sb.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(typeof data.user?.email_confirmed_at).toBe('string');
    expect(await mailsTo(backend, email)).toHaveLength(0);
    expect((await sb.auth.getUser()).data.user?.email).toBe(email);
    const again = await client(backend).auth.signUp({ email, password: PASSWORD });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    const settings = (await (
      await fetch(`${backend.apiUrl}/auth/v1/settings`, { headers: authHeaders(backend) })
    ).json()) as { mailer_autoconfirm: boolean };
    expect(settings.mailer_autoconfirm).toBe(true);
  });
});

describe('redirects for a site on a public host', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    // GoTrue's built-in mails, whose {{ .ConfirmationURL }} carries the resolved redirect.
    backend = await startTestBackend({
      siteUrl: 'https://clipnest.example',
      redirectAllowList: [],
      ...DEFAULT_TEMPLATES,
    });
  });
  afterAll(async () => {
    await backend.dispose();
  });

  /** The redirect_to of the mailed link, and where following it leads. */
  async function redirectFor(emailRedirectTo: string): Promise<{ inLink: string; location: string }> {
    const email = uniqueEmail('redirect');
    const { error } = await client(backend).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo },
    });
    expect(error).toBeNull();
    const link = await latestLink(backend, email);
    const { location } = await followLink(link);
    return { inLink: new URL(link).searchParams.get('redirect_to')!, location: location.split('#')[0]! };
  }

  it("the site's scheme, host and port are allowed (any path); another port or scheme falls back to the site URL", async () => {
    // Same scheme, host and port: kept (https's default port may be written out).
    for (const allowed of [
      'https://clipnest.example/auth/callback',
      'https://clipnest.example:443/auth/callback',
    ]) {
      const r = await redirectFor(allowed);
      expect(r.inLink, allowed).toBe(allowed);
      expect(r.location, allowed).toBe(allowed);
    }
    // Another port on the same host, or another scheme: the site URL, silently.
    for (const refused of [
      'https://clipnest.example:8443/auth/callback',
      'http://clipnest.example/auth/callback',
    ]) {
      const r = await redirectFor(refused);
      expect(r.inLink, refused).toBe('https://clipnest.example');
      expect(r.location, refused).toBe('https://clipnest.example');
    }
  });
});

describe('rate limits', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({
      rateLimits: { signInSignUps: 4, emailSent: 3, tokenVerifications: 3 },
    });
  });
  afterAll(async () => {
    await backend.dispose();
  });

  it('sign-in attempts per address and per IP, mails per hour, verifications per IP: hosted-like 429s', async () => {
    const sb = client(backend);
    const emails = [uniqueEmail('rl'), uniqueEmail('rl'), uniqueEmail('rl')];
    for (const email of emails) {
      expect(
        (await sb.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: CALLBACK } })).error,
      ).toBeNull();
    }
    // Three mails sent; the fourth address exceeds the hourly mail limit, and nothing is created.
    const fourth = uniqueEmail('rl');
    const limited = await sb.auth.signUp({ email: fourth, password: PASSWORD });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(await backend.query('select 1 from auth.users where email = $1', [fourth])).toHaveLength(0);

    // Sign-ins and sign-ups share the per-IP budget of 4 per 5 minutes: all used now.
    const attempt = await sb.auth.signInWithPassword({ email: emails[0]!, password: 'wrong-password' });
    expect(attempt.error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });

    backend.clock.advance(301);
    try {
      for (let i = 0; i < 4; i++) {
        const r = await sb.auth.signInWithPassword({ email: emails[1]!, password: 'wrong-password' });
        expect(r.error?.code).toBe('invalid_credentials');
      }
      expect(
        (await sb.auth.signInWithPassword({ email: emails[1]!, password: 'wrong-password' })).error?.status,
      ).toBe(429);

      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${backend.apiUrl}/auth/v1/verify`, {
          method: 'POST',
          headers: authHeaders(backend),
          body: JSON.stringify({ type: 'signup', token_hash: 'nope' }),
        });
        expect(res.status).toBe(403);
      }
      const res = await fetch(`${backend.apiUrl}/auth/v1/verify`, {
        method: 'POST',
        headers: authHeaders(backend),
        body: JSON.stringify({ type: 'signup', token_hash: 'nope' }),
      });
      expect(res.status).toBe(429);
      expect(((await res.json()) as { code: string }).code).toBe('over_request_rate_limit');
    } finally {
      backend.clock.offsetMs = 0;
    }
  });
});

describe('redirects', () => {
  const auth = resolveSettings({
    env: {},
    siteUrl: 'https://clipnest.app',
    redirectAllowList: ['https://preview-*.clipnest.dev/**', 'clipnest://callback'],
  }).auth;

  it('allows the site host, allow-list globs; falls back to the site URL otherwise', () => {
    expect(isRedirectAllowed('https://clipnest.app/auth/callback', auth)).toBe(true);
    expect(isRedirectAllowed('https://preview-42.clipnest.dev/auth/callback?x=1', auth)).toBe(true);
    expect(isRedirectAllowed('https://preview-42.evil.dev/auth/callback', auth)).toBe(false);
    expect(isRedirectAllowed('https://evil.example/?https://clipnest.app', auth)).toBe(false);
    expect(isRedirectAllowed('https://clipnest.app.evil.example/', auth)).toBe(false);
    expect(isRedirectAllowed('https://user@clipnest.app/', auth)).toBe(false);
    expect(isRedirectAllowed('javascript:alert(1)', auth)).toBe(false);
    expect(isRedirectAllowed('http://127.0.0.1:4000/cb', auth)).toBe(false);
    expect(resolveRedirect('https://evil.example/', auth)).toBe('https://clipnest.app');
    expect(resolveRedirect(undefined, auth)).toBe('https://clipnest.app');
  });

  it("the site's own scheme, host and port only: another port or scheme needs the allow-list", () => {
    expect(isRedirectAllowed('https://clipnest.app:443/welcome', auth)).toBe(true);
    expect(isRedirectAllowed('https://clipnest.app:8443/auth/callback', auth)).toBe(false);
    expect(isRedirectAllowed('http://clipnest.app/auth/callback', auth)).toBe(false);
    const withPort = resolveSettings({ env: {}, siteUrl: 'https://clipnest.app:8443' }).auth;
    expect(isRedirectAllowed('https://clipnest.app:8443/auth/callback', withPort)).toBe(true);
    expect(isRedirectAllowed('https://clipnest.app/auth/callback', withPort)).toBe(false);
    expect(resolveRedirect('https://clipnest.app:9999/x', withPort)).toBe('https://clipnest.app:8443');
  });

  it("a loopback site: any port on the site's scheme and host; other loopback names via the allow-list", () => {
    const local = resolveSettings({
      env: {},
      siteUrl: 'http://127.0.0.1:5173',
      redirectAllowList: ['http://localhost:4173/**'],
    }).auth;
    expect(isRedirectAllowed('http://127.0.0.1:5173/auth/callback', local)).toBe(true);
    expect(isRedirectAllowed('http://127.0.0.1:4173/auth/callback', local)).toBe(true);
    expect(isRedirectAllowed('https://127.0.0.1:4173/auth/callback', local)).toBe(false);
    expect(isRedirectAllowed('http://localhost:4173/auth/callback', local)).toBe(true); // allow-list
    expect(isRedirectAllowed('http://localhost:9999/auth/callback', local)).toBe(false);
    expect(isRedirectAllowed('http://192.168.1.5:5173/auth/callback', local)).toBe(false);
  });
});
