// /storage/v1: the storage-api routes supabase-js uses. Every object and bucket query runs as
// the caller's role, so the RLS policies on storage.objects / storage.buckets decide access.
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
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
import { MultipartError, multipartBoundary, readMultipart } from './multipart.ts';

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
/** What a multipart body may carry besides the file: text fields, part headers, boundaries. */
const MULTIPART_OVERHEAD = 64 * 1024;
const EMPTY_MD5 = createHash('md5').digest('hex');

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

  /**
   * Reads the upload (multipart as supabase-js sends Blobs, or a raw body) onto disk, streaming
   * either way. `admit` is called with the object's type before any of its bytes are read.
   */
  async function receiveUpload(
    c: Context,
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
        const userMetadata = metadata === undefined ? null : parseMetadata(metadata);
        return {
          file: await files.write(Readable.from(file.stream), limit),
          mimetype,
          cacheControl: cacheField ? `max-age=${cacheField}` : 'no-cache',
          userMetadata,
        };
      }
      const mimetype = contentType || 'application/octet-stream';
      admit(mimetype);
      const rawMetadata = c.req.header('x-metadata');
      const userMetadata = rawMetadata
        ? parseMetadata(Buffer.from(rawMetadata, 'base64').toString('utf8'))
        : null;
      return {
        file: await files.write(Readable.from(body), limit),
        mimetype,
        cacheControl: c.req.header('cache-control') ?? 'no-cache',
        userMetadata,
      };
    } catch (err) {
      if (err instanceof TooLargeError) throw entityTooLarge();
      if (err instanceof MultipartError) throw invalidRequest(`Malformed upload body: ${err.message}`);
      throw err;
    }
  }

  /**
   * Whether the caller may write `bucket/name`, decided before the body is read: the same insert
   * (or upsert) as the real one, with a placeholder file, in a transaction that is rolled back.
   * Row-level security, a duplicate key and a missing object answer exactly as they would after.
   */
  async function checkWritable(
    claims: RequestClaims,
    bucket: string,
    name: string,
    mode: 'create' | 'upsert' | 'update',
  ): Promise<void> {
    const rehearsal = new Error('rehearsal');
    await asRole(claims, async (tx) => {
      if (mode === 'update' && !(await findObject(tx, bucket, name))) throw noSuchKey();
      await putObject(tx, {
        bucketId: bucket,
        name,
        file: { version: randomUUID(), size: 0, md5: EMPTY_MD5 },
        mimetype: 'application/octet-stream',
        cacheControl: 'no-cache',
        owner: ownerOf(claims),
        userMetadata: null,
        replace: mode !== 'create',
        now: new Date(ctx.settings.now()),
      });
      throw rehearsal;
    }).catch((err: unknown) => {
      if (err !== rehearsal) throw err;
    });
  }

  const ownerOf = (claims: RequestClaims): string | null =>
    claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;

  async function upload(c: Context, mode: 'create' | 'upsert' | 'update'): Promise<Response> {
    const { bucket, name } = objectPath(c, '');
    const claims = claimsOf(c);
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
    await checkWritable(claims, bucket, name, mode);
    const received = await receiveUpload(c, limit, allowed);
    let replaced: string | null = null;
    try {
      const row = await asRole(claims, async (tx) => {
        if (mode === 'update' && !(await findObject(tx, bucket, name))) throw noSuchKey();
        const result = await putObject(tx, {
          bucketId: bucket,
          name,
          file: received.file,
          mimetype: received.mimetype,
          cacheControl: received.cacheControl,
          owner: ownerOf(claims),
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

  // A refused upload closes its connection, so the rest of its body is never read.
  const refusingEarly =
    (mode: (c: Context) => 'create' | 'upsert' | 'update') =>
    async (c: Context): Promise<Response> => {
      try {
        return await upload(c, mode(c));
      } catch (err) {
        if (err instanceof StorageError) c.header('Connection', 'close');
        throw err;
      }
    };

  app.post(
    '/object/*',
    refusingEarly((c) => (c.req.header('x-upsert') === 'true' ? 'upsert' : 'create')),
  );
  app.put(
    '/object/*',
    refusingEarly(() => 'update'),
  );

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
