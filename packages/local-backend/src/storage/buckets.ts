// /bucket: list, read, create, update, empty and delete buckets. RLS on storage.buckets allows
// this, in practice, to the service role only.
import type { Context } from 'hono';
import { parseSize } from '../config-sources.ts';
import type { StorageContext } from './context.ts';
import {
  bucketExists,
  bucketNotEmpty,
  invalidRequest,
  noSuchBucket,
  rlsDenied,
  StorageError,
} from './errors.ts';
import { findBucket, type BucketRow } from './objects.ts';
import { isValidBucketId } from './paths.ts';
import { asRole, bucketParam, claimsOf, jsonBody } from './request.ts';

interface BucketSettings {
  public?: boolean;
  fileSizeLimit?: number | null;
  mimeTypes?: string[] | null;
}

function bucketJson(b: BucketRow): Record<string, unknown> {
  return {
    id: b.id,
    name: b.name,
    owner: b.owner ?? '',
    public: b.public,
    file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
    allowed_mime_types: b.allowed_mime_types,
    created_at: b.created_at.toISOString(),
    updated_at: b.updated_at.toISOString(),
  };
}

function bucketSettings(b: Record<string, unknown>): BucketSettings {
  const out: BucketSettings = {};
  if (b.public !== undefined) {
    if (typeof b.public !== 'boolean') throw invalidRequest('body/public must be boolean');
    out.public = b.public;
  }
  if (b.file_size_limit !== undefined) {
    const size = b.file_size_limit === null ? null : parseSize(b.file_size_limit);
    if (size === undefined || (size !== null && (!Number.isFinite(size) || size < 0))) {
      throw invalidRequest('body/file_size_limit is invalid');
    }
    out.fileSizeLimit = size;
  }
  if (b.allowed_mime_types !== undefined) {
    const m = b.allowed_mime_types;
    const valid =
      m === null ||
      (Array.isArray(m) &&
        m.length <= 100 &&
        m.every((x) => typeof x === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(x)));
    if (!valid) throw invalidRequest('body/allowed_mime_types is invalid');
    out.mimeTypes = m as string[] | null;
  }
  return out;
}

export async function listBuckets(c: Context, ctx: StorageContext): Promise<Response> {
  const rows = await asRole(ctx, claimsOf(c, ctx), async (tx) => {
    const r = await tx.query<BucketRow>(
      `select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at
       from storage.buckets order by name`,
    );
    return r.rows;
  });
  return c.json(rows.map(bucketJson));
}

export async function getBucket(c: Context, ctx: StorageContext): Promise<Response> {
  const id = bucketParam(c);
  const row = await asRole(ctx, claimsOf(c, ctx), (tx) => findBucket(tx, id));
  if (!row) throw noSuchBucket();
  return c.json(bucketJson(row));
}

export async function createBucket(c: Context, ctx: StorageContext): Promise<Response> {
  const claims = claimsOf(c, ctx);
  const b = await jsonBody(c, ctx);
  const name = b.name ?? b.id;
  if (typeof name !== 'string' || !isValidBucketId(name)) throw invalidRequest('Bucket name invalid');
  if (b.id !== undefined && b.id !== name) throw invalidRequest('Bucket id and name must match');
  const s = bucketSettings(b);
  await asRole(ctx, claims, (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
       values ($1, $1, $2, $3, $4, $5)`,
      [name, claims.sub ?? null, s.public ?? false, s.fileSizeLimit ?? null, s.mimeTypes ?? null],
    ),
  ).catch((err: unknown) => {
    if (err instanceof StorageError && err.code === 'KeyAlreadyExists') throw bucketExists();
    throw err;
  });
  return c.json({ name });
}

export async function updateBucket(c: Context, ctx: StorageContext): Promise<Response> {
  const id = bucketParam(c);
  const claims = claimsOf(c, ctx);
  const s = bucketSettings(await jsonBody(c, ctx));
  const updated = await asRole(ctx, claims, async (tx) => {
    const r = await tx.query(
      `update storage.buckets
       set public = coalesce($2, public),
           file_size_limit = case when $3::boolean then $4::bigint else file_size_limit end,
           allowed_mime_types = case when $5::boolean then $6::text[] else allowed_mime_types end,
           updated_at = now()
       where id = $1 returning id`,
      [
        id,
        s.public ?? null,
        s.fileSizeLimit !== undefined,
        s.fileSizeLimit ?? null,
        s.mimeTypes !== undefined,
        s.mimeTypes ?? null,
      ],
    );
    return r.rows.length;
  });
  if (updated === 0) throw noSuchBucket();
  return c.json({ message: 'Successfully updated' });
}

export async function emptyBucket(c: Context, ctx: StorageContext): Promise<Response> {
  const id = bucketParam(c);
  const deleted = await asRole(ctx, claimsOf(c, ctx), async (tx) => {
    if (!(await findBucket(tx, id))) throw noSuchBucket();
    const r = await tx.query<{ version: string }>(
      'delete from storage.objects where bucket_id = $1 returning version',
      [id],
    );
    return r.rows;
  });
  await Promise.all(deleted.map((row) => ctx.files.remove(row.version)));
  return c.json({ message: 'Successfully emptied' });
}

export async function deleteBucket(c: Context, ctx: StorageContext): Promise<Response> {
  const id = bucketParam(c);
  await asRole(ctx, claimsOf(c, ctx), async (tx) => {
    if (!(await findBucket(tx, id))) throw noSuchBucket();
    const objects = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
    if (objects.rows.length > 0) throw bucketNotEmpty();
    const r = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
    if (r.rows.length === 0) throw rlsDenied();
  });
  return c.json({ message: 'Successfully deleted' });
}
