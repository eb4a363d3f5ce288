// /storage/v1: the storage-api routes supabase-js uses. Every object and bucket query runs as
// the caller's role, so the RLS policies on storage.objects / storage.buckets decide access.
import { Hono, type Context } from 'hono';
import { nowSeconds, type AppContext } from '../context.ts';
import { isPgError, type RequestClaims, type Tx } from '../db/database.ts';
import { parseSize } from '../config.ts';
import { signJwt, verifyJwt } from '../auth/jwt.ts';
import { isObject, readJson } from '../http/body.ts';
import { requestClaims, requireApiKey } from '../http/gateway.ts';
import { logInternalError } from '../http/respond.ts';
import {
  accessDenied,
  bucketExists,
  entityTooLarge,
  invalidJwt,
  invalidKey,
  invalidMimeType,
  invalidRequest,
  invalidSignature,
  keyExists,
  noSuchBucket,
  noSuchKey,
  rlsDenied,
  StorageError,
  storageErrorResponse,
} from './errors.ts';
import { TooLargeError, type StoredFile } from './files.ts';
import {
  deleteObjects,
  findBucket,
  findObject,
  objectsUnder,
  putObject,
  type BucketRow,
  type ObjectRow,
} from './objects.ts';
import { isValidBucketId, objectNameProblem, prefixProblem, splitObjectPath } from './paths.ts';
import { serveObject } from './serve.ts';

const JWT_MESSAGES = {
  malformed: 'jwt malformed',
  algorithm: 'invalid algorithm',
  signature: 'invalid signature',
  expired: 'jwt expired',
  not_yet_valid: 'jwt not active',
  role: 'invalid role',
  sub: 'jwt malformed',
} as const;

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
const MAX_SIGNED_URL_SECONDS = 10 * 365 * 24 * 3600;

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

function mimeAllowed(mimetype: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = (mimetype.split(';')[0] ?? '').trim().toLowerCase();
  return allowed.some((a) => {
    const rule = a.toLowerCase();
    return rule.endsWith('/*') ? base.startsWith(rule.slice(0, -1)) : base === rule;
  });
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

export function storageRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const files = ctx.files;

  app.onError((err, c) => {
    if (err instanceof StorageError) return storageErrorResponse(c, err);
    logInternalError(ctx.settings.log, c, err);
    return storageErrorResponse(
      c,
      new StorageError(500, '500', 'InternalError', 'Internal', 'Internal Server Error'),
    );
  });

  // Signed and public downloads are opened by the browser without keys, as on hosted.
  app.use('*', async (c, next) => {
    const open =
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      /^\/storage\/v1\/object\/(sign|public)\//.test(c.req.path);
    return (open ? null : requireApiKey(c, ctx)) ?? next();
  });

  // ---- helpers ------------------------------------------------------------------------------

  function claimsOf(c: Context): RequestClaims {
    const r = requestClaims(c, ctx);
    if (!r.ok) throw accessDenied(JWT_MESSAGES[r.reason]);
    return r.claims;
  }

  /** Bucket and object name from the URL after `/storage/v1/object/<route>/`. */
  function objectPath(c: Context, route: string): { bucket: string; name: string } {
    const pathname = new URL(c.req.url).pathname;
    const prefix = `/storage/v1/object/${route}`;
    const split = splitObjectPath(pathname.slice(prefix.length));
    if (!split.ok) throw invalidKey(split.raw);
    if (!isValidBucketId(split.bucket)) throw noSuchBucket();
    const problem = objectNameProblem(split.name);
    if (problem) throw invalidKey(split.name);
    return { bucket: split.bucket, name: split.name };
  }

  function bucketParam(c: Context): string {
    const id = c.req.param('bucket') ?? c.req.param('id') ?? '';
    if (!isValidBucketId(id)) throw noSuchBucket();
    return id;
  }

  async function jsonBody(c: Context): Promise<Record<string, unknown>> {
    const r = await readJson(c.req.raw, ctx.settings.maxJsonBody);
    if (!r.ok) {
      throw r.reason === 'too_large' ? entityTooLarge() : invalidRequest('Body is not valid JSON');
    }
    if (r.value === undefined) return {};
    if (!isObject(r.value)) throw invalidRequest('body must be object');
    return r.value;
  }

  const asRole = <T>(claims: RequestClaims, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    ctx.db.asRole(claims, fn).catch(fromPgError);

  /** The object as the caller may see it, else NoSuchBucket / NoSuchKey. */
  async function visibleObject(claims: RequestClaims, bucket: string, name: string): Promise<ObjectRow> {
    const row = await asRole(claims, (tx) => findObject(tx, bucket, name));
    if (row) return row;
    const exists = await ctx.db.admin((tx) => findBucket(tx, bucket));
    throw exists ? noSuchKey() : noSuchBucket();
  }

  function signedToken(bucket: string, name: string, expiresIn: number): string {
    const iat = nowSeconds(ctx);
    return signJwt(
      { url: `${bucket}/${name}`, scope: 'download', iat, exp: iat + expiresIn },
      ctx.secrets.jwtSecret,
    );
  }

  function parseExpiresIn(b: Record<string, unknown>): number {
    const v = b.expiresIn;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_SIGNED_URL_SECONDS) {
      throw invalidRequest('body/expiresIn must be an integer >= 1');
    }
    return v;
  }

  // ---- listing ------------------------------------------------------------------------------

  app.post('/object/list/:bucket', async (c) => {
    const bucket = bucketParam(c);
    const claims = claimsOf(c);
    const b = await jsonBody(c);
    const { prefix, limit = 100, offset = 0, search = '' } = b;
    if (typeof prefix !== 'string') throw invalidRequest("body must have required property 'prefix'");
    if (prefixProblem(prefix)) throw invalidRequest('Invalid prefix');
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)
      throw invalidRequest('body/limit must be >= 1');
    if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0)
      throw invalidRequest('body/offset must be >= 0');
    if (typeof search !== 'string' || search.length > 1024)
      throw invalidRequest('body/search must be string');
    const sortBy = b.sortBy === undefined ? {} : b.sortBy;
    if (!isObject(sortBy)) throw invalidRequest('body/sortBy must be object');
    const column = sortBy.column ?? 'name';
    const order = sortBy.order ?? 'asc';
    if (!SORT_COLUMNS.includes(column as (typeof SORT_COLUMNS)[number]))
      throw invalidRequest('body/sortBy/column is invalid');
    if (order !== 'asc' && order !== 'desc') throw invalidRequest('body/sortBy/order is invalid');

    const folder = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
    const rows = await asRole(claims, (tx) => objectsUnder(tx, bucket, folder, 10_000));
    const entries = new Map<string, Record<string, unknown>>();
    for (const row of rows) {
      const rest = row.name.slice(folder.length);
      const slash = rest.indexOf('/');
      if (slash >= 0) {
        const name = rest.slice(0, slash);
        if (!entries.has(name)) {
          entries.set(name, {
            name,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          });
        }
      } else {
        entries.set(rest, {
          name: rest,
          id: row.id,
          updated_at: row.updated_at.toISOString(),
          created_at: row.created_at.toISOString(),
          last_accessed_at: row.last_accessed_at.toISOString(),
          metadata: row.metadata,
        });
      }
    }
    const needle = search.toLowerCase();
    const key = (e: Record<string, unknown>): string => String(e[column as string] ?? '');
    const sorted = [...entries.values()]
      .filter((e) => String(e.name).toLowerCase().startsWith(needle))
      .sort((x, y) => {
        const k = key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : String(x.name) < String(y.name) ? -1 : 1;
        return order === 'asc' ? k : -k;
      });
    return c.json(sorted.slice(offset, offset + Math.min(limit, 1500)));
  });

  // ---- signed URLs --------------------------------------------------------------------------

  app.post('/object/sign/:bucket', async (c) => {
    const bucket = bucketParam(c);
    const claims = claimsOf(c);
    const b = await jsonBody(c);
    const expiresIn = parseExpiresIn(b);
    const paths = b.paths;
    if (
      !Array.isArray(paths) ||
      paths.length === 0 ||
      paths.length > 1000 ||
      !paths.every((p) => typeof p === 'string')
    ) {
      throw invalidRequest('body/paths must be a non-empty array of strings');
    }
    const visible = await asRole(claims, async (tx) => {
      const found = new Set<string>();
      for (const p of paths as string[]) {
        if (!objectNameProblem(p) && (await findObject(tx, bucket, p))) found.add(p);
      }
      return found;
    });
    return c.json(
      (paths as string[]).map((p) =>
        visible.has(p)
          ? {
              error: null,
              path: p,
              signedURL: `/object/sign/${bucket}/${p}?token=${signedToken(bucket, p, expiresIn)}`,
            }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path: p,
              signedURL: null,
            },
      ),
    );
  });

  app.post('/object/sign/*', async (c) => {
    const { bucket, name } = objectPath(c, 'sign/');
    const claims = claimsOf(c);
    const expiresIn = parseExpiresIn(await jsonBody(c));
    await visibleObject(claims, bucket, name);
    // The path stays unencoded: supabase-js runs encodeURI over the whole URL.
    return c.json({
      signedURL: `/object/sign/${bucket}/${name}?token=${signedToken(bucket, name, expiresIn)}`,
    });
  });

  app.get('/object/sign/*', async (c) => {
    const { bucket, name } = objectPath(c, 'sign/');
    const token = c.req.query('token');
    if (!token) throw invalidRequest("querystring must have required property 'token'");
    const r = verifyJwt(token, ctx.secrets.jwtSecret, nowSeconds(ctx));
    if (!r.ok) throw invalidJwt(JWT_MESSAGES[r.reason]);
    if (r.payload.url !== `${bucket}/${name}` || r.payload.scope !== 'download') throw invalidSignature();
    // The token proves access; the object must still exist.
    const row = await ctx.db.admin((tx) => findObject(tx, bucket, name));
    if (!row) throw noSuchKey();
    return serveObject(c, row, files.pathFor(row.version), {
      download: c.req.query('download'),
      expires: new Date(Number(r.payload.exp) * 1000),
    });
  });

  // ---- downloads ----------------------------------------------------------------------------

  app.get('/object/public/*', async (c) => {
    const { bucket, name } = objectPath(c, 'public/');
    const row = await ctx.db.admin(async (tx) => {
      const b = await findBucket(tx, bucket);
      if (!b?.public) throw noSuchBucket();
      return findObject(tx, bucket, name);
    });
    if (!row) throw noSuchKey();
    return serveObject(c, row, files.pathFor(row.version), { download: c.req.query('download') });
  });

  const authenticatedDownload = (route: string) => async (c: Context) => {
    const { bucket, name } = objectPath(c, route);
    const row = await visibleObject(claimsOf(c), bucket, name);
    return serveObject(c, row, files.pathFor(row.version), { download: c.req.query('download') });
  };
  app.get('/object/authenticated/*', authenticatedDownload('authenticated/'));
  app.get('/object/*', authenticatedDownload(''));

  // ---- uploads and deletes ------------------------------------------------------------------

  interface Upload {
    file: StoredFile;
    mimetype: string;
    cacheControl: string;
    userMetadata: Record<string, unknown> | null;
  }

  /** Reads the upload (multipart as supabase-js sends Blobs, or a raw body) onto disk. */
  async function receiveUpload(c: Context, limit: number): Promise<Upload> {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > limit + 64 * 1024) throw entityTooLarge();
    const body = c.req.raw.body;
    if (!body) throw invalidRequest('Empty request body');
    const contentType = c.req.header('content-type') ?? '';
    const cap = { limit: limit + 64 * 1024, exceeded: false };
    try {
      if (/^multipart\/form-data/i.test(contentType)) {
        const form = await new Response(capped(body, cap), {
          headers: { 'content-type': contentType },
        }).formData();
        let part: File | null = null;
        for (const [, v] of form) {
          if (typeof v !== 'string') {
            part = v;
            break;
          }
        }
        if (!part) throw invalidRequest('No file part in the multipart body');
        const cacheField = form.get('cacheControl');
        const metadata = form.get('metadata');
        const typeField = form.get('contentType');
        return {
          file: await files.write(part.stream(), limit),
          mimetype: (typeof typeField === 'string' && typeField) || part.type || 'application/octet-stream',
          cacheControl: typeof cacheField === 'string' && cacheField ? `max-age=${cacheField}` : 'no-cache',
          userMetadata: typeof metadata === 'string' ? parseMetadata(metadata) : null,
        };
      }
      const rawMetadata = c.req.header('x-metadata');
      const userMetadata = rawMetadata
        ? parseMetadata(Buffer.from(rawMetadata, 'base64').toString('utf8'))
        : null;
      return {
        file: await files.write(body, limit),
        mimetype: contentType || 'application/octet-stream',
        cacheControl: c.req.header('cache-control') ?? 'no-cache',
        userMetadata,
      };
    } catch (err) {
      if (err instanceof TooLargeError || cap.exceeded) throw entityTooLarge();
      if (err instanceof StorageError) throw err;
      if (err instanceof TypeError) throw invalidRequest('Malformed upload body');
      throw err;
    }
  }

  async function upload(c: Context, mode: 'create' | 'upsert' | 'update'): Promise<Response> {
    const { bucket, name } = objectPath(c, '');
    const claims = claimsOf(c);
    const bucketRow = await ctx.db.admin((tx) => findBucket(tx, bucket));
    if (!bucketRow) throw noSuchBucket();
    const limit = Math.min(ctx.settings.fileSizeLimit, Number(bucketRow.file_size_limit ?? Infinity));
    const received = await receiveUpload(c, limit);
    let replaced: string | null = null;
    try {
      if (!mimeAllowed(received.mimetype, bucketRow.allowed_mime_types))
        throw invalidMimeType(received.mimetype);
      const row = await asRole(claims, async (tx) => {
        if (mode === 'update' && !(await findObject(tx, bucket, name))) throw noSuchKey();
        const result = await putObject(tx, {
          bucketId: bucket,
          name,
          file: received.file,
          mimetype: received.mimetype,
          cacheControl: received.cacheControl,
          owner: claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null,
          userMetadata: received.userMetadata,
          replace: mode !== 'create',
          now: new Date(ctx.settings.now()),
        });
        replaced = result.replacedVersion;
        return result.row;
      });
      if (replaced) await files.remove(replaced);
      return c.json({ Id: row.id, Key: `${bucket}/${name}` });
    } catch (err) {
      await files.remove(received.file.version);
      throw err;
    }
  }

  app.post('/object/*', (c) => upload(c, c.req.header('x-upsert') === 'true' ? 'upsert' : 'create'));
  app.put('/object/*', (c) => upload(c, 'update'));

  // DELETE /object/<bucket> with {prefixes}: supabase-js remove().
  app.delete('/object/:bucket', async (c) => {
    const bucket = bucketParam(c);
    const claims = claimsOf(c);
    const { prefixes } = await jsonBody(c);
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.length > 1000 ||
      !prefixes.every((p) => typeof p === 'string')
    ) {
      throw invalidRequest('body/prefixes must be a non-empty array of strings');
    }
    const names = (prefixes as string[]).filter((p) => !objectNameProblem(p));
    const deleted = await asRole(claims, (tx) => deleteObjects(tx, bucket, names));
    await Promise.all(deleted.map((row) => files.remove(row.version)));
    return c.json(
      deleted.map((row) => ({
        name: row.name,
        bucket_id: row.bucket_id,
        id: row.id,
        owner: row.owner,
        updated_at: row.updated_at.toISOString(),
        created_at: row.created_at.toISOString(),
        last_accessed_at: row.last_accessed_at.toISOString(),
        metadata: row.metadata,
      })),
    );
  });

  app.delete('/object/*', async (c) => {
    const { bucket, name } = objectPath(c, '');
    const deleted = await asRole(claimsOf(c), (tx) => deleteObjects(tx, bucket, [name]));
    if (deleted.length === 0) throw noSuchKey();
    await Promise.all(deleted.map((row) => files.remove(row.version)));
    return c.json({ message: 'Successfully deleted' });
  });

  // ---- buckets (RLS on storage.buckets: in practice the service role) ----------------------

  function bucketSettings(b: Record<string, unknown>): {
    public?: boolean;
    fileSizeLimit?: number | null;
    mimeTypes?: string[] | null;
  } {
    const out: { public?: boolean; fileSizeLimit?: number | null; mimeTypes?: string[] | null } = {};
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
      if (
        m !== null &&
        !(
          Array.isArray(m) &&
          m.length <= 100 &&
          m.every((x) => typeof x === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(x))
        )
      ) {
        throw invalidRequest('body/allowed_mime_types is invalid');
      }
      out.mimeTypes = m as string[] | null;
    }
    return out;
  }

  app.get('/bucket', async (c) => {
    const rows = await asRole(claimsOf(c), async (tx) => {
      const r = await tx.query<BucketRow>(
        `select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at
         from storage.buckets order by name`,
      );
      return r.rows;
    });
    return c.json(rows.map(bucketJson));
  });

  app.get('/bucket/:id', async (c) => {
    const id = bucketParam(c);
    const row = await asRole(claimsOf(c), (tx) => findBucket(tx, id));
    if (!row) throw noSuchBucket();
    return c.json(bucketJson(row));
  });

  app.post('/bucket', async (c) => {
    const claims = claimsOf(c);
    const b = await jsonBody(c);
    const name = b.name ?? b.id;
    if (typeof name !== 'string' || !isValidBucketId(name)) throw invalidRequest('Bucket name invalid');
    if (b.id !== undefined && b.id !== name) throw invalidRequest('Bucket id and name must match');
    const s = bucketSettings(b);
    await asRole(claims, (tx) =>
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
  });

  app.put('/bucket/:id', async (c) => {
    const id = bucketParam(c);
    const claims = claimsOf(c);
    const s = bucketSettings(await jsonBody(c));
    const updated = await asRole(claims, async (tx) => {
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
  });

  app.post('/bucket/:id/empty', async (c) => {
    const id = bucketParam(c);
    const deleted = await asRole(claimsOf(c), async (tx) => {
      if (!(await findBucket(tx, id))) throw noSuchBucket();
      const r = await tx.query<{ version: string }>(
        'delete from storage.objects where bucket_id = $1 returning version',
        [id],
      );
      return r.rows;
    });
    await Promise.all(deleted.map((row) => files.remove(row.version)));
    return c.json({ message: 'Successfully emptied' });
  });

  app.delete('/bucket/:id', async (c) => {
    const id = bucketParam(c);
    await asRole(claimsOf(c), async (tx) => {
      if (!(await findBucket(tx, id))) throw noSuchBucket();
      const objects = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
      if (objects.rows.length > 0) {
        throw new StorageError(
          400,
          '409',
          'InvalidRequest',
          'Bucket not empty',
          'The bucket you tried to delete is not empty',
        );
      }
      const r = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
      if (r.rows.length === 0) throw rlsDenied();
    });
    return c.json({ message: 'Successfully deleted' });
  });

  // ---- everything else ----------------------------------------------------------------------

  app.all('*', (c) => {
    const known = /^\/storage\/v1\/(object|bucket)(\/|$)/.test(c.req.path);
    return storageErrorResponse(
      c,
      known
        ? new StorageError(
            405,
            '405',
            'MethodNotAllowed',
            'Method Not Allowed',
            `Route ${c.req.method}:${c.req.path} not allowed`,
          )
        : new StorageError(
            404,
            '404',
            'NotFound',
            'Not Found',
            `Route ${c.req.method}:${c.req.path} not found`,
          ),
    );
  });

  return app;
}

function parseMetadata(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (isObject(value)) return value;
  } catch {
    // fall through
  }
  throw invalidRequest('metadata must be a JSON object');
}

/** A copy of `body` that errors (and sets `cap.exceeded`) once more than `cap.limit` bytes pass. */
function capped(
  body: ReadableStream<Uint8Array>,
  cap: { limit: number; exceeded: boolean },
): ReadableStream<Uint8Array> {
  let total = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > cap.limit) {
          cap.exceeded = true;
          controller.error(new TooLargeError());
        } else {
          controller.enqueue(chunk);
        }
      },
    }),
  );
}
