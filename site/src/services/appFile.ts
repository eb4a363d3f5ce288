// Which build is the latest, and fetching its bytes with progress. The record is public (the hero
// shows it to every visitor); the bytes need a session whose email is confirmed, which row-level
// security on the bucket enforces whatever the UI does.
import type { SupabaseClient } from '@supabase/supabase-js';
import { fallbackFileRecord, type FileRecord } from './fileRecord';
import { parseFileRecord } from './fileRecordRead';
import { appBucket } from './supabase';

/** One object of a storage listing (folders have no id and no metadata). */
export interface StorageItem {
  name: string;
  id?: string | null;
  updated_at?: string | null;
  created_at?: string | null;
  metadata?: { size?: number } | null;
}

const time = (value: string | null | undefined) => {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? -Infinity : ms;
};

/**
 * The newest file of a bucket listing, by updated (else created) date, as a record. Its version is
 * read from a name like `Clipnest-3.6.0.zip`; it has no database id, so no download is counted.
 */
export function newestStorageItem(items: readonly StorageItem[]): FileRecord | null {
  const files = items.filter((item) => item.id && item.name && !item.name.endsWith('/'));
  if (files.length === 0) return null;
  const newest = files.reduce((a, b) =>
    Math.max(time(b.updated_at), time(b.created_at)) > Math.max(time(a.updated_at), time(a.created_at))
      ? b
      : a,
  );
  const bytes = newest.metadata?.size;
  return {
    id: '',
    file_name: newest.name.split('/').pop() ?? newest.name,
    version: /(\d+\.\d+(?:\.\d+)?)/.exec(newest.name)?.[1] ?? fallbackFileRecord.version,
    // MB as the seed and the publish step write them: bytes / 1024², two decimals.
    file_size_mb: typeof bytes === 'number' ? Math.round((bytes / (1024 * 1024)) * 100) / 100 : 0,
    file_type: newest.name.split('.').pop() ?? '',
    file_path: newest.name,
    download_count: 0,
  };
}

/**
 * Why a call failed before it could say anything about files: the server refused the stored
 * session (its token no longer verifies), or the network is down. Anything else is not thrown.
 */
function refusal(error: { message?: string; code?: string; status?: number } | null): Error | null {
  if (!error) return null;
  if (error.status === 401 || error.code === 'PGRST301' || error.code === 'PGRST303') {
    return new SessionRefusedError();
  }
  if (/failed to fetch|networkerror|load failed|fetch failed/i.test(error.message ?? '')) {
    return new TypeError(error.message);
  }
  return null;
}

/**
 * The latest build: the database's record, else the newest object in the bucket, else null.
 * Throws SessionRefusedError or a network TypeError rather than answer "no files" for them.
 */
export async function findLatestFile(client: SupabaseClient): Promise<FileRecord | null> {
  const { data, error, status } = await client.rpc('get_latest_file');
  const refused = refusal(error && { ...error, status });
  if (refused) throw refused;
  if (!error && Array.isArray(data)) {
    const record = parseFileRecord(data[0]);
    if (record) return record;
  }
  const listing = await client.storage
    .from(appBucket)
    .list('', { limit: 100, sortBy: { column: 'updated_at', order: 'desc' } });
  if (listing.error || !Array.isArray(listing.data)) return null;
  return newestStorageItem(listing.data as StorageItem[]);
}

export class NoFilesError extends Error {
  constructor() {
    super('no files in storage');
    this.name = 'NoFilesError';
  }
}

/** The server no longer accepts the stored session: the visitor must sign in again. */
export class SessionRefusedError extends Error {
  constructor() {
    super('session refused');
    this.name = 'SessionRefusedError';
  }
}

export class DownloadFailedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'DownloadFailedError';
  }
}

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** Bytes expected, when the server says (else null). */
  total: number | null;
}

/**
 * Fetches a build's bytes through a short-lived signed URL, reporting progress, and returns them
 * as a Blob. `signal` cancels (the promise then rejects with an AbortError).
 */
export async function fetchFileBytes(
  client: SupabaseClient,
  record: FileRecord,
  { onProgress, signal }: { onProgress?: (progress: DownloadProgress) => void; signal?: AbortSignal } = {},
): Promise<Blob> {
  const signed = await client.storage.from(appBucket).createSignedUrl(record.file_path, 60);
  if (signed.error || !signed.data?.signedUrl)
    throw new DownloadFailedError(signed.error?.message ?? 'no signed URL');
  const response = await fetch(signed.data.signedUrl, { signal });
  if (!response.ok || !response.body) throw new DownloadFailedError(`HTTP ${response.status}`);
  const header = Number(response.headers.get('content-length'));
  const total = Number.isFinite(header) && header > 0 ? header : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress?.({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress?.({ received, total });
  }
  return new Blob(chunks as BlobPart[], {
    type: record.file_type.includes('/') ? record.file_type : 'application/zip',
  });
}

/** Hands the bytes to the browser as a file named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start writing the file before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Counts a finished download; returns the new count, or null when it could not be counted. */
export async function countDownload(client: SupabaseClient, record: FileRecord): Promise<number | null> {
  if (!record.id) return null;
  const { data, error } = await client.rpc('increment_download_count', { file_id: record.id });
  return error || typeof data !== 'number' ? null : data;
}
