// GoTrue's error format: {code, message} with X-Supabase-Api-Version when the client asked
// for API version 2024-01-01 (supabase-js always does), else the legacy {code, error_code, msg}.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** True when an `X-Supabase-Api-Version` value asks for the 2024-01-01 API (or a later one). */
export function isModernApiVersion(v: string | undefined): boolean {
  return v !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(v) && v >= API_VERSION;
}

/** True when the request asked for the 2024-01-01 API (or a later one). */
export function wantsModernErrors(c: Context): boolean {
  return isModernApiVersion(c.req.header('x-supabase-api-version'));
}

/** The headers and body GoTrue sends for `err`, in the format the request's API version asks for. */
export function authErrorParts(
  apiVersion: string | undefined,
  err: AuthError,
): { headers: Record<string, string>; body: Record<string, unknown> } {
  if (isModernApiVersion(apiVersion)) {
    return {
      headers: { 'x-sb-error-code': err.code, 'X-Supabase-Api-Version': API_VERSION },
      body: { code: err.code, message: err.message, ...err.extra },
    };
  }
  return {
    headers: { 'x-sb-error-code': err.code },
    body: { code: err.status, error_code: err.code, msg: err.message, ...err.extra },
  };
}

export function authErrorResponse(c: Context, err: AuthError): Response {
  const { headers, body } = authErrorParts(c.req.header('x-supabase-api-version'), err);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(body, err.status);
}

export const validationFailed = (message: string): AuthError =>
  new AuthError(400, 'validation_failed', message);

export const requestRateLimit = (): AuthError =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

export const emailFrequencyLimit = (seconds: number): AuthError =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );

export const emailRateLimit = (): AuthError =>
  new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
