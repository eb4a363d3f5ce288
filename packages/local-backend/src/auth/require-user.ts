// GoTrue's requireAuthentication + maybeLoadUserOrSession, for the endpoints that act on the
// signed-in user (/user, /logout).
import type { Context } from 'hono';
import type { Tx } from '../db/database.ts';
import { bearerToken, verifyProjectToken } from '../http/gateway.ts';
import type { JwtFailure } from '../http/jwt.ts';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const JWT_DETAIL: Record<JwtFailure | 'role' | 'sub', string> = {
  malformed: 'token is malformed',
  algorithm: 'token is unverifiable: signing method is invalid',
  signature: 'token signature is invalid: signature is invalid',
  expired: 'token has invalid claims: token is expired',
  not_yet_valid: 'token has invalid claims: token is not valid yet',
  role: 'token has invalid claims: invalid role',
  sub: 'invalid claim: sub claim must be a UUID',
};

const badJwt = (status: 400 | 403, message: string): AuthError => new AuthError(status, 'bad_jwt', message);

/**
 * The token must verify (403 bad_jwt), carry a sub (403) that is a UUID (400 bad_jwt), name a user
 * that exists (403 user_not_found) and a session that still exists (403 session_not_found; a
 * malformed session_id is 403 bad_jwt).
 */
export async function requireUser(
  c: Context,
  ctx: AuthContext,
  tx: Tx,
): Promise<{ user: UserRow; sessionId: string }> {
  const token = bearerToken(c);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const r = verifyProjectToken(ctx, token);
  if (!r.ok) throw badJwt(403, `invalid JWT: unable to parse or verify signature, ${JWT_DETAIL[r.reason]}`);
  const { sub, session_id: sessionId } = r.claims;
  if (typeof sub !== 'string' || sub === '') throw badJwt(403, 'invalid claim: missing sub claim');
  if (!UUID.test(sub)) throw badJwt(400, 'invalid claim: sub claim must be a UUID');
  if (r.claims.role !== 'authenticated') {
    throw badJwt(403, `invalid JWT: unable to parse or verify signature, ${JWT_DETAIL.role}`);
  }
  const user = await findUserById(tx, sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (typeof sessionId === 'string' && sessionId !== '' && !UUID.test(sessionId)) {
    throw badJwt(403, 'invalid claim: session_id claim must be a UUID');
  }
  if (typeof sessionId !== 'string' || !UUID.test(sessionId) || !(await sessionExists(tx, sessionId))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId };
}
