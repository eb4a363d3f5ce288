// Over 300 lines on purpose: every case of one subject in one file, sharing one running backend.
// The mailed 6-digit code and token hash, as GoTrue makes and checks them, through the
// real supabase-js client (verifyOtp); the per-address limit on codes; the RPC that tells
// "not verified yet" from the rest; and the client address behind a trusted proxy.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  CALLBACK,
  client,
  DEFAULT_TEMPLATES,
  followLink,
  latestLink,
  latestMail,
  mailedCode,
  mailedConfirmUrl,
  mailsTo,
  PASSWORD,
  SITE_URL,
  startTestBackend,
  uniqueEmail,
  verifiedUser,
  verifyLinkFor,
  type TestBackend,
} from './helpers.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend.dispose();
});

async function signUp(email: string, options: { flowType?: 'pkce' } = {}): Promise<void> {
  const { error } = await client(backend, options).auth.signUp({
    email,
    password: PASSWORD,
    options: { emailRedirectTo: CALLBACK },
  });
  expect(error).toBeNull();
}

/** POST /verify over raw HTTP. */
async function verify(
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${backend.apiUrl}/auth/v1/verify`, {
    method: 'POST',
    headers: authHeaders(backend),
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const CODE_EXPIRED = { status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' };
const LINK_EXPIRED = { status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' };

describe('the confirmation mail', () => {
  it("carries a 6-digit code, and GoTrue's token hash = SHA-224(email + code) in the site's confirm URL", async () => {
    const email = uniqueEmail('Mail.Case');
    await signUp(email);
    const code = await mailedCode(backend, email);
    expect(code).toMatch(/^\d{6}$/);
    const { url, tokenHash, type } = await mailedConfirmUrl(backend, email);
    const stored = email.toLowerCase();
    expect(tokenHash).toBe(
      createHash('sha224')
        .update(stored + code)
        .digest('hex'),
    );
    expect(type).toBe('signup');
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE_URL}/auth/confirm`);
    // The address travels in the fragment (never sent to a server), percent-encoded as
    // Go's html/template encodes a value in a URL's query or fragment.
    expect(url.hash).toBe(`#email=${stored.replace('@', '%40')}`);
    const mail = await latestMail(backend, email);
    expect(mail.Subject).toBe('Confirm your Clipnest account');
    expect(mail.Text).toContain(`Enter this code in the Clipnest window:\n${code}`);
    // No link a scanner's GET could spend: nothing in the mail points at the API.
    expect(mail.HTML).not.toContain(backend.apiUrl);
    expect(mail.Text).not.toContain(backend.apiUrl);
    // Only a hash of the token hash is stored.
    const rows = await backend.query<{ token_hash: string }>(
      `select t.token_hash from auth.one_time_tokens t join auth.users u on u.id = t.user_id
       where u.email = $1`,
      [stored],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(tokenHash).digest('hex') }]);
  });
});

describe('verifyOtp with the code', () => {
  it('{ email, token, type: signup } signs in and confirms; a second use is otp_expired', async () => {
    const email = uniqueEmail('code');
    await signUp(email);
    const code = await mailedCode(backend, email);
    const sb = client(backend);
    // The address as typed: its case does not matter (GoTrue lower-cases it too).
    const { data, error } = await sb.auth.verifyOtp({
      email: email.toUpperCase(),
      token: code,
      type: 'signup',
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
    expect(typeof data.user?.email_confirmed_at).toBe('string');
    const me = await sb.auth.getUser();
    expect(me.error).toBeNull();
    expect(me.data.user?.user_metadata).toMatchObject({ email_verified: true });

    const again = await client(backend).auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(again.error).toMatchObject(CODE_EXPIRED);
    expect(again.data.session).toBeNull();
    // The button's token hash was the same token: used up too.
    const { tokenHash } = await mailedConfirmUrl(backend, email);
    expect(
      (await client(backend).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error,
    ).toMatchObject(LINK_EXPIRED);
  });

  it('{ token_hash, type } from the confirm URL signs in; then the code is spent as well', async () => {
    const email = uniqueEmail('hash');
    await signUp(email);
    const { tokenHash } = await mailedConfirmUrl(backend, email);
    const { data, error } = await client(backend).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(typeof data.user?.email_confirmed_at).toBe('string');
    const second = await client(backend).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(second.error).toMatchObject(LINK_EXPIRED);
    const code = await mailedCode(backend, email);
    expect(
      (await client(backend).auth.verifyOtp({ email, token: code, type: 'signup' })).error,
    ).toMatchObject(CODE_EXPIRED);
    // And the provider's GET link for it redirects with the error.
    expect((await followLink(await verifyLinkFor(backend, email))).fragment.get('error_code')).toBe(
      'otp_expired',
    );
  });

  it('a code or token hash from a superseded mail fails; the newest works', async () => {
    const email = uniqueEmail('superseded');
    await signUp(email);
    const oldCode = await mailedCode(backend, email);
    const oldHash = (await mailedConfirmUrl(backend, email)).tokenHash;
    backend.clock.advance(61);
    try {
      expect((await client(backend).auth.resend({ type: 'signup', email })).error).toBeNull();
      expect(await mailsTo(backend, email)).toHaveLength(2);
      const newCode = await mailedCode(backend, email);
      expect(newCode).not.toBe(oldCode);
      expect(
        (await client(backend).auth.verifyOtp({ email, token: oldCode, type: 'signup' })).error,
      ).toMatchObject(CODE_EXPIRED);
      expect(
        (await client(backend).auth.verifyOtp({ token_hash: oldHash, type: 'signup' })).error,
      ).toMatchObject(LINK_EXPIRED);
      expect(
        (await client(backend).auth.verifyOtp({ email, token: newCode, type: 'signup' })).error,
      ).toBeNull();
    } finally {
      backend.clock.offsetMs = 0;
    }
  });

  it('a code older than 24 hours fails and confirms nothing; one just inside works', async () => {
    const late = uniqueEmail('late');
    const fresh = uniqueEmail('fresh');
    await signUp(late);
    await signUp(fresh);
    const lateCode = await mailedCode(backend, late);
    const freshHash = (await mailedConfirmUrl(backend, fresh)).tokenHash;
    backend.clock.advance(24 * 3600 - 30);
    try {
      expect(
        (await client(backend).auth.verifyOtp({ token_hash: freshHash, type: 'signup' })).error,
      ).toBeNull();
      backend.clock.advance(31);
      expect(
        (await client(backend).auth.verifyOtp({ email: late, token: lateCode, type: 'signup' })).error,
      ).toMatchObject(CODE_EXPIRED);
    } finally {
      backend.clock.offsetMs = 0;
    }
    const signIn = await client(backend).auth.signInWithPassword({ email: late, password: PASSWORD });
    expect(signIn.error?.code).toBe('email_not_confirmed');
  });

  it('a PKCE sign-up mails a pkce_ token hash; its code verifies all the same', async () => {
    const email = uniqueEmail('pkce-code');
    await signUp(email, { flowType: 'pkce' });
    const { tokenHash } = await mailedConfirmUrl(backend, email);
    expect(tokenHash).toMatch(/^pkce_[0-9a-f]{56}$/);
    const code = await mailedCode(backend, email);
    expect(tokenHash).toBe(
      `pkce_${createHash('sha224')
        .update(email + code)
        .digest('hex')}`,
    );
    const { data, error } = await client(backend).auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  it("type email takes the confirmation code, and falls back to the recovery code (GoTrue's email OTP type)", async () => {
    const email = uniqueEmail('email-type');
    await signUp(email);
    const code = await mailedCode(backend, email);
    expect((await client(backend).auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();
    expect((await client(backend).auth.resetPasswordForEmail(email)).error).toBeNull();
    const recoveryCode = await mailedCode(backend, email);
    // A recovery code is not a sign-up code.
    expect(
      (await client(backend).auth.verifyOtp({ email, token: recoveryCode, type: 'signup' })).error,
    ).toMatchObject(CODE_EXPIRED);
    const r = await client(backend).auth.verifyOtp({ email, token: recoveryCode, type: 'email' });
    expect(r.error).toBeNull();
    expect(r.data.session?.access_token).toBeTruthy();
  });

  it('bad requests: 400/422 validation_failed in GoTrue words, never otp_expired', async () => {
    const email = uniqueEmail('bad');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email, token: '123456' }, 400, 'Verify requires a verification type'],
      [{ type: 'signup' }, 400, 'Verify requires either a token or a token hash'],
      [
        { type: 'signup', token: '123456', token_hash: 'abc' },
        400,
        'Verify requires either a token or a token hash',
      ],
      [
        { type: 'signup', token: '123456' },
        400,
        'Only an email address or phone number should be provided on verify',
      ],
      [{ type: 'signup', token_hash: 'abc', email }, 400, 'Only the token_hash and type should be provided'],
      [{ type: 'signup', token: '123456', email: 'not-an-address' }, 422, 'Invalid email format'],
      [{ type: 'carrier-pigeon', token_hash: 'abc' }, 400, 'Invalid email verification type'],
    ];
    for (const [body, status, message] of cases) {
      expect(await verify(body), JSON.stringify(body)).toEqual({
        status,
        body: { code: 'validation_failed', message },
      });
    }
  });
});

describe('recovery by code', () => {
  it('resetPasswordForEmail → code → verifyOtp type recovery → a new password', async () => {
    const { email } = await verifiedUser(backend);
    expect(
      (await client(backend).auth.resetPasswordForEmail(email, { redirectTo: CALLBACK })).error,
    ).toBeNull();
    const mail = await latestMail(backend, email);
    expect(mail.Subject).toBe('Reset your Clipnest password');
    expect(mail.Text).toContain('Reset Password: ');
    const { tokenHash, type } = await mailedConfirmUrl(backend, email);
    expect(type).toBe('recovery');
    const code = await mailedCode(backend, email);
    expect(tokenHash).toBe(
      createHash('sha224')
        .update(email + code)
        .digest('hex'),
    );
    // A sign-up type does not take a recovery code.
    expect(
      (await client(backend).auth.verifyOtp({ email, token: code, type: 'signup' })).error,
    ).toMatchObject(CODE_EXPIRED);
    const sb = client(backend);
    const { data, error } = await sb.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect((await sb.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect(
      (await client(backend).auth.signInWithPassword({ email, password: 'recovered-password' })).error,
    ).toBeNull();
    expect(
      (await client(backend).auth.verifyOtp({ email, token: code, type: 'recovery' })).error,
    ).toMatchObject(CODE_EXPIRED);
  });
});

describe('the per-address limit on codes', () => {
  it('10 wrong codes an hour per address, then 429 even for the right one; other addresses unaffected', async () => {
    const own = await startTestBackend(); // its own limiter
    try {
      const email = uniqueEmail('guess');
      const other = uniqueEmail('bystander');
      for (const address of [email, other]) {
        const { error } = await client(own).auth.signUp({ email: address, password: PASSWORD });
        expect(error).toBeNull();
      }
      const right = await mailedCode(own, email);
      const wrong = right === '000000' ? '000001' : '000000';
      const sb = client(own);
      // A right code after wrong ones is not counted against the address.
      for (let i = 0; i < 9; i++) {
        expect((await sb.auth.verifyOtp({ email: other, token: wrong, type: 'signup' })).error?.code).toBe(
          'otp_expired',
        );
      }
      expect(
        (await sb.auth.verifyOtp({ email: other, token: await mailedCode(own, other), type: 'signup' }))
          .error,
      ).toBeNull();

      // Ten wrong codes in parallel (none slips past the count), then the limit.
      const guesses = await Promise.all(
        Array.from({ length: 10 }, () => client(own).auth.verifyOtp({ email, token: wrong, type: 'signup' })),
      );
      for (const g of guesses) expect(g.error).toMatchObject(CODE_EXPIRED);
      const limited = await sb.auth.verifyOtp({ email: email.toUpperCase(), token: right, type: 'signup' });
      expect(limited.error).toMatchObject({
        status: 429,
        code: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      });
      // The button's token hash is not a guessable code: it still works.
      const { tokenHash } = await mailedConfirmUrl(own, email);
      expect(tokenHash).toHaveLength(56);
      own.clock.advance(3601);
      expect((await sb.auth.verifyOtp({ email, token: right, type: 'signup' })).error).toBeNull();
    } finally {
      await own.dispose();
    }
  });
});

describe('public.email_awaits_verification(p_email)', () => {
  it('true only for an existing, unconfirmed address (any case, trimmed); callable by anon', async () => {
    const pending = uniqueEmail('Pending');
    await signUp(pending);
    const { email: verified } = await verifiedUser(backend);
    const sb = client(backend);
    const ask = async (p_email: unknown) => {
      const r = await sb.rpc('email_awaits_verification', { p_email });
      expect(r.error).toBeNull();
      return r.data as boolean;
    };
    expect(await ask(pending)).toBe(true);
    expect(await ask(`  ${pending.toUpperCase()}\t`)).toBe(true);
    expect(await ask(verified)).toBe(false);
    expect(await ask(uniqueEmail('unknown'))).toBe(false);
    expect(await ask('')).toBe(false);
    expect(await ask(null)).toBe(false);
    // An address stored in another case (edited by hand) is still found.
    const mixed = uniqueEmail('mixed');
    await signUp(mixed);
    await backend.query('update auth.users set email = upper(email) where email = $1', [mixed]);
    expect(await ask(mixed)).toBe(true);
    // Once verified (here by the code), false.
    await backend.query('update auth.users set email = lower(email) where lower(email) = $1', [mixed]);
    const code = await mailedCode(backend, pending);
    expect((await sb.auth.verifyOtp({ email: pending, token: code, type: 'signup' })).error).toBeNull();
    expect(await ask(pending)).toBe(false);
    // A signed-in user may ask too; the service role may not (as the migration grants).
    expect((await sb.rpc('email_awaits_verification', { p_email: pending })).error).toBeNull();
    const service = await fetch(`${backend.apiUrl}/rest/v1/rpc/email_awaits_verification`, {
      method: 'POST',
      headers: { ...authHeaders(backend, backend.serviceRoleKey), apikey: backend.serviceRoleKey },
      body: JSON.stringify({ p_email: pending }),
    });
    expect(service.status).toBe(403);
  });
});

describe("hosted projects whose templates were never changed (GoTrue's built-in mails)", () => {
  it('their {{ .ConfirmationURL }} link still verifies and redirects with the session', async () => {
    const old = await startTestBackend(DEFAULT_TEMPLATES);
    try {
      const email = uniqueEmail('old-template');
      const { error } = await client(old).auth.signUp({
        email,
        password: PASSWORD,
        options: { emailRedirectTo: CALLBACK },
      });
      expect(error).toBeNull();
      const mail = await latestMail(old, email);
      expect(mail.Subject).toBe('Confirm your Clipnest account'); // config.toml's subject still
      expect(mail.HTML).toContain('<h2>Confirm your email address</h2>');
      expect(mail.Text).toContain('Confirm email address: ');
      const link = await latestLink(old, email);
      expect(new URL(link).searchParams.get('redirect_to')).toBe(CALLBACK);
      const r = await followLink(link);
      expect(r.status).toBe(303);
      expect(r.location.startsWith(`${CALLBACK}#access_token=`)).toBe(true);
    } finally {
      await old.dispose();
    }
  });
});

describe('the client address (trustProxy)', () => {
  /** A raw sign-up from the client `forwardedFor` claims to be. */
  const signUpFrom = (b: TestBackend, forwardedFor: string) =>
    fetch(`${b.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { ...authHeaders(b), 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ email: uniqueEmail('proxied'), password: PASSWORD }),
    });
  const subscribeFrom = (b: TestBackend, forwardedFor: string) =>
    fetch(`${b.apiUrl}/rest/v1/rpc/subscribe`, {
      method: 'POST',
      headers: { ...authHeaders(b), 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ email: uniqueEmail('sub'), list: 'newsletter', consent_version: '2026-11' }),
    });

  it('on: 40 clients behind the proxy each get their own sign-up budget; auth and SQL count the same address', async () => {
    const proxied = await startTestBackend({ trustProxy: true, rateLimits: { signInSignUps: 2 } });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          signUpFrom(proxied, `198.51.100.${i + 1}, 10.0.0.1`).then((r) => r.status),
        ),
      );
      expect(statuses).toEqual(Array(40).fill(200));
      // One client: two requests, then its limit.
      expect((await signUpFrom(proxied, '203.0.113.9')).status).toBe(200);
      expect((await signUpFrom(proxied, '203.0.113.9')).status).toBe(200);
      const third = await signUpFrom(proxied, '203.0.113.9');
      expect(third.status).toBe(429);
      expect(((await third.json()) as { code: string }).code).toBe('over_request_rate_limit');
      // A value that is not an address counts as the socket's peer, not as a fresh client.
      expect((await signUpFrom(proxied, 'not-an-ip')).status).toBe(200);
      expect((await signUpFrom(proxied, 'nonsense')).status).toBe(200);
      expect((await signUpFrom(proxied, '<script>')).status).toBe(429);
      // The forms' limits in SQL see the same client address as the auth limits.
      expect((await subscribeFrom(proxied, '203.0.113.77, 10.0.0.1')).status).toBe(204);
      const [row] = await proxied.query<{ client: string }>('select client from private.form_submissions');
      expect(row?.client).toBe('203.0.113.77');
    } finally {
      await proxied.dispose();
    }
  });

  it('off (the default): X-Forwarded-For is ignored; every loopback client shares one budget', async () => {
    const direct = await startTestBackend({ rateLimits: { signInSignUps: 2 } });
    try {
      expect((await signUpFrom(direct, '198.51.100.1')).status).toBe(200);
      expect((await signUpFrom(direct, '198.51.100.2')).status).toBe(200);
      expect((await signUpFrom(direct, '198.51.100.3')).status).toBe(429);
      expect((await subscribeFrom(direct, '203.0.113.77')).status).toBe(204);
      const [row] = await direct.query<{ client: string }>('select client from private.form_submissions');
      expect(row?.client).toMatch(/127\.0\.0\.1|::1/);
    } finally {
      await direct.dispose();
    }
  });
});
