// Sessions, access tokens and refresh tokens. Access tokens are HS256 JWTs with GoTrue's
// claims; refresh tokens are opaque, stored hashed, rotated on every use. Using a rotated token
// again after the reuse interval revokes the whole session (token-theft detection).
import { randomUUID } from 'node:crypto';
import { nowSeconds, type AppContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { AuthError } from './errors.ts';
import { signJwt } from '../http/jwt.ts';
import { hashToken, newRefreshToken } from './tokens.ts';
import { findIdentities, findUserById, recordSignIn, userJson, type UserRow } from './users.ts';

export type AuthMethod = 'password' | 'otp' | 'recovery' | 'email/signup';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

async function amrOf(tx: Tx, sessionId: string): Promise<{ method: string; timestamp: number }[]> {
  const r = await tx.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims
     where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return r.rows.map((row) => ({
    method: row.authentication_method,
    timestamp: Math.floor(row.updated_at.getTime() / 1000),
  }));
}

async function tokenResponse(
  tx: Tx,
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const iat = nowSeconds(ctx);
  const expiresIn = ctx.settings.auth.jwtExpiry;
  const json = userJson(user, await findIdentities(tx, user.id));
  const accessToken = signJwt(
    {
      iss: `${ctx.apiUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp: iat + expiresIn,
      iat,
      email: user.email,
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: await amrOf(tx, sessionId),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ctx.secrets.jwtSecret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: iat + expiresIn,
    refresh_token: refreshToken,
    user: json,
  };
}

async function insertRefreshToken(
  tx: Tx,
  userId: string,
  sessionId: string,
  parentHash: string | null,
  now: Date,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent, created_at, updated_at)
     values ($1, $2, $3, false, $4, $5, $5)`,
    [hashToken(token), userId, sessionId, parentHash, now],
  );
  return token;
}

/** Starts a session for `user` (already loaded after any updates) and issues its tokens. */
async function createSession(
  tx: Tx,
  ctx: AppContext,
  user: UserRow,
  method: AuthMethod,
  client: ClientInfo,
): Promise<TokenResponse> {
  const now = new Date(ctx.settings.now());
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5)`,
    [sessionId, user.id, now, client.userAgent?.slice(0, 512) ?? null, client.ip],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $4)`,
    [randomUUID(), sessionId, method, now],
  );
  const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null, now);
  return tokenResponse(tx, ctx, user, sessionId, refreshToken);
}

/** Records a sign-in and starts a session for the user, reloaded so the answer shows the sign-in. */
export async function signIn(
  tx: Tx,
  ctx: AppContext,
  userId: string,
  method: AuthMethod,
  client: ClientInfo,
  at: Date,
): Promise<TokenResponse> {
  await recordSignIn(tx, userId, at);
  const fresh = await findUserById(tx, userId);
  if (!fresh) throw new AuthError(400, 'user_not_found', 'User not found');
  return createSession(tx, ctx, fresh, method, client);
}

interface RefreshRow {
  id: string;
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  updated_at: Date;
}

/**
 * The refresh_token grant. Throws the GoTrue errors for unknown or orphaned tokens; a reused
 * token's error is returned instead, so that the session's revocation still commits.
 */
export async function refreshSession(
  tx: Tx,
  ctx: AppContext,
  refreshToken: string,
): Promise<TokenResponse | AuthError> {
  const now = new Date(ctx.settings.now());
  const r = await tx.query<RefreshRow>(
    `select id, token, user_id, session_id, revoked, updated_at from auth.refresh_tokens
     where token = $1 for update`,
    [hashToken(refreshToken)],
  );
  const row = r.rows[0];
  if (!row) {
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  if (row.revoked) {
    const graceMs = ctx.settings.auth.refreshTokenReuseInterval * 1000;
    if (now.getTime() - row.updated_at.getTime() > graceMs) {
      // Reuse of a rotated token: someone else may hold the chain. End the session.
      await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
      return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    // Inside the reuse interval (e.g. two tabs refreshing at once): issue a sibling token.
  } else {
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [
      row.id,
      now,
    ]);
  }
  const user = await findUserById(tx, row.user_id);
  if (!user) {
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  if (user.banned_until && user.banned_until > now) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  await tx.query('update auth.sessions set refreshed_at = $2, updated_at = $2 where id = $1', [
    row.session_id,
    now,
  ]);
  const next = await insertRefreshToken(tx, row.user_id, row.session_id, row.token, now);
  return tokenResponse(tx, ctx, user, row.session_id, next);
}

export async function sessionExists(tx: Tx, sessionId: string): Promise<boolean> {
  const r = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return r.rows.length > 0;
}

/** logout: `local` ends this session, `others` the user's other sessions, `global` all. */
export async function endSessions(
  tx: Tx,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'local') {
    await tx.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  } else {
    await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}
