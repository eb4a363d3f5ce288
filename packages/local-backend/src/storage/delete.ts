// DELETE /object/:bucket with {prefixes} (supabase-js remove()) and DELETE /object/<path>.
import type { Context } from 'hono';
import type { StorageContext } from './context.ts';
import { noSuchKey } from './errors.ts';
import { deleteObjects } from './objects.ts';
import { objectNameProblem } from './paths.ts';
import { asRole, bucketParam, claimsOf, jsonBody, objectPath, stringList } from './request.ts';

export async function removeObjects(c: Context, ctx: StorageContext): Promise<Response> {
  const bucket = bucketParam(c);
  const claims = claimsOf(c, ctx);
  const names = stringList(await jsonBody(c, ctx), 'prefixes').filter((p) => !objectNameProblem(p));
  const deleted = await asRole(ctx, claims, (tx) => deleteObjects(tx, bucket, names));
  await Promise.all(deleted.map((row) => ctx.files.remove(row.version)));
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
}

export async function removeObject(c: Context, ctx: StorageContext): Promise<Response> {
  const { bucket, name } = objectPath(c, '');
  const deleted = await asRole(ctx, claimsOf(c, ctx), (tx) => deleteObjects(tx, bucket, [name]));
  if (deleted.length === 0) throw noSuchKey();
  await Promise.all(deleted.map((row) => ctx.files.remove(row.version)));
  return c.json({ message: 'Successfully deleted' });
}
