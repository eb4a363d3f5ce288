// HS256 JSON Web Tokens, strictly: three unpadded base64url segments, header alg HS256 only
// (no "none", no algorithm confusion), constant-time signature check, exp required.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtPayload = Record<string, unknown>;

export type JwtFailure = 'malformed' | 'algorithm' | 'signature' | 'expired' | 'not_yet_valid';

export type JwtResult = { ok: true; payload: JwtPayload } | { ok: false; reason: JwtFailure };

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function hmac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signJwt(payload: JwtPayload, secret: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${header}.${body}.${hmac(secret, `${header}.${body}`).toString('base64url')}`;
}

function decodeJson(segment: string): JwtPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as JwtPayload)
      : null;
  } catch {
    return null;
  }
}

/** `nowSeconds` comes from the server's (injectable) clock. */
export function verifyJwt(token: string, secret: string, nowSeconds: number): JwtResult {
  if (token.length > 8192) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) {
    return { ok: false, reason: 'malformed' };
  }
  const [h, p, s] = parts as [string, string, string];
  const header = decodeJson(h);
  const payload = decodeJson(p);
  if (!header || !payload) return { ok: false, reason: 'malformed' };
  if (header.alg !== 'HS256') return { ok: false, reason: 'algorithm' };
  const expected = hmac(secret, `${h}.${p}`);
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) {
    return { ok: false, reason: 'expired' };
  }
  if (typeof payload.nbf === 'number' && payload.nbf > nowSeconds + 30) {
    return { ok: false, reason: 'not_yet_valid' };
  }
  return { ok: true, payload };
}
