// Unexpected errors are logged with their stack on the server and answered without details.
import type { Context } from 'hono';

export function logInternalError(log: (message: string) => void, c: Context, err: unknown): void {
  const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
  log(`internal error on ${c.req.method} ${c.req.path}: ${detail}`);
}
