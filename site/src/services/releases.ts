// Every published build for /changelog (and the download details): public.list_releases(), read
// after hydration over fetch with the public key, like the latest file record: a public read that
// must not load the Supabase client. The feed the app reads is a public object of the releases
// bucket.
import { loadBackendConfig, type BackendConfig } from './backendConfig';

/** One published build as public.list_releases() describes it (no storage path: it is public). */
export interface Release {
  version: string;
  /** CFBundleVersion; null for builds recorded before build numbers were. */
  buildNumber: number | null;
  channel: 'stable' | 'beta';
  /** ISO 8601. */
  publishedAt: string;
  /** Markdown ('' when none). */
  notes: string;
  /** LSMinimumSystemVersion, e.g. '13.0'; null when unknown. */
  minimumMacos: string | null;
  fileName: string;
  sizeMb: number;
  /** Hex SHA-256 of the ZIP; null when unknown. */
  sha256: string | null;
}

const num = (value: unknown) => (typeof value === 'string' && value.trim() ? Number(value) : value);

/** A row checked field by field; a bad row is no release. */
export function parseRelease(value: unknown): Release | null {
  if (!value || typeof value !== 'object') return null;
  const row = value as Record<string, unknown>;
  const size = num(row.file_size_mb);
  const build = num(row.build_number);
  if (
    typeof row.version !== 'string' ||
    !row.version ||
    typeof row.published_at !== 'string' ||
    Number.isNaN(Date.parse(row.published_at)) ||
    typeof row.file_name !== 'string' ||
    typeof size !== 'number' ||
    !Number.isFinite(size) ||
    (row.channel !== 'stable' && row.channel !== 'beta')
  )
    return null;
  return {
    version: row.version,
    buildNumber: typeof build === 'number' && Number.isInteger(build) ? build : null,
    channel: row.channel,
    publishedAt: row.published_at,
    notes: typeof row.notes === 'string' ? row.notes : '',
    minimumMacos: typeof row.minimum_macos === 'string' && row.minimum_macos ? row.minimum_macos : null,
    fileName: row.file_name,
    sizeMb: size,
    sha256: typeof row.sha256 === 'string' && /^[0-9a-f]{64}$/.test(row.sha256) ? row.sha256 : null,
  };
}

/** Every published build, newest first; throws when the backend cannot say (not "none"). */
export async function fetchReleases(
  config: BackendConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<Release[]> {
  const response = await fetchImpl(`${config.supabaseUrl}/rest/v1/rpc/list_releases`, {
    method: 'POST',
    headers: {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${config.supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  if (!response.ok) throw new Error(`list_releases answered HTTP ${response.status}`);
  const rows: unknown = await response.json();
  if (!Array.isArray(rows)) throw new Error('list_releases answered something that is not a list');
  return rows.map(parseRelease).filter((release): release is Release => release !== null);
}

/** The public bucket and object of the Sparkle feed (supabase/migrations, scripts/publish-build). */
export const feedBucket = 'releases';
export const feedObject = 'appcast.xml';

/** The feed's public URL: what the app's SUFeedURL holds. */
export const feedUrl = (config: BackendConfig) =>
  `${config.supabaseUrl}/storage/v1/object/public/${feedBucket}/${feedObject}`;

/** The releases and the feed URL of the backend configured for this site. */
export async function readReleases(): Promise<{ releases: Release[]; feedUrl: string }> {
  const config = await loadBackendConfig();
  return { releases: await fetchReleases(config), feedUrl: feedUrl(config) };
}
