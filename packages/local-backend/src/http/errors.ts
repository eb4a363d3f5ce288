// Each service answers errors in its own shape (GoTrue's, storage-api's, PostgREST's). The HTTP
// layer knows only this interface: the services' error classes implement it, so code here can
// answer in a service's shape without importing the service.
import type { Context, ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { logInternalError } from './respond.ts';

/** A whole error answer: status, extra headers and JSON body. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** An error a service answers in its own shape. */
export interface ServiceError extends Error {
  /** The answer, for a request that asked for `apiVersion` (X-Supabase-Api-Version), if any. */
  answer(apiVersion: string | undefined): ErrorAnswer;
}

export function isServiceError(err: unknown): err is ServiceError {
  return err instanceof Error && typeof (err as Partial<ServiceError>).answer === 'function';
}

/** Answers `err` in its service's shape, with the API version the request asked for. */
export function errorResponse(c: Context, err: ServiceError): Response {
  const { status, headers, body } = err.answer(c.req.header('x-supabase-api-version'));
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(body, status);
}

/**
 * A service's `onError`: its own errors are answered as they are; anything else is logged (see
 * respond.ts) and answered as the service's `internal()` error, without details.
 */
export function answerErrors(log: (message: string) => void, internal: () => ServiceError): ErrorHandler {
  return (err, c) => {
    if (isServiceError(err)) return errorResponse(c, err);
    logInternalError(log, c, err);
    return errorResponse(c, internal());
  };
}
