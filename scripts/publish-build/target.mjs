// Where a build is published: a hosted Supabase project, or the local backend in a data directory.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SITE_URL, siteOrigin, UsageError } from '../publish-build-core.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultDataDir = join(repoRoot, '.data', 'local-backend');

/**
 * @typedef {{ url: string, serviceRoleKey: string, description: string, siteUrl: string }} Target
 */

/**
 * Hosted when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set and no data directory was given
 * (--data-dir, else LOCAL_BACKEND_DATA_DIR as `npm start` reads it); otherwise the local backend
 * whose keys.json is in the data directory. The site the feed links to: --site-url, else SITE_URL,
 * else the local backend's site, else DEFAULT_SITE_URL.
 * @param {{ dataDir: string | null, env: Record<string, string | undefined>, cwd: string,
 *   siteUrl?: string | null }} options
 * @returns {Promise<Target>}
 */
export async function resolveTarget({ dataDir: given, env, cwd, siteUrl = null }) {
  const url = env.SUPABASE_URL?.trim();
  const key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  const dataDir = given ?? (env.LOCAL_BACKEND_DATA_DIR?.trim() || null);
  const site = siteUrl ?? (env.SITE_URL?.trim() || null);
  if (dataDir === null && (url || key)) {
    if (!url) throw new UsageError('SUPABASE_SERVICE_ROLE_KEY is set but SUPABASE_URL is not: set both.');
    if (!key) throw new UsageError('SUPABASE_URL is set but SUPABASE_SERVICE_ROLE_KEY is not: set both.');
    return {
      url: checkedUrl(url, 'SUPABASE_URL'),
      serviceRoleKey: key,
      description: new URL(url).host,
      siteUrl: siteOrigin(site ?? DEFAULT_SITE_URL),
    };
  }
  const dir = dataDir === null ? defaultDataDir : resolve(cwd, dataDir);
  const file = join(dir, 'keys.json');
  if (!existsSync(file))
    throw new UsageError(
      `No local backend keys at ${file}. Start the local backend (npm run backend${dataDir === null ? '' : ` -- --data-dir ${dataDir}`}), ` +
        'or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY to publish to a hosted project.',
    );
  /** @type {{ apiUrl?: unknown, serviceRoleKey?: unknown, siteUrl?: unknown }} */
  let keys;
  try {
    keys = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new UsageError(`${file} is not valid JSON: restart the local backend to rewrite it.`);
  }
  if (typeof keys.apiUrl !== 'string' || typeof keys.serviceRoleKey !== 'string' || !keys.serviceRoleKey)
    throw new UsageError(`${file} lacks apiUrl or serviceRoleKey: restart the local backend to rewrite it.`);
  return {
    url: checkedUrl(keys.apiUrl, `apiUrl in ${file}`),
    serviceRoleKey: keys.serviceRoleKey,
    description: `the local backend at ${keys.apiUrl}`,
    siteUrl: siteOrigin(
      site ?? (typeof keys.siteUrl === 'string' && keys.siteUrl ? keys.siteUrl : DEFAULT_SITE_URL),
    ),
  };
}

/** @param {string} value @param {string} name */
function checkedUrl(value, name) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${name} is not a URL: "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`${name} must be an http(s) URL.`);
  return url.href.replace(/\/+$/, '');
}
