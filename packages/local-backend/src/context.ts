// Everything a request handler needs, created once per server by startLocalBackend().
import type { Settings } from './config.ts';
import type { Database } from './db/database.ts';
import type { Secrets } from './auth/keys.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MailTemplates } from './mail/templates.ts';
import type { ObjectFiles } from './storage/files.ts';

export interface AppContext {
  settings: Settings;
  db: Database;
  secrets: Secrets;
  files: ObjectFiles;
  limiter: RateLimiter;
  mailer: Mailer;
  /** The confirmation and recovery mails, from config.toml's templates. */
  mailTemplates: MailTemplates;
  /** Public base URL of the API, e.g. http://127.0.0.1:54321 (known once listening). */
  apiUrl: string;
}

export const nowSeconds = (ctx: AppContext): number => Math.floor(ctx.settings.now() / 1000);
