// What every service's handlers share, created once per server by startLocalBackend(). A service
// that needs more declares it beside its routes (auth/context.ts, storage/context.ts).
import type { Settings } from './settings.ts';
import type { Database } from './db/database.ts';
import type { ProjectKeys } from './http/gateway.ts';

export interface AppContext {
  settings: Settings;
  db: Database;
  secrets: ProjectKeys;
  /** Public base URL of the API, e.g. http://127.0.0.1:54321 (known once listening). */
  apiUrl: string;
}

export const nowSeconds = (ctx: AppContext): number => Math.floor(ctx.settings.now() / 1000);
