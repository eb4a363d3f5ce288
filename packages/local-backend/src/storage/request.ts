// Request parsing shared by the /storage/v1 endpoints: the caller's claims, the bucket and object
// named by the URL, the JSON body, and queries run as the caller's role (so the RLS policies on
// storage.objects / storage.buckets decide access), with storage-api's errors.
import type { Context } from 'hono';
import { isPgError, type RequestClaims, type Tx } from '../db/database.ts';
import { isObject, readJson } from '../http/body.ts';
import { requestClaims } from '../http/gateway.ts';
import type { StorageContext } from './context.ts';
import {
  accessDenied,
  entityTooLarge,
  invalidKey,
  invalidRequest,
  keyExists,
  noSuchBucket,
  noSuchKey,
  rlsDenied,
} from './errors.ts';
import { findBucket, findObject, type ObjectRow } from './objects.ts';
import { isValidBucketId, objectNameProblem, splitObjectPath } from './paths.ts';

type Body = Record<string, unknown>;

/** storage-api's messages for a token that does not verify. */
export const JWT_MESSAGES = {
  malformed: 'jwt malformed',
  algorithm: 'invalid algorithm',
  signature: 'invalid signature',
  expired: 'jwt expired',
  not_yet_valid: 'jwt not active',
  role: 'invalid role',
  sub: 'jwt malformed',
} as const;

export function claimsOf(c: Context, ctx: StorageContext): RequestClaims {
  const r = requestClaims(c, ctx);
  if (!r.ok) throw accessDenied(JWT_MESSAGES[r.reason]);
  return r.claims;
}

/** The owner recorded for what the caller writes: the signed-in user, else none. */
export const ownerOf = (claims: RequestClaims): string | null =>
  claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;

/** Bucket and object name from the URL after `/storage/v1/object/<route>`. */
export function objectPath(c: Context, route: string): { bucket: string; name: string } {
  const pathname = new URL(c.req.url).pathname;
  const prefix = `/storage/v1/object/${route}`;
  const split = splitObjectPath(pathname.slice(prefix.length));
  if (!split.ok) throw invalidKey(split.raw);
  if (!isValidBucketId(split.bucket)) throw noSuchBucket();
  if (objectNameProblem(split.name)) throw invalidKey(split.name);
  return { bucket: split.bucket, name: split.name };
}

export function bucketParam(c: Context): string {
  const id = c.req.param('bucket') ?? c.req.param('id') ?? '';
  if (!isValidBucketId(id)) throw noSuchBucket();
  return id;
}

export async function jsonBody(c: Context, ctx: StorageContext): Promise<Body> {
  const r = await readJson(c.req.raw, ctx.settings.maxJsonBody);
  if (!r.ok) throw r.reason === 'too_large' ? entityTooLarge() : invalidRequest('Body is not valid JSON');
  if (r.value === undefined) return {};
  if (!isObject(r.value)) throw invalidRequest('body must be object');
  return r.value;
}

/** `body[key]` as a list of 1 to 1,000 strings (object names or prefixes). */
export function stringList(b: Body, key: string): string[] {
  const v = b[key];
  if (!Array.isArray(v) || v.length === 0 || v.length > 1000 || !v.every((p) => typeof p === 'string')) {
    throw invalidRequest(`body/${key} must be a non-empty array of strings`);
  }
  return v as string[];
}

export function parseMetadata(text: string): Body {
  try {
    const value: unknown = JSON.parse(text);
    if (isObject(value)) return value;
  } catch {
    // fall through
  }
  throw invalidRequest('metadata must be a JSON object');
}

/** Maps the database's refusals to storage-api's answers. */
function fromPgError(err: unknown): never {
  if (isPgError(err)) {
    if (err.code === '42501') throw rlsDenied();
    if (err.code === '23505') throw keyExists();
    if (err.code === '23503') throw noSuchBucket();
    throw invalidRequest(err.message);
  }
  throw err;
}

export const asRole = <T>(
  ctx: StorageContext,
  claims: RequestClaims,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> => ctx.db.asRole(claims, fn).catch(fromPgError);

/** The object as the caller may see it, else NoSuchBucket / NoSuchKey. */
export async function visibleObject(
  ctx: StorageContext,
  claims: RequestClaims,
  bucket: string,
  name: string,
): Promise<ObjectRow> {
  const row = await asRole(ctx, claims, (tx) => findObject(tx, bucket, name));
  if (row) return row;
  const exists = await ctx.db.admin((tx) => findBucket(tx, bucket));
  throw exists ? noSuchKey() : noSuchBucket();
}
