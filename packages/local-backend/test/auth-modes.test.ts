// Settings that change behaviour: confirmations off (hosted's "Confirm email" off), the rate
// limits at their configured values, and a site on a public host (redirect allow-list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  uniqueEmail,
  type TestBackend,
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
