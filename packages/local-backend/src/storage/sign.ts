// Signed URLs: POST /object/sign/:bucket (many paths), POST /object/sign/<path> (one), and the
// download they lead to, GET /object/sign/<path>?token=, opened by the browser without keys.
import type { Context } from 'hono';
import { nowSeconds } from '../context.ts';
import { signJwt, verifyJwt } from '../http/jwt.ts';
import type { StorageContext } from './context.ts';
import { invalidJwt, invalidRequest, invalidSignature, noSuchKey } from './errors.ts';
import { findObject } from './objects.ts';
import { objectNameProblem } from './paths.ts';
import { serveObject } from './serve.ts';
import {
  asRole,
  bucketParam,
  claimsOf,
  JWT_MESSAGES,
  jsonBody,
  objectPath,
  stringList,
  visibleObject,
} from './request.ts';

const MAX_SIGNED_URL_SECONDS = 10 * 365 * 24 * 3600;

function parseExpiresIn(b: Record<string, unknown>): number {
  const v = b.expiresIn;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_SIGNED_URL_SECONDS) {
    throw invalidRequest('body/expiresIn must be an integer >= 1');
  }
  return v;
}

/** The signed URL of an object, relative to /storage/v1. The path stays unencoded: supabase-js
 * runs encodeURI over the whole URL. */
function signedUrl(ctx: StorageContext, bucket: string, name: string, expiresIn: number): string {
  const iat = nowSeconds(ctx);
  const token = signJwt(
    { url: `${bucket}/${name}`, scope: 'download', iat, exp: iat + expiresIn },
    ctx.secrets.jwtSecret,
  );
  return `/object/sign/${bucket}/${name}?token=${token}`;
}

export async function signUrls(c: Context, ctx: StorageContext): Promise<Response> {
  const bucket = bucketParam(c);
  const claims = claimsOf(c, ctx);
  const b = await jsonBody(c, ctx);
  const expiresIn = parseExpiresIn(b);
  const paths = stringList(b, 'paths');
  const visible = await asRole(ctx, claims, async (tx) => {
    const found = new Set<string>();
    for (const p of paths) {
      if (!objectNameProblem(p) && (await findObject(tx, bucket, p))) found.add(p);
    }
    return found;
  });
  return c.json(
    paths.map((p) =>
      visible.has(p)
        ? { error: null, path: p, signedURL: signedUrl(ctx, bucket, p, expiresIn) }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path: p,
            signedURL: null,
          },
    ),
  );
}

export async function signUrl(c: Context, ctx: StorageContext): Promise<Response> {
  const { bucket, name } = objectPath(c, 'sign/');
  const claims = claimsOf(c, ctx);
  const expiresIn = parseExpiresIn(await jsonBody(c, ctx));
  await visibleObject(ctx, claims, bucket, name);
  return c.json({ signedURL: signedUrl(ctx, bucket, name, expiresIn) });
}

export async function downloadSigned(c: Context, ctx: StorageContext): Promise<Response> {
  const { bucket, name } = objectPath(c, 'sign/');
  const token = c.req.query('token');
  if (!token) throw invalidRequest("querystring must have required property 'token'");
  const r = verifyJwt(token, ctx.secrets.jwtSecret, nowSeconds(ctx));
  if (!r.ok) throw invalidJwt(JWT_MESSAGES[r.reason]);
  if (r.payload.url !== `${bucket}/${name}` || r.payload.scope !== 'download') throw invalidSignature();
  // The token proves access; the object must still exist.
  const row = await ctx.db.admin((tx) => findObject(tx, bucket, name));
  if (!row) throw noSuchKey();
  return serveObject(c, row, ctx.files.pathFor(row.version), {
    download: c.req.query('download'),
    expires: new Date(Number(r.payload.exp) * 1000),
  });
}
