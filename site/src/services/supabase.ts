// The one Supabase client, created on first use: the first auth or download action, or a stored
// session to restore. Its code is a separate chunk, so it never weighs on a page's first load.
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadBackendConfig } from './backendConfig';

let client: Promise<SupabaseClient> | null = null;

export function getSupabase(): Promise<SupabaseClient> {
  client ??= (async () => {
    const [{ createClient }, config] = await Promise.all([
      import('@supabase/supabase-js'),
      loadBackendConfig(),
    ]);
    return createClient(config.supabaseUrl, config.supabaseAnonKey, {
      auth: {
        flowType: 'implicit',
        persistSession: true,
        autoRefreshToken: true,
        // /auth/callback reads the fragment itself (so it can show each step); no other page should.
        detectSessionInUrl: false,
      },
    });
  })();
  // A failed start (backend down) is tried again on the next action.
  client.catch(() => {
    client = null;
  });
  return client;
}

/** The name of the bucket that holds the app builds (supabase/migrations). */
export const appBucket = 'app-builds';
