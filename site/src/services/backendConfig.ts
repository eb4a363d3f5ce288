// Where the Supabase API is. A production build bakes it in (VITE_SUPABASE_URL and
// VITE_SUPABASE_ANON_KEY); without them the site asks its own server (/runtime-config.json), which
// is how `npm start` and the tests hand one build any local backend.

export interface BackendConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export class BackendUnavailableError extends Error {
  constructor(reason: string) {
    super(`The site is not connected to its backend: ${reason}`);
    this.name = 'BackendUnavailableError';
  }
}

/** Accepts only an http(s) URL and a non-empty key; anything else is no configuration. */
export function parseBackendConfig(value: unknown): BackendConfig | null {
  if (!value || typeof value !== 'object') return null;
  const { supabaseUrl, supabaseAnonKey } = value as Record<string, unknown>;
  if (typeof supabaseUrl !== 'string' || typeof supabaseAnonKey !== 'string' || !supabaseAnonKey) return null;
  try {
    const url = new URL(supabaseUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  } catch {
    return null;
  }
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseAnonKey };
}

export async function loadBackendConfig(fetchImpl: typeof fetch = fetch): Promise<BackendConfig> {
  const baked = parseBackendConfig({
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL,
    supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
  });
  if (baked) return baked;
  let response: Response;
  try {
    response = await fetchImpl('/runtime-config.json', { cache: 'no-store' });
  } catch {
    throw new BackendUnavailableError('the configuration could not be loaded');
  }
  const config = response.ok ? parseBackendConfig(await response.json().catch(() => null)) : null;
  if (!config) throw new BackendUnavailableError('no Supabase URL and key are configured');
  return config;
}
