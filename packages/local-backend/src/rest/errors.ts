// PostgREST's error shape: {code, details, hint, message}, with its SQLSTATE → HTTP status table.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isPgError } from '../db/database.ts';
import type { ErrorAnswer, ServiceError } from '../http/errors.ts';

export class RestError extends Error implements ServiceError {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  answer(): ErrorAnswer {
    return {
      status: this.status,
      headers: {},
      body: { code: this.code, details: this.details, hint: this.hint, message: this.message },
    };
  }
}

export const internalError = (): RestError => new RestError(500, 'PGRST000', 'Internal server error');

/** PostgREST's SQLSTATE → HTTP status table (the part that can occur here). */
function statusFor(sqlState: string, role: string): ContentfulStatusCode {
  if (sqlState === '42501') return role === 'anon' ? 401 : 403;
  const pt = /^PT(\d{3})$/.exec(sqlState);
  if (pt) {
    const n = Number(pt[1]);
    return (n >= 400 && n <= 599 ? n : 400) as ContentfulStatusCode;
  }
  if (sqlState === '23503' || sqlState === '23505') return 409;
  if (sqlState === '42883' || sqlState === '42P01') return 404;
  if (sqlState === '25006') return 405;
  return 400;
}

export /** A Postgres error as PostgREST answers it; anything else unchanged. */
function asRestError(err: unknown, role: string): unknown {
  if (!isPgError(err)) return err;
  return new RestError(
    statusFor(err.code, role),
    err.code,
    err.message,
    err.detail ?? null,
    err.hint ?? null,
  );
}

export function notFound(schema: string, name: string, argNames: string[]): RestError {
  const sorted = [...argNames].sort();
  const qualified = `${schema}.${name}`;
  if (sorted.length === 0) {
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function ${qualified} without parameters in the schema cache`,
      `Searched for the function ${qualified} without parameters, but no matches were found in the schema cache.`,
    );
  }
  const list = sorted.join(', ');
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${qualified}(${list}) in the schema cache`,
    `Searched for the function ${qualified} with parameter${sorted.length > 1 ? 's' : ''} ${list} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}
