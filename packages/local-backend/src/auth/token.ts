// POST /token: the password, refresh_token and pkce grants.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { AuthError, phoneDisabled, validationFailed } from './errors.ts';
import { checkPassword, weakPasswordReasons } from './passwords.ts';
import { FIVE_MINUTES } from './rate-limit.ts';
import { clientInfo, clientIp, now, optString, readBody, take } from './request.ts';
import { refreshSession, signIn } from './sessions.ts';
import { findUserByEmail } from './users.ts';

type Body = Record<string, unknown>;

const PKCE_FLOW_LIFETIME_MS = 300_000;

export async function token(c: Context, ctx: AuthContext): Promise<Response> {
  const grant = c.req.query('grant_type');
  const b = await readBody(c, ctx);
  if (grant === 'password') return passwordGrant(c, ctx, b);
  if (grant === 'refresh_token') return refreshGrant(c, ctx, b);
  if (grant === 'pkce') return pkceGrant(c, ctx, b);
  throw validationFailed('unsupported_grant_type');
}

async function passwordGrant(c: Context, ctx: AuthContext, b: Body): Promise<Response> {
  const auth = ctx.settings.auth;
  const at = now(ctx);
  const rawEmail = optString(b, 'email');
  const password = optString(b, 'password') ?? '';
  if (!rawEmail) {
    if (optString(b, 'phone')) throw phoneDisabled('Phone logins are disabled');
    throw validationFailed('An email address or phone number is required');
  }
  const email = rawEmail.trim().toLowerCase();
  take(ctx, `signin:ip:${clientIp(c, ctx)}`, auth.rateLimits.signInSignUps, FIVE_MINUTES);
  take(ctx, `signin:email:${email}`, auth.rateLimits.signInSignUps, FIVE_MINUTES);
  const user = await ctx.db.admin((tx) => findUserByEmail(tx, email));
  const ok = await checkPassword(password, user?.encrypted_password, auth.bcryptCost);
  if (!user || !ok) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  // Checked after the password, so an unconfirmed address is not revealed to a guesser.
  if (auth.enableConfirmations && !user.email_confirmed_at) {
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  }
  if (user.banned_until && user.banned_until > at) throw new AuthError(400, 'user_banned', 'User is banned');
  const session = await ctx.db.admin((tx) => signIn(tx, ctx, user.id, 'password', clientInfo(c, ctx), at));
  const reasons = weakPasswordReasons(password, auth.minimumPasswordLength);
  if (reasons.length > 0) {
    session.weak_password = {
      message: `Password should be at least ${auth.minimumPasswordLength} characters.`,
      reasons,
    };
  }
  return c.json(session);
}

async function refreshGrant(c: Context, ctx: AuthContext, b: Body): Promise<Response> {
  const token = optString(b, 'refresh_token');
  if (!token) return c.json({ error: 'invalid_request', error_description: 'refresh_token required' }, 400);
  take(ctx, `refresh:ip:${clientIp(c, ctx)}`, ctx.settings.auth.rateLimits.tokenRefresh, FIVE_MINUTES);
  const result = await ctx.db.admin((tx) => refreshSession(tx, ctx, token));
  if (result instanceof AuthError) throw result;
  return c.json(result);
}

/** Exchanges the code a PKCE link redirected with (see verify.ts) for a session. */
async function pkceGrant(c: Context, ctx: AuthContext, b: Body): Promise<Response> {
  const at = now(ctx);
  const code = optString(b, 'auth_code');
  const verifier = optString(b, 'code_verifier');
  if (!code || !verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  take(ctx, `verify:ip:${clientIp(c, ctx)}`, ctx.settings.auth.rateLimits.tokenVerifications, FIVE_MINUTES);
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
    return signIn(tx, ctx, flow.user_id, method, clientInfo(c, ctx), at);
  });
  return c.json(session);
}
