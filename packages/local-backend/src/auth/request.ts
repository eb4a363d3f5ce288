// Request parsing shared by the /auth/v1 endpoints: the JSON body and its fields as GoTrue
// validates them, the client's address, and the per-client rate limits.
import type { Context } from 'hono';
import { isObject, MAX_JSON_DEPTH, readJson } from '../http/body.ts';
import { clientAddress } from '../http/client-address.ts';
import type { AuthContext } from './context.ts';
import { AuthError, requestRateLimit, validationFailed } from './errors.ts';
import type { ClientInfo } from './sessions.ts';

type Body = Record<string, unknown>;

// eslint-disable-next-line no-control-regex -- control characters are exactly what it excludes
export const EMAIL = /^[^\s@\x00-\x1f]+@[^\s@\x00-\x1f]+\.[^\s@\x00-\x1f]+$/;

export interface Pkce {
  challenge: string;
  method: 's256' | 'plain';
}

/** The request's JSON object (an empty body is `{}`), refused as GoTrue refuses it. */
export async function readBody(c: Context, ctx: AuthContext): Promise<Body> {
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
  if (!isObject(r.value)) throw validationFailed('Could not parse request body as JSON: expected an object');
  // Postgres text and jsonb cannot hold NUL; refuse it here rather than fail in the database.
  if (JSON.stringify(r.value).includes('\\u0000'))
    throw validationFailed('Request body must not contain NUL characters');
  return r.value;
}

export function optString(b: Body, key: string): string | undefined {
  const v = b[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string')
    throw validationFailed(`Could not parse request body as JSON: ${key} must be a string`);
  return v;
}

export function optObject(b: Body, key: string): Body | undefined {
  const v = b[key];
  if (v === undefined || v === null) return undefined;
  if (!isObject(v)) throw validationFailed(`Could not parse request body as JSON: ${key} must be an object`);
  return v;
}

export function parseEmail(raw: string | undefined): string {
  const email = raw?.trim().toLowerCase() ?? '';
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email;
}

export function parsePkce(b: Body): Pkce | null {
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
export const clientIp = (c: Context, ctx: AuthContext): string => clientAddress(c, ctx.settings.trustProxy);

export const clientInfo = (c: Context, ctx: AuthContext): ClientInfo => ({
  userAgent: c.req.header('user-agent') ?? null,
  ip: clientIp(c, ctx),
});

/** Counts one request against a limit; over it, GoTrue's 429 over_request_rate_limit. */
export function take(ctx: AuthContext, key: string, limit: number, windowMs: number): void {
  if (!ctx.limiter.take(key, limit, windowMs)) throw requestRateLimit();
}

export const now = (ctx: AuthContext): Date => new Date(ctx.settings.now());
