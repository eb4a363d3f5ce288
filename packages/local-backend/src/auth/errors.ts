// GoTrue's error format: {code, message} with X-Supabase-Api-Version when the client asked
// for API version 2024-01-01 (supabase-js always does), else the legacy {code, error_code, msg}.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorAnswer, ServiceError } from '../http/errors.ts';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error implements ServiceError {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** The headers and body GoTrue sends, in the format the request's API version asks for. */
  answer(apiVersion: string | undefined): ErrorAnswer {
    if (isModernApiVersion(apiVersion)) {
      return {
        status: this.status,
        headers: { 'x-sb-error-code': this.code, 'X-Supabase-Api-Version': API_VERSION },
        body: { code: this.code, message: this.message, ...this.extra },
      };
    }
    return {
      status: this.status,
      headers: { 'x-sb-error-code': this.code },
      body: { code: this.status, error_code: this.code, msg: this.message, ...this.extra },
    };
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

export const unexpectedFailure = (): AuthError =>
  new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );

export const phoneDisabled = (message = 'Phone provider is disabled'): AuthError =>
  new AuthError(400, 'phone_provider_disabled', message);

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
