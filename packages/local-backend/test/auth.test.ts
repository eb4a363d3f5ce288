// Over 300 lines on purpose: every case of one subject in one file, sharing one running backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/http/jwt.ts';
import {
  authHeaders,
  CALLBACK,
  client,
  DEFAULT_TEMPLATES,
  followLink,
  latestLink,
  mailedCode,
  mailedConfirmUrl,
  mailsTo,
  PASSWORD,
  SITE_URL,
  startTestBackend,
  type TestBackend,
  uniqueEmail,
  verifiedUser,
  verifyLinkFor,
} from './helpers.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend.dispose();
});

describe('sign-up, email and verification', () => {
  it("sign-up → mailbox → the provider's link for its token hash → session in the fragment → getUser shows the confirmation", async () => {
    const email = uniqueEmail('journey');
    const sb = client(backend);
    const { data, error } = await sb.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: CALLBACK },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, role: 'authenticated', aud: 'authenticated', phone: '' });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(typeof data.user?.confirmation_sent_at).toBe('string');
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: 'email',
      user_id: data.user?.id,
      id: data.user?.id,
    });

    const mails = await mailsTo(backend, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.Subject).toBe('Confirm your Clipnest account');

    // The mail carries a code and the site's confirm URL, no link that a GET would spend.
    expect(await mailedCode(backend, email)).toMatch(/^\d{6}$/);
    expect((await mailedConfirmUrl(backend, email)).type).toBe('signup');
    // GET /verify with its token hash (what an old template's {{ .ConfirmationURL }} is).
    const link = await verifyLinkFor(backend, email);
    const { status, location, fragment } = await followLink(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${CALLBACK}#`)).toBe(true);
    // GoTrue's fragment: keys in alphabetical order, sb present and empty.
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ]);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    const set = await sb.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    const { data: got, error: getError } = await sb.auth.getUser();
    expect(getError).toBeNull();
    const user = got.user!;
    expect(typeof user.email_confirmed_at).toBe('string');
    expect(typeof user.confirmed_at).toBe('string');
    expect(typeof user.last_sign_in_at).toBe('string');
    expect(user.user_metadata).toMatchObject({ email_verified: true, email, sub: user.id });
    expect(user.identities?.[0]?.identity_data).toMatchObject({ email_verified: true });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.is_anonymous).toBe(false);
    expect(user).not.toHaveProperty('factors');

    // The access token carries GoTrue's claims.
    const claims = JSON.parse(
      Buffer.from(fragment.get('access_token')!.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.iss).toBe(`${backend.apiUrl}/auth/v1`);
    expect(typeof claims.session_id).toBe('string');
    expect((claims.amr as { method: string }[])[0]?.method).toBe('otp');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('a used link redirects with otp_expired', async () => {
    const email = uniqueEmail('twice');
    await client(backend).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: CALLBACK } });
    const link = await verifyLinkFor(backend, email);
    expect((await followLink(link)).fragment.get('access_token')).toBeTruthy();
    const again = await followLink(link);
    expect(again.status).toBe(303);
    expect(again.location.startsWith(`${CALLBACK}#`)).toBe(true);
    expect(Object.fromEntries(again.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
    expect(again.location).toContain('error_description=Email+link+is+invalid+or+has+expired');
  });

  it('a link older than 24 hours (injected clock) redirects with otp_expired and confirms nothing', async () => {
    const email = uniqueEmail('expired');
    await client(backend).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: CALLBACK } });
    const link = await verifyLinkFor(backend, email);
    backend.clock.advance(24 * 3600 + 1);
    try {
      const r = await followLink(link);
      expect(r.fragment.get('error_code')).toBe('otp_expired');
      expect(r.fragment.get('access_token')).toBeNull();
    } finally {
      backend.clock.offsetMs = 0;
    }
    const signIn = await client(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error?.code).toBe('email_not_confirmed');
  });

  it('a link just inside 24 hours still works', async () => {
    const email = uniqueEmail('fresh');
    await client(backend).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: CALLBACK } });
    const link = await verifyLinkFor(backend, email);
    backend.clock.advance(24 * 3600 - 60);
    try {
      expect((await followLink(link)).fragment.get('access_token')).toBeTruthy();
    } finally {
      backend.clock.offsetMs = 0;
    }
  });

  it("unknown tokens answer otp_expired, as a redirect (GET) and as 403 JSON (POST) for any type, in GoTrue's words", async () => {
    const get = await followLink(
      `${backend.apiUrl}/auth/v1/verify?token=deadbeef&type=signup&redirect_to=${encodeURIComponent(CALLBACK)}`,
    );
    expect(get.fragment.get('error_code')).toBe('otp_expired');
    for (const type of ['signup', 'recovery', 'magiclink', 'email', 'invite']) {
      const res = await fetch(`${backend.apiUrl}/auth/v1/verify`, {
        method: 'POST',
        headers: authHeaders(backend),
        body: JSON.stringify({ type, token_hash: 'deadbeef' }),
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      // GoTrue's verifyTokenHash words it for links; a code (below) gets verifyUserAndToken's.
      expect(await res.json()).toEqual({
        code: 'otp_expired',
        message: 'Email link is invalid or has expired',
      });
      const code = await fetch(`${backend.apiUrl}/auth/v1/verify`, {
        method: 'POST',
        headers: authHeaders(backend),
        body: JSON.stringify({ type, email: uniqueEmail('nobody'), token: '123456' }),
      });
      expect(code.status).toBe(403);
      expect(await code.json()).toEqual({ code: 'otp_expired', message: 'Token has expired or is invalid' });
    }
  });

  it('a link whose redirect_to is outside the allow-list sends the session to the site URL only', async () => {
    const email = uniqueEmail('redirect');
    await client(backend).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    // Even a link edited by hand cannot send the session elsewhere. (The redirect a sign-up asks
    // for is resolved when the mail is made: auth-modes.test.ts, with GoTrue's built-in mails.)
    const r = await followLink(await verifyLinkFor(backend, email, 'https://evil.example/steal'));
    expect(r.location.startsWith(`${SITE_URL}#access_token=`)).toBe(true);
  });
});

describe('sign-in and sign-up errors', () => {
  it('wrong password and unknown address: invalid_credentials', async () => {
    const { email } = await verifiedUser(backend);
    const sb = client(backend);
    const wrong = await sb.auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(wrong.data).toEqual({ user: null, session: null });
    const unknown = await sb.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('right password, unconfirmed address: email_not_confirmed; wrong password first: invalid_credentials', async () => {
    const email = uniqueEmail('unconfirmed');
    const sb = client(backend);
    await sb.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: CALLBACK } });
    const right = await sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(right.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });
    const wrong = await sb.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });

  it('successful sign-in returns a session and sets last_sign_in_at', async () => {
    const { email } = await verifiedUser(backend);
    const sb = client(backend);
    const { data, error } = await sb.auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(3600);
    expect(typeof data.user?.last_sign_in_at).toBe('string');
  });

  it('weak, empty and too long passwords, bad addresses', async () => {
    const sb = client(backend);
    const weak = await sb.auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      reasons: ['length'],
    });
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
    const empty = await sb.auth.signUp({ email: uniqueEmail('empty'), password: '' });
    expect(empty.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
    const long = await sb.auth.signUp({ email: uniqueEmail('long'), password: 'x'.repeat(73) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const bad = await sb.auth.signUp({ email: 'not-an-address', password: PASSWORD });
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('repeated sign-up of an unconfirmed address: rate-limited for 60 s, then the real user and a new mail', async () => {
    const email = uniqueEmail('repeat');
    const sb = client(backend);
    const first = await sb.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: CALLBACK } });
    const firstLink = await verifyLinkFor(backend, email);
    const soon = await sb.auth.signUp({ email, password: 'another-password' });
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(soon.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    backend.clock.advance(61);
    try {
      const later = await sb.auth.signUp({ email, password: 'another-password' });
      expect(later.error).toBeNull();
      expect(later.data.user?.id).toBe(first.data.user?.id);
      expect(later.data.user?.identities).toHaveLength(1);
      expect(await mailsTo(backend, email)).toHaveLength(2);
    } finally {
      backend.clock.offsetMs = 0;
    }
    // The new mail replaced the old link; the password of the repeat was ignored.
    expect((await followLink(firstLink)).fragment.get('error_code')).toBe('otp_expired');
    expect((await followLink(await verifyLinkFor(backend, email))).fragment.get('access_token')).toBeTruthy();
    expect((await sb.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('repeated sign-up of a confirmed address: an obfuscated user, no mail, nothing revealed', async () => {
    const { email, userId } = await verifiedUser(backend);
    const mailsBefore = (await mailsTo(backend, email)).length;
    const { data, error } = await client(backend).auth.signUp({
      email,
      password: 'whatever-else',
      options: { data: { plan: 'pro' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(userId);
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.role).toBe('');
    expect(data.user?.user_metadata).toEqual({ plan: 'pro' });
    expect(await mailsTo(backend, email)).toHaveLength(mailsBefore);
    // The existing account is untouched.
    expect((await client(backend).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('resend: silent for unknown and confirmed addresses, a new mail for unconfirmed ones', async () => {
    const sb = client(backend);
    const unknown = uniqueEmail('resend-unknown');
    expect((await sb.auth.resend({ type: 'signup', email: unknown })).error).toBeNull();
    expect(await mailsTo(backend, unknown)).toHaveLength(0);

    const email = uniqueEmail('resend');
    await sb.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: CALLBACK } });
    expect((await sb.auth.resend({ type: 'signup', email })).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    });
    backend.clock.advance(61);
    try {
      expect(
        (await sb.auth.resend({ type: 'signup', email, options: { emailRedirectTo: CALLBACK } })).error,
      ).toBeNull();
    } finally {
      backend.clock.offsetMs = 0;
    }
    expect(await mailsTo(backend, email)).toHaveLength(2);
    const bad = await sb.auth.resend({ type: 'sms', phone: '+15555550100' });
    expect(bad.error?.status).toBe(400);
  });
});

describe('sessions', () => {
  it('refresh rotates the token; a rotated token is accepted only within the reuse interval', async () => {
    const { email } = await verifiedUser(backend);
    const sb = client(backend);
    const { data } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
    const original = data.session!.refresh_token;

    const refreshed = await sb.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const rotated = refreshed.data.session!.refresh_token;
    expect(rotated).not.toBe(original);

    // Within the 10 s interval (e.g. a second tab), the old token still works once more.
    const grace = await client(backend).auth.refreshSession({ refresh_token: original });
    expect(grace.error).toBeNull();

    backend.clock.advance(11);
    try {
      const reuse = await client(backend).auth.refreshSession({ refresh_token: original });
      expect(reuse.error).toMatchObject({
        status: 400,
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
      // Reuse detection revoked the whole session: the legitimate chain is dead too.
      const legit = await client(backend).auth.refreshSession({ refresh_token: rotated });
      expect(legit.error?.status).toBe(400);
      expect(legit.error?.code).toBe('refresh_token_not_found');
      const user = await sb.auth.getUser();
      expect(user.error?.name).toBe('AuthSessionMissingError');
    } finally {
      backend.clock.offsetMs = 0;
    }
  });

  it('an unknown refresh token and a missing one are refused', async () => {
    const unknown = await client(backend).auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const res = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: authHeaders(backend),
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });

  it('global sign-out ends every session of the user', async () => {
    const { email } = await verifiedUser(backend);
    const a = client(backend);
    const b = client(backend);
    await a.auth.signInWithPassword({ email, password: PASSWORD });
    await b.auth.signInWithPassword({ email, password: PASSWORD });
    const bRefresh = (await b.auth.getSession()).data.session!.refresh_token;
    expect((await b.auth.getUser()).error).toBeNull();

    expect((await a.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await a.auth.getSession()).data.session).toBeNull();

    const bUser = await b.auth.getUser();
    expect(bUser.error?.name).toBe('AuthSessionMissingError');
    const bRefreshed = await client(backend).auth.refreshSession({ refresh_token: bRefresh });
    expect(bRefreshed.error?.code).toBe('refresh_token_not_found');
  });

  it('local sign-out ends only that session', async () => {
    const { email } = await verifiedUser(backend);
    const a = client(backend);
    const b = client(backend);
    await a.auth.signInWithPassword({ email, password: PASSWORD });
    await b.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await b.auth.getUser()).error).toBeNull();
  });

  it('GET /user refuses missing, malformed, forged and expired tokens', async () => {
    const { sb } = await verifiedUser(backend);
    const token = (await sb.auth.getSession()).data.session!.access_token;
    const get = (auth?: string) =>
      fetch(`${backend.apiUrl}/auth/v1/user`, {
        headers: {
          apikey: backend.anonKey,
          'X-Supabase-Api-Version': '2024-01-01',
          ...(auth ? { Authorization: auth } : {}),
        },
      });
    const none = await get();
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe('no_authorization');
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    for (const bad of ['Bearer abc', `Bearer ${forged}`, `Bearer ${backend.anonKey}`]) {
      const res = await get(bad);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe('bad_jwt');
    }
    backend.clock.advance(3601);
    try {
      const expired = await get(`Bearer ${token}`);
      expect(expired.status).toBe(403);
      expect(((await expired.json()) as { message: string }).message).toContain('expired');
    } finally {
      backend.clock.offsetMs = 0;
    }
    expect((await get(`Bearer ${token}`)).status).toBe(200);
  });
});

describe('GET /user claim checks, as GoTrue has them', () => {
  it('sub not a UUID: 400 bad_jwt; missing sub, bad session_id: 403 bad_jwt; unknown user or session: 403', async () => {
    const { sb, userId } = await verifiedUser(backend);
    const token = (await sb.auth.getSession()).data.session!.access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    // Tokens signed with the project's secret, so only the claims are wrong.
    const forge = (changes: Record<string, unknown>): string => {
      const c: Record<string, unknown> = { ...claims, ...changes };
      for (const [k, v] of Object.entries(changes)) if (v === undefined) delete c[k];
      return signJwt(c, backend.jwtSecret);
    };
    const get = async (jwt: string, modern = true) => {
      const res = await fetch(`${backend.apiUrl}/auth/v1/user`, {
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${jwt}`,
          ...(modern ? { 'X-Supabase-Api-Version': '2024-01-01' } : {}),
        },
      });
      return {
        status: res.status,
        version: res.headers.get('x-supabase-api-version'),
        body: await res.json(),
      };
    };

    for (const sub of ['not-a-uuid', '12345', `${userId}x`, 'user@example.com']) {
      expect(await get(forge({ sub })), sub).toEqual({
        status: 400,
        version: '2024-01-01',
        body: { code: 'bad_jwt', message: 'invalid claim: sub claim must be a UUID' },
      });
    }
    expect(await get(forge({ sub: 'not-a-uuid' }), false)).toEqual({
      status: 400,
      version: null,
      body: { code: 400, error_code: 'bad_jwt', msg: 'invalid claim: sub claim must be a UUID' },
    });
    // supabase-js surfaces it as an AuthApiError with that status and code.
    const viaClient = await client(backend).auth.getUser(forge({ sub: 'not-a-uuid' }));
    expect(viaClient.data.user).toBeNull();
    expect(viaClient.error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'bad_jwt' });

    for (const sub of [undefined, '']) {
      expect(await get(forge({ sub })), String(sub)).toEqual({
        status: 403,
        version: '2024-01-01',
        body: { code: 'bad_jwt', message: 'invalid claim: missing sub claim' },
      });
    }
    expect(await get(forge({ session_id: 'not-a-uuid' }))).toEqual({
      status: 403,
      version: '2024-01-01',
      body: { code: 'bad_jwt', message: 'invalid claim: session_id claim must be a UUID' },
    });
    expect(await get(forge({ sub: '8d0fd2b3-9ca5-4a8c-8c8b-5a2a6b7f3b6e' }))).toEqual({
      status: 403,
      version: '2024-01-01',
      body: { code: 'user_not_found', message: 'User from sub claim in JWT does not exist' },
    });
    expect(await get(forge({ session_id: '8d0fd2b3-9ca5-4a8c-8c8b-5a2a6b7f3b6e' }))).toEqual({
      status: 403,
      version: '2024-01-01',
      body: { code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' },
    });
    // Logout authenticates the same way.
    const logout = await fetch(`${backend.apiUrl}/auth/v1/logout`, {
      method: 'POST',
      headers: { ...authHeaders(backend, forge({ sub: 'not-a-uuid' })) },
    });
    expect(logout.status).toBe(400);
    expect(await logout.json()).toEqual({
      code: 'bad_jwt',
      message: 'invalid claim: sub claim must be a UUID',
    });
    // No bearer token at all (another scheme, or an empty one): 401 no_authorization.
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer', `Token ${token}`]) {
      const res = await fetch(`${backend.apiUrl}/auth/v1/user`, {
        headers: {
          apikey: backend.anonKey,
          'X-Supabase-Api-Version': '2024-01-01',
          Authorization: authorization,
        },
      });
      expect(res.status, authorization).toBe(401);
      expect(await res.json()).toEqual({
        code: 'no_authorization',
        message: 'This endpoint requires a valid Bearer token',
      });
    }
    // The genuine token still works: nothing was changed.
    expect((await get(token)).status).toBe(200);
  });
});

describe('password recovery', () => {
  it('recover → mail → verify (type recovery) → updateUser password → old password refused', async () => {
    const { email } = await verifiedUser(backend);
    const sb = client(backend);
    expect(
      (await sb.auth.resetPasswordForEmail(email, { redirectTo: `${SITE_URL}/reset` })).error,
    ).toBeNull();
    const mails = await mailsTo(backend, email);
    expect(mails[0]?.Subject).toBe('Reset your Clipnest password');
    expect((await mailedConfirmUrl(backend, email)).type).toBe('recovery');
    const r = await followLink(await verifyLinkFor(backend, email, `${SITE_URL}/reset`));
    expect(r.location.startsWith(`${SITE_URL}/reset#`)).toBe(true);
    expect(r.fragment.get('type')).toBe('recovery');
    await sb.auth.setSession({
      access_token: r.fragment.get('access_token')!,
      refresh_token: r.fragment.get('refresh_token')!,
    });

    const same = await sb.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await sb.auth.updateUser({ password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    const updated = await sb.auth.updateUser({ password: 'brand-new-password', data: { theme: 'dark' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ theme: 'dark' });

    expect((await client(backend).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await client(backend).auth.signInWithPassword({ email, password: 'brand-new-password' })).error,
    ).toBeNull();
  });

  it('recover for an unknown address answers 200 and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    expect((await client(backend).auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(await mailsTo(backend, email)).toHaveLength(0);
  });
});

describe('PKCE flow', () => {
  it('signUp with a code challenge → link redirects with ?code= → exchangeCodeForSession', async () => {
    const email = uniqueEmail('pkce');
    const sb = client(backend, { flowType: 'pkce' });
    const { error } = await sb.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: CALLBACK },
    });
    expect(error).toBeNull();
    const link = await verifyLinkFor(backend, email);
    expect(link).toContain('token=pkce_');
    const r = await followLink(link);
    const code = r.query.get('code');
    expect(code).toBeTruthy();
    const exchanged = await sb.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(typeof exchanged.data.user?.email_confirmed_at).toBe('string');
    // A code is single-use.
    const again = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: authHeaders(backend),
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { code: string }).code).toBe('flow_state_not_found');
  });
});

describe('wire details', () => {
  it('errors: 2024-01-01 body with the header, legacy body without', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'x' });
    const modern = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: authHeaders(backend),
      body,
    });
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await modern.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const legacy = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body,
    });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('CORS: preflight allowed, X-Supabase-Api-Version exposed', async () => {
    const pre = await fetch(`${backend.apiUrl}/auth/v1/signup`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE_URL,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-supabase-api-version',
    );
    const res = await fetch(`${backend.apiUrl}/auth/v1/settings`, {
      headers: { ...authHeaders(backend), Origin: SITE_URL },
    });
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(
      'x-supabase-api-version',
    );
  });

  it('settings and health', async () => {
    const settings = (await (
      await fetch(`${backend.apiUrl}/auth/v1/settings`, { headers: authHeaders(backend) })
    ).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      external: { email: true, phone: false },
    });
    const health = await fetch(`${backend.apiUrl}/auth/v1/health`);
    expect(health.status).toBe(200);
  });
});

describe('control characters in redirect_to fall back to the site URL', () => {
  for (const [name, junk] of [
    ['CR/LF (header injection)', '\r\nSet-Cookie: pwned=1'],
    ['a tab', '\tx'],
    ['DEL', '\u007f'],
    ['a space', ' x'],
  ] as const) {
    it(`verify with ${name} in redirect_to: 303 to the site URL with the session, once`, async () => {
      const email = uniqueEmail('crlf');
      const { error } = await client(backend).auth.signUp({
        email,
        password: PASSWORD,
        options: { emailRedirectTo: CALLBACK },
      });
      expect(error).toBeNull();
      const link = new URL(await verifyLinkFor(backend, email));
      link.searchParams.set('redirect_to', `${CALLBACK}${junk}`);
      const first = await followLink(link.toString());
      expect(first.status).toBe(303);
      expect(first.location.split('#')[0]).toBe(SITE_URL);
      expect(first.location).not.toMatch(/[\r\n\t\x7f ]/);
      expect(first.fragment.get('access_token')).toBeTruthy();
      const [user] = await backend.query<{ confirmed: boolean }>(
        'select email_confirmed_at is not null as confirmed from auth.users where email = $1',
        [email],
      );
      expect(user?.confirmed).toBe(true);
      // Used once: a second click is the expired-link answer, not another session.
      const second = await followLink(link.toString());
      expect(second.status).toBe(303);
      expect(second.fragment.get('error_code')).toBe('otp_expired');
    });
  }

  it('a sign-up with such a redirect_to mails a link to the site URL', async () => {
    // GoTrue's built-in mail, whose {{ .ConfirmationURL }} carries the resolved redirect.
    const own = await startTestBackend(DEFAULT_TEMPLATES);
    try {
      const email = uniqueEmail('crlf-signup');
      const res = await fetch(
        `${own.apiUrl}/auth/v1/signup?redirect_to=${encodeURIComponent(`${CALLBACK}\r\nX: y`)}`,
        {
          method: 'POST',
          headers: authHeaders(own),
          body: JSON.stringify({ email, password: PASSWORD }),
        },
      );
      expect(res.status).toBe(200);
      const link = new URL(await latestLink(own, email));
      expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
      expect(own.logs.filter((l) => l.includes('internal error'))).toEqual([]);
    } finally {
      await own.dispose();
    }
  });
});
