// What the /auth/v1 handlers need besides the shared context.
import type { AppContext } from '../context.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailTemplates } from '../mail/templates.ts';
import type { RateLimiter } from './rate-limit.ts';

export interface AuthContext extends AppContext {
  limiter: RateLimiter;
  mailer: Mailer;
  /** The confirmation and recovery mails, from config.toml's templates. */
  mailTemplates: MailTemplates;
}
