// POST /object/<path> (upload; upsert with x-upsert: true) and PUT /object/<path> (update).
// Access is decided before the body is read, the body streams to disk under the size limit,
// and a refused upload closes its connection, so the rest of its body is never read.
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { RequestClaims, Tx } from '../db/database.ts';
import type { StorageContext } from './context.ts';
import {
  entityTooLarge,
  invalidMimeType,
  invalidRequest,
  noSuchBucket,
  noSuchKey,
  StorageError,
} from './errors.ts';
import { TooLargeError, type StoredFile } from './files.ts';
import { findBucket, findObject, putObject } from './objects.ts';
import { MultipartError, multipartBoundary, readMultipart } from './multipart.ts';
import { asRole, claimsOf, objectPath, ownerOf, parseMetadata } from './request.ts';

type Mode = 'create' | 'upsert' | 'update';
type ObjectPath = { bucket: string; name: string };

/** What a multipart body may carry besides the file: text fields, part headers, boundaries. */
const MULTIPART_OVERHEAD = 64 * 1024;
const EMPTY_MD5 = createHash('md5').digest('hex');

function mimeAllowed(mimetype: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = (mimetype.split(';')[0] ?? '').trim().toLowerCase();
  return allowed.some((a) => {
    const rule = a.toLowerCase();
    return rule.endsWith('/*') ? base.startsWith(rule.slice(0, -1)) : base === rule;
  });
}

interface Upload {
  file: StoredFile;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Reads the upload (multipart as supabase-js sends Blobs, or a raw body) onto disk, streaming
 * either way. `admit` is called with the object's type before any of its bytes are read.
 */
async function receiveUpload(
  c: Context,
  ctx: StorageContext,
  limit: number,
  admit: (mimetype: string) => void,
): Promise<Upload> {
  const body = c.req.raw.body as unknown as AsyncIterable<Uint8Array> | null;
  if (!body) throw invalidRequest('Empty request body');
  const contentType = c.req.header('content-type') ?? '';
  try {
    if (/^multipart\//i.test(contentType)) {
      const boundary = multipartBoundary(contentType);
      if (!boundary) throw invalidRequest('Malformed upload body: no multipart boundary');
      const { fields, file } = await readMultipart(body, boundary);
      const mimetype = fields.get('contentType') || file.type || 'application/octet-stream';
      admit(mimetype);
      const cacheField = fields.get('cacheControl');
      const metadata = fields.get('metadata');
      return {
        file: await ctx.files.write(Readable.from(file.stream), limit),
        mimetype,
        cacheControl: cacheField ? `max-age=${cacheField}` : 'no-cache',
        userMetadata: metadata === undefined ? null : parseMetadata(metadata),
      };
    }
    const mimetype = contentType || 'application/octet-stream';
    admit(mimetype);
    const rawMetadata = c.req.header('x-metadata');
    return {
      file: await ctx.files.write(Readable.from(body), limit),
      mimetype,
      cacheControl: c.req.header('cache-control') ?? 'no-cache',
      userMetadata: rawMetadata ? parseMetadata(Buffer.from(rawMetadata, 'base64').toString('utf8')) : null,
    };
  } catch (err) {
    if (err instanceof TooLargeError) throw entityTooLarge();
    if (err instanceof MultipartError) throw invalidRequest(`Malformed upload body: ${err.message}`);
    throw err;
  }
}

/** Stores the object row for an upload, in the caller's transaction (an update needs the object). */
async function putRow(
  tx: Tx,
  ctx: StorageContext,
  claims: RequestClaims,
  { bucket, name }: ObjectPath,
  mode: Mode,
  upload: Upload,
): ReturnType<typeof putObject> {
  if (mode === 'update' && !(await findObject(tx, bucket, name))) throw noSuchKey();
  return putObject(tx, {
    bucketId: bucket,
    name,
    file: upload.file,
    mimetype: upload.mimetype,
    cacheControl: upload.cacheControl,
    owner: ownerOf(claims),
    userMetadata: upload.userMetadata,
    replace: mode !== 'create',
    now: new Date(ctx.settings.now()),
  });
}

/**
 * Whether the caller may write the object, decided before the body is read: the same insert
 * (or upsert) as the real one, with a placeholder file, in a transaction that is rolled back.
 * Row-level security, a duplicate key and a missing object answer exactly as they would after.
 */
async function checkWritable(
  ctx: StorageContext,
  claims: RequestClaims,
  path: ObjectPath,
  mode: Mode,
): Promise<void> {
  const rehearsal = new Error('rehearsal');
  const placeholder: Upload = {
    file: { version: randomUUID(), size: 0, md5: EMPTY_MD5 },
    mimetype: 'application/octet-stream',
    cacheControl: 'no-cache',
    userMetadata: null,
  };
  await asRole(ctx, claims, async (tx) => {
    await putRow(tx, ctx, claims, path, mode, placeholder);
    throw rehearsal;
  }).catch((err: unknown) => {
    if (err !== rehearsal) throw err;
  });
}

async function upload(c: Context, ctx: StorageContext, mode: Mode): Promise<Response> {
  const path = objectPath(c, '');
  const { bucket, name } = path;
  const claims = claimsOf(c, ctx);
  const bucketRow = await ctx.db.admin((tx) => findBucket(tx, bucket));
  if (!bucketRow) throw noSuchBucket();
  const limit = Math.min(ctx.settings.fileSizeLimit, Number(bucketRow.file_size_limit ?? Infinity));
  const contentType = c.req.header('content-type') ?? '';
  const multipart = /^multipart\//i.test(contentType);
  // A multipart body may exceed the file by its text fields and boundaries.
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > limit + (multipart ? MULTIPART_OVERHEAD : 0)) throw entityTooLarge();
  const allowed = (mimetype: string): void => {
    if (!mimeAllowed(mimetype, bucketRow.allowed_mime_types)) throw invalidMimeType(mimetype);
  };
  if (!multipart) allowed(contentType || 'application/octet-stream');
  await checkWritable(ctx, claims, path, mode);
  const received = await receiveUpload(c, ctx, limit, allowed);
  try {
    const { row, replacedVersion } = await asRole(ctx, claims, (tx) =>
      putRow(tx, ctx, claims, path, mode, received),
    );
    if (replacedVersion) await ctx.files.remove(replacedVersion);
    return c.json({ Id: row.id, Key: `${bucket}/${name}` });
  } catch (err) {
    await ctx.files.remove(received.file.version);
    throw err;
  }
}

/** An upload whose refusal closes its connection, so the rest of its body is never read. */
const refusingEarly =
  (mode: (c: Context) => Mode) =>
  async (c: Context, ctx: StorageContext): Promise<Response> => {
    try {
      return await upload(c, ctx, mode(c));
    } catch (err) {
      if (err instanceof StorageError) c.header('Connection', 'close');
      throw err;
    }
  };

export const createObject = refusingEarly((c) => (c.req.header('x-upsert') === 'true' ? 'upsert' : 'create'));
export const updateObject = refusingEarly(() => 'update');
