// Settings that change behaviour: confirmations off (hosted's "Confirm email" off) and the
// rate limits at their configured values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  CALLBACK,
  client,
  mailsTo,
  PASSWORD,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from './helpers.ts';

describe('with e-mail confirmations off', () => {
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
