// What hosted Supabase's API gateway and PostgREST/storage-api do with keys and tokens:
// an `apikey` must be one of the project's keys, and the request runs as the role of the
// bearer token (or of the key when there is no bearer token).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { ApiRole, RequestClaims } from '../db/database.ts';
import { verifyJwt, type JwtFailure } from './jwt.ts';

/** The project's keys: the JWT secret, and the anon and service-role keys signed with it. */
export interface ProjectKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** What the gateway checks need of the server: its keys and its clock. */
export interface GatewayContext {
  secrets: ProjectKeys;
  settings: { now(): number };
}

const ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ClaimsResult =
  { ok: true; claims: RequestClaims } | { ok: false; reason: JwtFailure | 'role' | 'sub' };

/** Verifies a JWT signed with the project secret: unexpired, with one of the API roles. */
export function verifyProjectToken(ctx: GatewayContext, token: string): ClaimsResult {
  const r = verifyJwt(token, ctx.secrets.jwtSecret, Math.floor(ctx.settings.now() / 1000));
  if (!r.ok) return r;
  const role = r.payload.role;
  if (typeof role !== 'string' || !ROLES.includes(role as ApiRole)) {
    return { ok: false, reason: 'role' };
  }
  return { ok: true, claims: r.payload as RequestClaims };
}

/** Verifies a JWT meant for REST and storage: a project token, with a UUID sub for users. */
export function verifyApiToken(ctx: GatewayContext, token: string): ClaimsResult {
  const r = verifyProjectToken(ctx, token);
  if (!r.ok) return r;
  const { role, sub } = r.claims;
  if (role === 'authenticated' && !(typeof sub === 'string' && UUID.test(sub))) {
    return { ok: false, reason: 'sub' };
  }
  return r;
}

/** The token of `Authorization: Bearer <token>`, or null when absent or not a bearer. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const m = /^bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : null;
}

function apiKeyOf(c: Context): string | null {
  return c.req.header('apikey') ?? c.req.query('apikey') ?? null;
}

/**
 * Compares a secret in constant time: both sides are hashed first, so neither the position of
 * the first differing character nor the length of the guess shows in the time taken.
 */
export function sameSecret(given: string, secret: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b) && given.length === secret.length;
}

/**
 * The gateway check. Returns a 401 response (gateway-shaped, as hosted answers) when the
 * request carries no valid project key; null when it may pass.
 */
export function requireApiKey(c: Context, ctx: GatewayContext): Response | null {
  const key = apiKeyOf(c);
  if (key === null) {
    return c.json(
      {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
      401,
    );
  }
  // Both compared every time (no short cut on the first match).
  const anon = sameSecret(key, ctx.secrets.anonKey);
  const service = sameSecret(key, ctx.secrets.serviceRoleKey);
  if (!anon && !service) {
    return c.json(
      {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
      401,
    );
  }
  return null;
}

/** Claims for REST and storage: the bearer token if any, else the API key. */
export function requestClaims(c: Context, ctx: GatewayContext): ClaimsResult {
  if (c.req.header('authorization') !== undefined && bearerToken(c) === null) {
    return { ok: false, reason: 'malformed' };
  }
  const token = bearerToken(c) ?? apiKeyOf(c);
  if (token === null) return { ok: true, claims: { role: 'anon' } };
  return verifyApiToken(ctx, token);
}
