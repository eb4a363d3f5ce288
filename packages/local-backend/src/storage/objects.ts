// Rows of storage.objects and storage.buckets. Callers pass a transaction that already runs
// as the request's role, so row-level security decides what is visible and writable.
import type { Tx } from '../db/database.ts';
import type { StoredFile } from './files.ts';

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  version: string;
  metadata: ObjectMetadata;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

export async function findObject(tx: Tx, bucketId: string, name: string): Promise<ObjectRow | null> {
  const r = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return r.rows[0] ?? null;
}

/** Objects whose name starts with `prefix`, at most `cap` of them, by name. */
export async function objectsUnder(
  tx: Tx,
  bucketId: string,
  prefix: string,
  cap: number,
): Promise<ObjectRow[]> {
  const r = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects
     where bucket_id = $1 and left(name, length($2)) = $2
     order by name collate "C" limit $3`,
    [bucketId, prefix, cap],
  );
  return r.rows;
}

export interface PutObject {
  bucketId: string;
  name: string;
  file: StoredFile;
  mimetype: string;
  cacheControl: string;
  owner: string | null;
  userMetadata: Record<string, unknown> | null;
  /** Replace an existing object of that name (upsert / update). */
  replace: boolean;
  now: Date;
}

/**
 * Inserts (or with `replace`, inserts or updates) the row for an uploaded file. Returns the row
 * and the version of the file it replaced, if any, so the caller can delete it after commit.
 */
export async function putObject(
  tx: Tx,
  p: PutObject,
): Promise<{ row: ObjectRow; replacedVersion: string | null }> {
  const metadata: ObjectMetadata = {
    eTag: `"${p.file.md5}"`,
    size: p.file.size,
    mimetype: p.mimetype,
    cacheControl: p.cacheControl,
    lastModified: p.now.toISOString(),
    contentLength: p.file.size,
    httpStatusCode: 200,
  };
  const previous = p.replace
    ? await tx.query<{ version: string }>(
        'select version from storage.objects where bucket_id = $1 and name = $2 for update',
        [p.bucketId, p.name],
      )
    : { rows: [] };
  const values = [
    p.bucketId,
    p.name,
    p.owner,
    p.file.version,
    JSON.stringify(metadata),
    p.userMetadata === null ? null : JSON.stringify(p.userMetadata),
    p.now,
    p.owner,
  ];
  const r = p.replace
    ? await tx.query<ObjectRow>(
        `insert into storage.objects
           (bucket_id, name, owner, owner_id, version, metadata, user_metadata,
            created_at, updated_at, last_accessed_at)
         values ($1, $2, $3, $8, $4, $5, $6, $7, $7, $7)
         on conflict (bucket_id, name) do update
           set owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
               metadata = excluded.metadata, user_metadata = excluded.user_metadata,
               updated_at = excluded.updated_at, last_accessed_at = excluded.last_accessed_at
         returning ${OBJECT_COLUMNS}`,
        values,
      )
    : await tx.query<ObjectRow>(
        `insert into storage.objects
           (bucket_id, name, owner, owner_id, version, metadata, user_metadata,
            created_at, updated_at, last_accessed_at)
         values ($1, $2, $3, $8, $4, $5, $6, $7, $7, $7)
         returning ${OBJECT_COLUMNS}`,
        values,
      );
  return { row: r.rows[0]!, replacedVersion: previous.rows[0]?.version ?? null };
}

/** Deletes the named objects that RLS lets the caller delete; returns the deleted rows. */
export async function deleteObjects(tx: Tx, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  const r = await tx.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
     returning ${OBJECT_COLUMNS}`,
    [bucketId, names],
  );
  return r.rows;
}

export async function findBucket(tx: Tx, id: string): Promise<BucketRow | null> {
  const r = await tx.query<BucketRow>(
    `select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at
     from storage.buckets where id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}
