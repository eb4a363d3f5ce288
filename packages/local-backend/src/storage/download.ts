// GET /object/public/<path> (public buckets, no keys) and GET /object[/authenticated]/<path>
// (as the caller's role).
import type { Context } from 'hono';
import type { StorageContext } from './context.ts';
import { noSuchBucket, noSuchKey } from './errors.ts';
import { findBucket, findObject } from './objects.ts';
import { serveObject } from './serve.ts';
import { claimsOf, objectPath, visibleObject } from './request.ts';

export async function downloadPublic(c: Context, ctx: StorageContext): Promise<Response> {
  const { bucket, name } = objectPath(c, 'public/');
  const row = await ctx.db.admin(async (tx) => {
    const b = await findBucket(tx, bucket);
    if (!b?.public) throw noSuchBucket();
    return findObject(tx, bucket, name);
  });
  if (!row) throw noSuchKey();
  return serveObject(c, row, ctx.files.pathFor(row.version), { download: c.req.query('download') });
}

/** The download for a path after `/object/<route>`: `authenticated/`, or none. */
export const downloadAuthenticated =
  (route: string) =>
  async (c: Context, ctx: StorageContext): Promise<Response> => {
    const { bucket, name } = objectPath(c, route);
    const row = await visibleObject(ctx, claimsOf(c, ctx), bucket, name);
    return serveObject(c, row, ctx.files.pathFor(row.version), { download: c.req.query('download') });
  };
