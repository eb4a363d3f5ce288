// GET /verify (the mail's link, answered by redirecting the browser) and POST /verify (verifyOtp:
// a mail's token hash, or the mailed code with its address).
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { AuthError, phoneDisabled, validationFailed } from './errors.ts';
import {
  consumeCode,
  consumeTokenHash,
  isVerifyType,
  resolvedType,
  signInMethod,
} from './one-time-tokens.ts';
import { FIVE_MINUTES, ONE_HOUR } from './rate-limit.ts';
import { resolveRedirect } from './redirect.ts';
import { clientInfo, clientIp, EMAIL, now, optString, readBody, take } from './request.ts';
import { signIn } from './sessions.ts';
import { PKCE_PREFIX } from './tokens.ts';

const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GET /verify answers by redirecting the browser, errors included. */
export async function verifyLink(c: Context, ctx: AuthContext): Promise<Response> {
  const auth = ctx.settings.auth;
  const token = c.req.query('token') ?? c.req.query('token_hash');
  const type = c.req.query('type');
  const redirectTo = resolveRedirect(c.req.query('redirect_to'), auth);
  const base = redirectTo.split('#')[0]!;
  const pkceLink = token?.startsWith(PKCE_PREFIX) ?? false;

  const fail = (status: number, code: string, description: string): Response => {
    const params = new URLSearchParams();
    if (OAUTH_ERROR[status]) params.set('error', OAUTH_ERROR[status]);
    params.set('error_code', code);
    params.set('error_description', description);
    let target = base;
    if (pkceLink) {
      const url = new URL(base);
      for (const [k, v] of params) url.searchParams.set(k, v);
      target = url.toString();
    }
    params.set('sb', '');
    return c.redirect(`${target}#${params.toString()}`, 303);
  };

  if (!ctx.limiter.take(`verify:ip:${clientIp(c, ctx)}`, auth.rateLimits.tokenVerifications, FIVE_MINUTES)) {
    return fail(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
  if (!token) return fail(400, 'validation_failed', 'Verify requires a token or a token hash');
  if (!isVerifyType(type)) return fail(400, 'validation_failed', 'Verify requires a verification type');
  const at = now(ctx);
  const outcome = await ctx.db.admin(async (tx) => {
    const consumed = await consumeTokenHash(tx, token, type, auth.otpExpiry, at);
    if (!consumed) return null;
    const verifyType = resolvedType(type, consumed.kind);
    if (consumed.pkce) {
      // A PKCE link redirects with a code, exchanged for the session by POST /token (pkce grant).
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
    const method = signInMethod(type, consumed.kind);
    return {
      kind: 'session' as const,
      verifyType,
      session: await signIn(tx, ctx, consumed.user.id, method, clientInfo(c, ctx), at),
    };
  });
  if (!outcome) return fail(403, 'otp_expired', 'Email link is invalid or has expired');
  if (outcome.kind === 'code') {
    const url = new URL(base);
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
  return c.redirect(`${base}#${fragment.toString()}`, 303);
}

/**
 * POST /verify (verifyOtp): `{ token_hash, type }` from a mail's button, or `{ email, token,
 * type }` with the mailed code. Answers with the session as JSON. Validation and messages are
 * GoTrue's; a code is also limited per address (codeAttempts wrong codes an hour), since it has
 * only a million values.
 */
export async function verifyOtp(c: Context, ctx: AuthContext): Promise<Response> {
  const auth = ctx.settings.auth;
  const b = await readBody(c, ctx);
  const type = optString(b, 'type');
  const tokenHash = optString(b, 'token_hash');
  const code = optString(b, 'token');
  const rawEmail = optString(b, 'email');
  const phone = optString(b, 'phone');
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!tokenHash === !code) throw validationFailed('Verify requires either a token or a token hash');
  let email: string | null = null;
  if (code) {
    if (phone && !rawEmail) throw phoneDisabled();
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
  if (!isVerifyType(type)) throw validationFailed('Invalid email verification type');
  take(ctx, `verify:ip:${clientIp(c, ctx)}`, auth.rateLimits.tokenVerifications, FIVE_MINUTES);
  // Counted before the check (so a burst in parallel cannot slip past), taken back when right.
  const attempts = email ? `verify:code:${email}` : null;
  if (attempts) take(ctx, attempts, auth.rateLimits.codeAttempts, ONE_HOUR);
  const at = now(ctx);
  const session = await ctx.db.admin(async (tx) => {
    const consumed =
      email && code
        ? await consumeCode(tx, email, code, type, auth.otpExpiry, at)
        : await consumeTokenHash(tx, tokenHash!, type, auth.otpExpiry, at);
    if (!consumed) return null;
    return signIn(tx, ctx, consumed.user.id, signInMethod(type, consumed.kind), clientInfo(c, ctx), at);
  });
  if (!session) {
    throw new AuthError(
      403,
      'otp_expired',
      email ? 'Token has expired or is invalid' : 'Email link is invalid or has expired',
    );
  }
  if (attempts) ctx.limiter.release(attempts);
  return c.json(session);
}
