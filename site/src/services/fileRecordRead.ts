// Reading the file record: as the app starts, for display (the hero's version, size and count), and by
// the download's code (appFile.ts). Not in a page's first load.
import { loadBackendConfig, type BackendConfig } from './backendConfig';
import type { FileRecord } from './fileRecord';

/** A record as the database sends it, checked field by field (a bad row is no record). */
export function parseFileRecord(value: unknown): FileRecord | null {
  if (!value || typeof value !== 'object') return null;
  const row = value as Record<string, unknown>;
  const size = typeof row.file_size_mb === 'string' ? Number(row.file_size_mb) : row.file_size_mb;
  const count = typeof row.download_count === 'string' ? Number(row.download_count) : row.download_count;
  if (
    typeof row.id !== 'string' ||
    typeof row.file_name !== 'string' ||
    !row.file_name ||
    typeof row.version !== 'string' ||
    typeof row.file_path !== 'string' ||
    !row.file_path ||
    typeof size !== 'number' ||
    !Number.isFinite(size) ||
    size < 0 ||
    typeof count !== 'number' ||
    !Number.isFinite(count) ||
    count < 0
  ) {
    return null;
  }
  return {
    id: row.id,
    file_name: row.file_name,
    version: row.version,
    file_size_mb: size,
    file_type: typeof row.file_type === 'string' ? row.file_type : '',
    file_path: row.file_path,
    download_count: count,
    build_number: typeof row.build_number === 'number' ? row.build_number : null,
    minimum_macos: typeof row.minimum_macos === 'string' ? row.minimum_macos : null,
    sha256: typeof row.sha256 === 'string' && /^[0-9a-f]{64}$/.test(row.sha256) ? row.sha256 : null,
    notes: typeof row.notes === 'string' ? row.notes : '',
    channel: row.channel === 'beta' ? 'beta' : 'stable',
    published_at: typeof row.published_at === 'string' ? row.published_at : null,
  };
}

/**
 * The latest build's record for display, read without the Supabase client (the hero shows it to
 * every visitor, and the client must not weigh on a page's load): one RPC over fetch with the
 * public key. Null when the backend cannot say.
 */
export async function fetchLatestFileRecord(
  config: BackendConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<FileRecord | null> {
  try {
    const response = await fetchImpl(`${config.supabaseUrl}/rest/v1/rpc/get_latest_file`, {
      method: 'POST',
      headers: {
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${config.supabaseAnonKey}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    if (!response.ok) return null;
    const rows: unknown = await response.json();
    return Array.isArray(rows) ? parseFileRecord(rows[0]) : null;
  } catch {
    return null;
  }
}

/** The latest build's record as the backend configured for this site describes it, or null. */
export async function readLatestFileRecord(): Promise<FileRecord | null> {
  return fetchLatestFileRecord(await loadBackendConfig());
}
