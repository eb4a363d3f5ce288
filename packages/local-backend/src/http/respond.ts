// Unexpected errors are logged with their stack on the server and answered without details.
// A client that goes away mid-request is no server error: it is logged as a disconnect.
import type { Context } from 'hono';

/** True when `err` comes from the client closing its connection (mid-body, or before the answer). */
export function isClientDisconnect(err: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  const e = err as (Error & { code?: unknown; cause?: unknown }) | null;
  if (!(e instanceof Error)) return false;
  if (e.code === 'ECONNRESET' || e.code === 'ERR_STREAM_PREMATURE_CLOSE' || e.code === 'EPIPE') return true;
  if (e.message === 'aborted' || e.name === 'AbortError') return true;
  return e.cause !== undefined && e.cause !== e && isClientDisconnect(e.cause);
}

export function logInternalError(log: (message: string) => void, c: Context, err: unknown): void {
  if (isClientDisconnect(err, c.req.raw.signal)) {
    log(`client disconnected during ${c.req.method} ${c.req.path}`);
    return;
  }
  const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
  log(`internal error on ${c.req.method} ${c.req.path}: ${detail}`);
}
