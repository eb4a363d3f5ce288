// /rest/v1: PostgREST's RPC endpoint, and plain table reads (GET) for scripts and tests.
import { Hono, type Context } from 'hono';
import type { AppContext } from '../context.ts';
import type { RequestClaims } from '../db/database.ts';
import { isObject, MAX_JSON_DEPTH, readJson } from '../http/body.ts';
import { clientAddress } from '../http/client-address.ts';
import { answerErrors, errorResponse } from '../http/errors.ts';
import { requestClaims, requireApiKey } from '../http/gateway.ts';
import { asRestError, internalError, notFound, RestError } from './errors.ts';
import { callFunction, EXPOSED_SCHEMAS, findFunctions, matchFunction, type SqlFunction } from './rpc.ts';
import { buildTableQuery, readTable, tableExists, TableQueryError } from './tables.ts';

/**
 * The request headers as PostgREST hands them to SQL (`request.headers`, lower-cased names).
 * X-Forwarded-For is the client address the auth rate limits count too (clientAddress): the
 * socket's peer, or with `trustProxy` the first entry a proxy in front wrote. A client cannot
 * choose the address that SQL rate limits count.
 */
function requestHeaders(c: Context, trustProxy: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  // The client's address as hosted Supabase's proxies would report it: headers a client sent
  // itself must not pass for it.
  delete headers['x-real-ip'];
  delete headers['cf-connecting-ip'];
  headers['x-forwarded-for'] = clientAddress(c, trustProxy);
  return headers;
}

export function restRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const signatures = new Map<string, SqlFunction[]>();

  app.onError(answerErrors(ctx.settings.log, internalError));

  app.use('*', async (c, next) => requireApiKey(c, ctx) ?? next());

  function claimsOf(c: Context): RequestClaims {
    const r = requestClaims(c, ctx);
    if (r.ok) return r.claims;
    c.header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${r.reason}"`);
    if (r.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired');
    if (r.reason === 'role') throw new RestError(401, 'PGRST301', 'JWT role is not allowed');
    throw new RestError(401, 'PGRST301', 'JWSError JWSInvalidSignature');
  }

  function schemaOf(c: Context, header: 'content-profile' | 'accept-profile'): string {
    const schema = c.req.header(header) ?? 'public';
    if (!EXPOSED_SCHEMAS.includes(schema)) {
      throw new RestError(
        406,
        'PGRST106',
        `The schema must be one of the following: ${EXPOSED_SCHEMAS.join(', ')}`,
      );
    }
    return schema;
  }

  async function rpc(
    c: Context,
    schema: string,
    args: Record<string, unknown>,
    readOnly: boolean,
  ): Promise<Response> {
    const name = c.req.param('fn') ?? '';
    const claims = claimsOf(c);
    const wantsObject = (c.req.header('accept') ?? '').includes('application/vnd.pgrst.object+json');
    try {
      const result = await ctx.db.asRole(
        claims,
        async (tx) => {
          const argNames = Object.keys(args);
          const fn = matchFunction(await findFunctions(tx, schema, name, signatures), argNames);
          if (!fn) throw notFound(schema, name, argNames);
          return callFunction(tx, fn, args);
        },
        { readOnly, headers: requestHeaders(c, ctx.settings.trustProxy) },
      );
      if (result.kind === 'void') return c.body(null, 204);
      if (result.rows !== null) {
        c.header('Content-Range', result.rows > 0 ? `0-${result.rows - 1}/*` : '*/*');
        if (wantsObject) {
          if (result.rows !== 1) {
            throw new RestError(
              406,
              'PGRST116',
              'Cannot coerce the result to a single JSON object',
              `The result contains ${result.rows} rows`,
            );
          }
          return c.json((result.value as unknown[])[0] ?? null);
        }
      }
      return c.json(result.value as object);
    } catch (err) {
      throw asRestError(err, claims.role);
    }
  }

  app.post('/rpc/:fn', async (c) => {
    const schema = schemaOf(c, 'content-profile');
    const body = await readJson(c.req.raw, ctx.settings.maxJsonBody);
    if (!body.ok) {
      throw body.reason === 'too_large'
        ? new RestError(
            413,
            'PGRST102',
            'Request body too large',
            `The body exceeds ${ctx.settings.maxJsonBody} bytes`,
          )
        : body.reason === 'too_deep'
          ? new RestError(
              400,
              'PGRST102',
              'Empty or invalid json',
              `The body nests more than ${MAX_JSON_DEPTH} levels deep`,
            )
          : new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    if (body.value !== undefined && !isObject(body.value)) {
      throw new RestError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'Expected a JSON object of named arguments',
      );
    }
    return rpc(c, schema, body.value ?? {}, false);
  });

  // GET calls run read-only, as in PostgREST; arguments come from the query string.
  app.get('/rpc/:fn', async (c) => {
    const schema = schemaOf(c, 'accept-profile');
    return rpc(c, schema, c.req.query(), true);
  });

  app.all('/rpc/:fn', (c) =>
    errorResponse(c, new RestError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`)),
  );

  app.get('/:table', async (c) => {
    const schema = schemaOf(c, 'accept-profile');
    const table = c.req.param('table');
    const claims = claimsOf(c);
    const query = new URL(c.req.url).searchParams;
    let built;
    try {
      built = buildTableQuery(schema, table, query);
    } catch (err) {
      if (err instanceof TableQueryError) throw new RestError(400, 'PGRST100', err.message);
      throw err;
    }
    try {
      const result = await ctx.db.asRole(
        claims,
        async (tx) => {
          if (!(await tableExists(tx, schema, table))) return null;
          return readTable(tx, built);
        },
        { readOnly: true, headers: requestHeaders(c, ctx.settings.trustProxy) },
      );
      if (!result) {
        throw new RestError(
          404,
          'PGRST205',
          `Could not find the table '${schema}.${table}' in the schema cache`,
        );
      }
      c.header('Content-Range', result.count > 0 ? `0-${result.count - 1}/*` : '*/*');
      return c.json(result.rows);
    } catch (err) {
      throw asRestError(err, claims.role);
    }
  });

  app.all('*', (c) => {
    const table = c.req.path.replace(/^\/rest\/v1\/?/, '').split('/')[0] ?? '';
    return errorResponse(
      c,
      new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`),
    );
  });

  return app;
}
