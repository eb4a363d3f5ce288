// /auth/v1: the GoTrue endpoints supabase-js uses, answering as the wire reference describes.
import { createHash, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { isObject, MAX_JSON_DEPTH, readJson } from '../http/body.ts';
import { clientAddress } from '../http/client-address.ts';
import { bearerToken, requireApiKey, verifyProjectToken } from '../http/gateway.ts';
import { logInternalError } from '../http/respond.ts';
import type { StoredMail } from '../mail/mailer.ts';
import type { MailKind } from '../mail/templates.ts';
import {
  API_VERSION,
  AuthError,
  authErrorResponse,
  emailFrequencyLimit,
  emailRateLimit,
  requestRateLimit,
  validationFailed,
  wantsModernErrors,
} from './errors.ts';
import type { JwtFailure } from './jwt.ts';
import { assertPasswordAcceptable, checkPassword, hashPassword, weakPasswordReasons } from './passwords.ts';
import { FIVE_MINUTES, ONE_HOUR } from './rate-limit.ts';
import { resolveRedirect } from './redirect.ts';
import {
  createSession,
  endSessions,
  refreshSession,
  sessionExists,
  type AuthMethod,
  type ClientInfo,
} from './sessions.ts';
import { hashToken, newOtp, otpTokenHash, PKCE_PREFIX } from './tokens.ts';
import {
  confirmEmail,
  createUser,
  findUserByEmail,
  findUserById,
  loadUserJson,
  obfuscatedUserJson,
  recordSignIn,
  type UserRow,
} from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what it excludes
const EMAIL = /^[^\s@\x00-\x1f]+@[^\s@\x00-\x1f]+\.[^\s@\x00-\x1f]+$/;
const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
type VerifyType = (typeof VERIFY_TYPES)[number];
type TokenKind = 'confirmation_token' | 'recovery_token';

/**
 * The tokens each verification type accepts, tried in this order. As GoTrue: signup and invite
 * take the confirmation token, recovery the recovery token, email either (its email OTP type).
 * magiclink: GoTrue checks the recovery token, which its magic-link mails use; this backend
 * sends no magic links and accepts either, the confirmation token first. No email changes here.
 */
const TOKEN_KINDS: Record<VerifyType, TokenKind[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['confirmation_token', 'recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  recovery: ['recovery_token'],
  email_change: [],
};
const PKCE_FLOW_LIFETIME_MS = 300_000;

const JWT_DETAIL: Record<JwtFailure | 'role' | 'sub', string> = {
  malformed: 'token is malformed',
  algorithm: 'token is unverifiable: signing method is invalid',
  signature: 'token signature is invalid: signature is invalid',
  expired: 'token has invalid claims: token is expired',
  not_yet_valid: 'token has invalid claims: token is not valid yet',
  role: 'token has invalid claims: invalid role',
  sub: 'invalid claim: sub claim must be a UUID',
};

interface Pkce {
  challenge: string;
  method: 's256' | 'plain';
}

/** A verification token just used up, and whose it was. */
interface Consumed {
  user: UserRow;
  pkce: Pkce | null;
  kind: TokenKind;
}

export function authRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const auth = ctx.settings.auth;
  const now = (): Date => new Date(ctx.settings.now());

  app.onError((err, c) => {
    if (err instanceof AuthError) return authErrorResponse(c, err);
    logInternalError(ctx.settings.log, c, err);
    return authErrorResponse(
      c,
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  });

  // Echo the API version the client asked for, as GoTrue does, on every response.
  app.use('*', async (c, next) => {
    await next();
    if (wantsModernErrors(c)) c.header('X-Supabase-Api-Version', API_VERSION);
  });

  // The gateway's key check; the emailed verify link and the health check are open.
  app.use('*', async (c, next) => {
    const open = c.req.method === 'GET' && /\/(verify|health)$/.test(c.req.path);
    if (!open) {
      const denied = requireApiKey(c, ctx);
      if (denied) return denied;
    }
    return next();
  });

  // ---- request helpers ------------------------------------------------------------------

  async function body(c: Context): Promise<Record<string, unknown>> {
    const r = await readJson(c.req.raw, ctx.settings.maxJsonBody);
    if (!r.ok) {
      throw r.reason === 'too_large'
        ? new AuthError(413, 'validation_failed', 'Request body too large')
        : r.reason === 'too_deep'
          ? validationFailed(
              `Could not parse request body as JSON: nested more than ${MAX_JSON_DEPTH} levels deep`,
            )
          : validationFailed('Could not parse request body as JSON');
    }
    if (r.value === undefined) return {};
    if (!isObject(r.value))
      throw validationFailed('Could not parse request body as JSON: expected an object');
    // Postgres text and jsonb cannot hold NUL; refuse it here rather than fail in the database.
    if (JSON.stringify(r.value).includes('\\u0000'))
      throw validationFailed('Request body must not contain NUL characters');
    return r.value;
  }

  function optString(b: Record<string, unknown>, key: string): string | undefined {
    const v = b[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string')
      throw validationFailed(`Could not parse request body as JSON: ${key} must be a string`);
    return v;
  }

  function optObject(b: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
    const v = b[key];
    if (v === undefined || v === null) return undefined;
    if (!isObject(v))
      throw validationFailed(`Could not parse request body as JSON: ${key} must be an object`);
    return v;
  }

  function parseEmail(raw: string | undefined): string {
    const email = raw?.trim().toLowerCase() ?? '';
    if (email === '') throw validationFailed('An email address is required');
    if (email.length > 255) throw validationFailed('An email address is too long');
    if (!EMAIL.test(email)) throw validationFailed('Unable to validate email address: invalid format');
    return email;
  }

  function parsePkce(b: Record<string, unknown>): Pkce | null {
    const challenge = optString(b, 'code_challenge');
    const method = optString(b, 'code_challenge_method')?.toLowerCase();
    if (!challenge && !method) return null;
    if (!challenge || (method !== 's256' && method !== 'plain')) {
      throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
    }
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
      throw validationFailed('code challenge has to be between 43 and 128 characters');
    }
    return { challenge, method };
  }

  /** The client address every limit here counts (and sessions record): see client-address.ts. */
  const clientIp = (c: Context): string => clientAddress(c, ctx.settings.trustProxy);

  const clientInfo = (c: Context): ClientInfo => ({
    userAgent: c.req.header('user-agent') ?? null,
    ip: clientIp(c),
  });

  function take(key: string, limit: number, windowMs: number): void {
    if (!ctx.limiter.take(key, limit, windowMs)) throw requestRateLimit();
  }

  /**
   * GoTrue's requireAuthentication + maybeLoadUserOrSession: the token must verify (403 bad_jwt),
   * carry a sub (403) that is a UUID (400 bad_jwt), name a user that exists (403 user_not_found)
   * and a session that still exists (403 session_not_found; a malformed session_id is 403 bad_jwt).
   */
  async function requireUser(c: Context, tx: Tx): Promise<{ user: UserRow; sessionId: string }> {
    const token = bearerToken(c);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const r = verifyProjectToken(ctx, token);
    if (!r.ok) {
      throw new AuthError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${JWT_DETAIL[r.reason]}`,
      );
    }
    const { sub, session_id: sessionId } = r.claims;
    if (typeof sub !== 'string' || sub === '') {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    if (!UUID.test(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
    if (r.claims.role !== 'authenticated') {
      throw new AuthError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${JWT_DETAIL.role}`,
      );
    }
    const user = await findUserById(tx, sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (typeof sessionId === 'string' && sessionId !== '' && !UUID.test(sessionId)) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
    }
    if (typeof sessionId !== 'string' || !UUID.test(sessionId) || !(await sessionExists(tx, sessionId))) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user, sessionId };
  }

  // ---- emailed codes and links ---------------------------------------------------------

  function checkMailFrequency(lastSent: Date | null, at: Date): void {
    if (!lastSent) return;
    const waitMs = auth.emailMaxFrequency * 1000 - (at.getTime() - lastSent.getTime());
    if (waitMs > 0) throw emailFrequencyLimit(Math.ceil(waitMs / 1000));
  }

  /** The stored hashes a code typed with its address can match (GoTrue's isOtpValid). */
  const codeHashes = (email: string, code: string): string[] => {
    const tokenHash = otpTokenHash(email, code);
    return [hashToken(tokenHash), hashToken(`${PKCE_PREFIX}${tokenHash}`)];
  };

  /**
   * A new code and token hash for a mail, as GoTrue makes them: `otp_length` random digits, and
   * SHA-224(email + code) in hex, prefixed `pkce_` for PKCE flows. Only a SHA-256 of the token
   * hash is stored, one per user and kind: a new mail supersedes the previous one.
   */
  async function issueOtp(
    tx: Tx,
    user: UserRow,
    kind: TokenKind,
    pkce: Pkce | null,
    at: Date,
  ): Promise<{ otp: string; tokenHash: string }> {
    // A code that the user's other live token, or the one being replaced, already has is drawn
    // again (one chance in a million), so every code means exactly one mail.
    const taken = new Set(
      (
        await tx.query<{ token_hash: string }>(
          'select token_hash from auth.one_time_tokens where user_id = $1',
          [user.id],
        )
      ).rows.map((r) => r.token_hash),
    );
    let otp: string;
    do otp = newOtp(auth.otpLength);
    while (codeHashes(user.email, otp).some((h) => taken.has(h)));
    const tokenHash = `${pkce ? PKCE_PREFIX : ''}${otpTokenHash(user.email, otp)}`;
    await tx.query(
      `insert into auth.one_time_tokens
         (id, user_id, token_type, token_hash, relates_to, code_challenge, code_challenge_method,
          created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       on conflict (user_id, token_type) do update
         set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
             code_challenge = excluded.code_challenge,
             code_challenge_method = excluded.code_challenge_method,
             created_at = excluded.created_at, updated_at = excluded.updated_at`,
      [
        randomUUID(),
        user.id,
        kind,
        hashToken(tokenHash),
        user.email,
        pkce?.challenge ?? null,
        pkce?.method ?? null,
        at,
      ],
    );
    return { otp, tokenHash };
  }

  /** GoTrue's `{{ .ConfirmationURL }}`: the provider's one-time GET link. */
  function verifyLink(token: string, type: 'signup' | 'recovery', redirectTo: string): string {
    const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
    return `${ctx.apiUrl}/auth/v1/verify?${q.toString()}`;
  }

  const MAILS = {
    confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', type: 'signup' },
    recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', type: 'recovery' },
  } as const;

  /**
   * Sends a confirmation or recovery mail (within the per-address frequency and the hourly
   * quota), rendered from config.toml's template with GoTrue's variables.
   */
  async function sendMail(
    tx: Tx,
    user: UserRow,
    mail: MailKind,
    redirectTo: string,
    pkce: Pkce | null,
    at: Date,
  ): Promise<StoredMail> {
    const { token, sentAt, type } = MAILS[mail];
    checkMailFrequency(user[sentAt], at);
    if (!ctx.limiter.take('email:global', auth.rateLimits.emailSent, ONE_HOUR)) throw emailRateLimit();
    const { otp, tokenHash } = await issueOtp(tx, user, token, pkce, at);
    await tx.query(`update auth.users set ${sentAt} = $2, updated_at = $2 where id = $1`, [user.id, at]);
    const content = ctx.mailTemplates.render(mail, {
      SiteURL: auth.siteUrl,
      ConfirmationURL: verifyLink(tokenHash, type, redirectTo),
      Email: user.email,
      Token: otp,
      TokenHash: tokenHash,
      RedirectTo: redirectTo,
    });
    return ctx.mailer.store(tx, user.email, content, at);
  }

  /**
   * Consumes a live token (single use) whose stored hash is one of `hashes` and whose kind is
   * one of `kinds` (tried in that order), and confirms the address, as GoTrue's signup and
   * recovery verification both do. Null when there is none, or it is older than the OTP expiry.
   */
  async function consumeToken(
    tx: Tx,
    hashes: string[],
    kinds: TokenKind[],
    at: Date,
    userId: string | null = null,
  ): Promise<Consumed | null> {
    if (kinds.length === 0) return null;
    const r = await tx.query<{
      id: string;
      user_id: string;
      token_type: TokenKind;
      created_at: Date;
      code_challenge: string | null;
      code_challenge_method: 's256' | 'plain' | null;
    }>(
      `select id, user_id, token_type, created_at, code_challenge, code_challenge_method
       from auth.one_time_tokens
       where token_hash = any($1::text[]) and token_type = any($2::text[])
         and ($3::uuid is null or user_id = $3::uuid)
       for update`,
      [hashes, kinds, userId],
    );
    const row = kinds.map((k) => r.rows.find((t) => t.token_type === k)).find(Boolean);
    if (!row) return null;
    await tx.query('delete from auth.one_time_tokens where id = $1', [row.id]);
    if (row.created_at.getTime() + auth.otpExpiry * 1000 < at.getTime()) return null;
    const user = await findUserById(tx, row.user_id, true);
    if (!user) return null;
    if (!user.email_confirmed_at) {
      // GoTrue's user.Confirm clears the confirmation token: an address confirmed through a
      // recovery mail leaves no sign-up mail to use.
      await tx.query(
        `delete from auth.one_time_tokens where user_id = $1 and token_type = 'confirmation_token'`,
        [user.id],
      );
    }
    await confirmEmail(tx, user, at);
    const pkce =
      row.code_challenge && row.code_challenge_method
        ? { challenge: row.code_challenge, method: row.code_challenge_method }
        : null;
    return { user, pkce, kind: row.token_type };
  }

  /** A token hash from a link (`{{ .TokenHash }}`, or a ConfirmationURL's `token`). */
  const consumeTokenHash = (
    tx: Tx,
    tokenHash: string,
    type: VerifyType,
    at: Date,
  ): Promise<Consumed | null> => consumeToken(tx, [hashToken(tokenHash)], TOKEN_KINDS[type], at);

  /** A code typed with its address (`{{ .Token }}`). */
  async function consumeCode(
    tx: Tx,
    email: string,
    code: string,
    type: VerifyType,
    at: Date,
  ): Promise<Consumed | null> {
    const user = await findUserByEmail(tx, email, true);
    if (!user) return null;
    return consumeToken(tx, codeHashes(email, code), TOKEN_KINDS[type], at, user.id);
  }

  /** The type a verification is reported as: GoTrue resolves `email` to what the token was for. */
  const resolvedType = (type: VerifyType, kind: TokenKind): VerifyType =>
    type === 'email' ? (kind === 'recovery_token' ? 'magiclink' : 'signup') : type;

  async function signedInSession(
    tx: Tx,
    c: Context,
    userId: string,
    method: AuthMethod,
    at: Date,
  ): Promise<Awaited<ReturnType<typeof createSession>>> {
    await recordSignIn(tx, userId, at);
    const fresh = await findUserById(tx, userId);
    if (!fresh) throw new AuthError(400, 'user_not_found', 'User not found');
    return createSession(tx, ctx, fresh, method, clientInfo(c));
  }

  // ---- routes -----------------------------------------------------------------------------

  app.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );

  app.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        email: true,
        facebook: false,
        github: false,
        gitlab: false,
        google: false,
        phone: false,
        saml: false,
      },
      disable_signup: !auth.enableSignup,
      mailer_autoconfirm: !auth.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  // HS256 keys are never published; supabase-js then verifies through GET /user.
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ keys: [] });
  });

  app.post('/signup', async (c) => {
    const b = await body(c);
    if (!auth.enableSignup)
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    const rawEmail = optString(b, 'email');
    if (!rawEmail && optString(b, 'phone')) {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    const email = parseEmail(rawEmail);
    const password = optString(b, 'password') ?? '';
    const data = optObject(b, 'data') ?? {};
    const pkce = parsePkce(b);
    if (password === '') throw validationFailed('Signup requires a valid password');
    assertPasswordAcceptable(password, auth.minimumPasswordLength);
    take(`signin:ip:${clientIp(c)}`, auth.rateLimits.signInSignUps, FIVE_MINUTES);
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), auth);
    const passwordHash = await hashPassword(password, auth.bcryptCost);
    const at = now();

    const outcome = await ctx.db.admin(async (tx) => {
      const existing = await findUserByEmail(tx, email, true);
      if (existing && (existing.email_confirmed_at || !auth.enableConfirmations)) {
        if (!auth.enableConfirmations) {
          throw new AuthError(422, 'user_already_exists', 'User already registered');
        }
        // Confirmed address: look like a fresh sign-up, send nothing.
        return { json: obfuscatedUserJson(email, data, at), mail: null };
      }
      const user = existing ?? (await createUser(tx, { email, passwordHash, data, now: at }));
      if (!auth.enableConfirmations) {
        await confirmEmail(tx, user, at);
        return { json: await signedInSession(tx, c, user.id, 'password', at), mail: null };
      }
      // New or still unconfirmed: (re)send the confirmation link; the request's password and
      // data are ignored for an existing account.
      const mail = await sendMail(tx, user, 'confirmation', redirectTo, pkce, at);
      return { json: await loadUserJson(tx, user.id), mail };
    });
    if (outcome.mail) ctx.mailer.forward(outcome.mail);
    return c.json(outcome.json);
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const b = await body(c);
    const at = now();

    if (grant === 'password') {
      const rawEmail = optString(b, 'email');
      const password = optString(b, 'password') ?? '';
      if (!rawEmail) {
        if (optString(b, 'phone'))
          throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
        throw validationFailed('An email address or phone number is required');
      }
      const email = rawEmail.trim().toLowerCase();
      take(`signin:ip:${clientIp(c)}`, auth.rateLimits.signInSignUps, FIVE_MINUTES);
      take(`signin:email:${email}`, auth.rateLimits.signInSignUps, FIVE_MINUTES);
      const user = await ctx.db.admin((tx) => findUserByEmail(tx, email));
      const ok = await checkPassword(password, user?.encrypted_password, auth.bcryptCost);
      if (!user || !ok) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
      // Checked after the password, so an unconfirmed address is not revealed to a guesser.
      if (auth.enableConfirmations && !user.email_confirmed_at) {
        throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      }
      if (user.banned_until && user.banned_until > at)
        throw new AuthError(400, 'user_banned', 'User is banned');
      const session = await ctx.db.admin((tx) => signedInSession(tx, c, user.id, 'password', at));
      const reasons = weakPasswordReasons(password, auth.minimumPasswordLength);
      if (reasons.length > 0) {
        session.weak_password = {
          message: `Password should be at least ${auth.minimumPasswordLength} characters.`,
          reasons,
        };
      }
      return c.json(session);
    }

    if (grant === 'refresh_token') {
      const token = optString(b, 'refresh_token');
      if (!token)
        return c.json({ error: 'invalid_request', error_description: 'refresh_token required' }, 400);
      take(`refresh:ip:${clientIp(c)}`, auth.rateLimits.tokenRefresh, FIVE_MINUTES);
      const result = await ctx.db.admin((tx) => refreshSession(tx, ctx, token));
      if (result instanceof AuthError) throw result;
      return c.json(result);
    }

    if (grant === 'pkce') {
      const code = optString(b, 'auth_code');
      const verifier = optString(b, 'code_verifier');
      if (!code || !verifier) {
        throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
      }
      take(`verify:ip:${clientIp(c)}`, auth.rateLimits.tokenVerifications, FIVE_MINUTES);
      const session = await ctx.db.admin(async (tx) => {
        const r = await tx.query<{
          id: string;
          user_id: string;
          code_challenge: string;
          code_challenge_method: string;
          authentication_method: string;
          auth_code_issued_at: Date;
        }>(
          `select id, user_id, code_challenge, code_challenge_method, authentication_method,
                  auth_code_issued_at
           from auth.flow_state where auth_code = $1 for update`,
          [code],
        );
        const flow = r.rows[0];
        if (!flow)
          throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        if (flow.auth_code_issued_at.getTime() + PKCE_FLOW_LIFETIME_MS < at.getTime()) {
          throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
        }
        const expected =
          flow.code_challenge_method === 's256'
            ? createHash('sha256').update(verifier).digest('base64url')
            : verifier;
        if (expected !== flow.code_challenge) {
          throw new AuthError(
            400,
            'bad_code_verifier',
            'code challenge does not match previously saved code verifier',
          );
        }
        await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
        const method = flow.authentication_method === 'recovery' ? 'recovery' : 'otp';
        return signedInSession(tx, c, flow.user_id, method, at);
      });
      return c.json(session);
    }

    throw validationFailed('unsupported_grant_type');
  });

  /** GET /verify answers by redirecting the browser, errors included. */
  app.get('/verify', async (c) => {
    const token = c.req.query('token') ?? c.req.query('token_hash');
    const type = c.req.query('type');
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), auth);
    const pkceLink = token?.startsWith(PKCE_PREFIX) ?? false;

    const fail = (status: number, code: string, description: string): Response => {
      const params = new URLSearchParams();
      const oauthError: Record<number, string> = {
        400: 'invalid_request',
        401: 'unauthorized_client',
        403: 'access_denied',
        500: 'server_error',
        503: 'temporarily_unavailable',
      };
      if (oauthError[status]) params.set('error', oauthError[status]);
      params.set('error_code', code);
      params.set('error_description', description);
      const base = redirectTo.split('#')[0]!;
      let target = base;
      if (pkceLink) {
        const url = new URL(base);
        for (const [k, v] of params) url.searchParams.set(k, v);
        target = url.toString();
      }
      params.set('sb', '');
      return c.redirect(`${target}#${params.toString()}`, 303);
    };

    if (!ctx.limiter.take(`verify:ip:${clientIp(c)}`, auth.rateLimits.tokenVerifications, FIVE_MINUTES)) {
      return fail(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    if (!token) return fail(400, 'validation_failed', 'Verify requires a token or a token hash');
    if (!VERIFY_TYPES.includes(type as VerifyType)) {
      return fail(400, 'validation_failed', 'Verify requires a verification type');
    }
    const at = now();
    const outcome = await ctx.db.admin(async (tx) => {
      const consumed = await consumeTokenHash(tx, token, type as VerifyType, at);
      if (!consumed) return null;
      const verifyType = resolvedType(type as VerifyType, consumed.kind);
      if (consumed.pkce) {
        const authCode = randomUUID();
        await tx.query(
          `insert into auth.flow_state
             (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
              authentication_method, created_at, updated_at, auth_code_issued_at)
           values ($1, $2, $3, $4, $5, 'email', $6, $7, $7, $7)`,
          [
            randomUUID(),
            consumed.user.id,
            authCode,
            consumed.pkce.method,
            consumed.pkce.challenge,
            verifyType === 'recovery' ? 'recovery' : 'email/signup',
            at,
          ],
        );
        return { kind: 'code' as const, code: authCode };
      }
      const method = verifyType === 'recovery' ? 'recovery' : 'otp';
      return {
        kind: 'session' as const,
        verifyType,
        session: await signedInSession(tx, c, consumed.user.id, method, at),
      };
    });
    if (!outcome) return fail(403, 'otp_expired', 'Email link is invalid or has expired');
    if (outcome.kind === 'code') {
      const url = new URL(redirectTo.split('#')[0]!);
      url.searchParams.set('code', outcome.code);
      return c.redirect(url.toString(), 303);
    }
    const s = outcome.session;
    const fragment = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      sb: '',
      token_type: s.token_type,
      type: outcome.verifyType,
    });
    return c.redirect(`${redirectTo.split('#')[0]!}#${fragment.toString()}`, 303);
  });

  /**
   * POST /verify (verifyOtp): `{ token_hash, type }` from a mail's button, or `{ email, token,
   * type }` with the mailed code. Answers with the session as JSON. Validation and messages are
   * GoTrue's; a code is also limited per address (codeAttempts wrong codes an hour), since it has
   * only a million values.
   */
  app.post('/verify', async (c) => {
    const b = await body(c);
    const type = optString(b, 'type');
    const tokenHash = optString(b, 'token_hash');
    const code = optString(b, 'token');
    const rawEmail = optString(b, 'email');
    const phone = optString(b, 'phone');
    if (!type) throw validationFailed('Verify requires a verification type');
    if (!tokenHash === !code) throw validationFailed('Verify requires either a token or a token hash');
    let email: string | null = null;
    if (code) {
      if (phone && !rawEmail)
        throw new AuthError(400, 'phone_provider_disabled', 'Phone provider is disabled');
      if (!rawEmail || phone) {
        throw validationFailed('Only an email address or phone number should be provided on verify');
      }
      email = rawEmail.trim().toLowerCase();
      if (email.length > 255 || !EMAIL.test(email)) {
        throw new AuthError(422, 'validation_failed', 'Invalid email format');
      }
    } else if (rawEmail || phone || optString(b, 'redirect_to')) {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    if (!VERIFY_TYPES.includes(type as VerifyType)) throw validationFailed('Invalid email verification type');
    const verifyType = type as VerifyType;
    take(`verify:ip:${clientIp(c)}`, auth.rateLimits.tokenVerifications, FIVE_MINUTES);
    // Counted before the check (so a burst in parallel cannot slip past), taken back when right.
    const attempts = email ? `verify:code:${email}` : null;
    if (attempts) take(attempts, auth.rateLimits.codeAttempts, ONE_HOUR);
    const at = now();
    const session = await ctx.db.admin(async (tx) => {
      const consumed =
        email && code
          ? await consumeCode(tx, email, code, verifyType, at)
          : await consumeTokenHash(tx, tokenHash!, verifyType, at);
      if (!consumed) return null;
      const method = resolvedType(verifyType, consumed.kind) === 'recovery' ? 'recovery' : 'otp';
      return signedInSession(tx, c, consumed.user.id, method, at);
    });
    if (!session) {
      throw email
        ? new AuthError(403, 'otp_expired', 'Token has expired or is invalid')
        : new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    }
    if (attempts) ctx.limiter.release(attempts);
    return c.json(session);
  });

  app.get('/user', async (c) => {
    const json = await ctx.db.admin(async (tx) => {
      const { user } = await requireUser(c, tx);
      return loadUserJson(tx, user.id);
    });
    return c.json(json);
  });

  app.put('/user', async (c) => {
    const { user, sessionId } = await ctx.db.admin((tx) => requireUser(c, tx));
    const b = await body(c);
    const password = optString(b, 'password');
    const data = optObject(b, 'data');
    const email = optString(b, 'email');
    if (email !== undefined && email.trim().toLowerCase() !== user.email) {
      throw validationFailed('Changing the email address is not supported by the local backend');
    }
    if (optString(b, 'phone'))
      throw new AuthError(400, 'phone_provider_disabled', 'Phone provider is disabled');
    let newHash: string | null = null;
    if (password !== undefined) {
      assertPasswordAcceptable(password, auth.minimumPasswordLength);
      if (await checkPassword(password, user.encrypted_password, auth.bcryptCost)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      newHash = await hashPassword(password, auth.bcryptCost);
    }
    const at = now();
    const json = await ctx.db.admin(async (tx) => {
      if (newHash) {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = $3 where id = $1', [
          user.id,
          newHash,
          at,
        ]);
        // A new password ends every other session, as GoTrue does.
        await endSessions(tx, user.id, sessionId, 'others');
      }
      if (data) {
        // Keys set to null are removed; others are merged into the existing metadata.
        const remove = Object.keys(data).filter((k) => data[k] === null);
        await tx.query(
          `update auth.users
           set raw_user_meta_data = (raw_user_meta_data || $2::jsonb) - $3::text[], updated_at = $4
           where id = $1`,
          [user.id, JSON.stringify(data), remove, at],
        );
      }
      return loadUserJson(tx, user.id);
    });
    return c.json(json);
  });

  app.post('/logout', async (c) => {
    await ctx.db.admin(async (tx) => {
      const { user, sessionId } = await requireUser(c, tx);
      const scope = c.req.query('scope') ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        throw validationFailed(`Unsupported logout scope "${scope}"`);
      }
      await endSessions(tx, user.id, sessionId, scope);
    });
    return c.body(null, 204);
  });

  app.post('/resend', async (c) => {
    const b = await body(c);
    const type = optString(b, 'type');
    if (type === 'sms' || type === 'phone_change') {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone provider is disabled');
    }
    if (type !== 'signup' && type !== 'email_change') {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = parseEmail(optString(b, 'email'));
    const pkce = parsePkce(b);
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), auth);
    if (type === 'email_change') return c.json({}); // no pending email changes exist here
    const at = now();
    // Unknown and already confirmed addresses get the same answer: nothing is revealed.
    const mail = await ctx.db.admin(async (tx) => {
      const user = await findUserByEmail(tx, email, true);
      if (!user || user.email_confirmed_at) return null;
      return sendMail(tx, user, 'confirmation', redirectTo, pkce, at);
    });
    if (mail) ctx.mailer.forward(mail);
    return c.json({});
  });

  app.post('/recover', async (c) => {
    const b = await body(c);
    const email = parseEmail(optString(b, 'email'));
    const pkce = parsePkce(b);
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), auth);
    const at = now();
    const mail = await ctx.db.admin(async (tx) => {
      const user = await findUserByEmail(tx, email, true);
      if (!user) return null;
      return sendMail(tx, user, 'recovery', redirectTo, pkce, at);
    });
    if (mail) ctx.mailer.forward(mail);
    return c.json({});
  });

  // Known paths with another method: 405. Anything else under /auth/v1: 404.
  const known = [
    '/signup',
    '/token',
    '/verify',
    '/user',
    '/logout',
    '/resend',
    '/recover',
    '/settings',
    '/health',
  ];
  app.all('*', (c) => {
    const path = c.req.path.replace(/^\/auth\/v1/, '');
    if (known.includes(path)) {
      return authErrorResponse(c, new AuthError(405, 'method_not_allowed', 'Method Not Allowed'));
    }
    return authErrorResponse(c, new AuthError(404, 'not_found', 'Not Found'));
  });

  return app;
}
