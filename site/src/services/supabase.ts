// The one Supabase client, created on first use: the first auth or download action, or a stored
// session to restore. Its code is a separate chunk, so it never weighs on a page's first load.
import type { SupabaseClient } from '@supabase/supabase-js';

let client: Promise<SupabaseClient> | null = null;
const readyListeners = new Set<(client: SupabaseClient) => void>();
let ready: SupabaseClient | null = null;

/** Calls `listener` with the client once it exists (at once if it does). Returns an unsubscribe. */
export function onSupabaseReady(listener: (client: SupabaseClient) => void): () => void {
  if (ready) listener(ready);
  else readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

export function getSupabase(): Promise<SupabaseClient> {
  client ??= (async () => {
    const [{ createClient }, config] = await Promise.all([
      import('@supabase/supabase-js'),
      import('./backendConfig').then(({ loadBackendConfig }) => loadBackendConfig()),
    ]);
    const created = createClient(config.supabaseUrl, config.supabaseAnonKey, {
      auth: {
        flowType: 'implicit',
        persistSession: true,
        autoRefreshToken: true,
        // /auth/callback reads the fragment itself (so it can show each step); no other page should.
        detectSessionInUrl: false,
      },
    });
    ready = created;
    for (const listener of readyListeners) listener(created);
    readyListeners.clear();
    return created;
  })();
  // A failed start (backend down) is tried again on the next action.
  client.catch(() => {
    client = null;
  });
  return client;
}

/** The name of the bucket that holds the app builds (supabase/migrations). */
export const appBucket = 'app-builds';
