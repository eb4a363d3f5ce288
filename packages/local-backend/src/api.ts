// The composition root: the API server wires the services under the paths hosted Supabase uses
// (CORS for any origin first; anything else gets the gateway's 404), and says how each service
// answers a request refused before routing.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AuthContext } from './auth/context.ts';
import { AuthError } from './auth/errors.ts';
import { authRoutes } from './auth/routes.ts';
import { EXPOSED_HEADERS } from './http/cors.ts';
import type { BadPathError } from './http/request-target.ts';
import { logInternalError } from './http/respond.ts';
import { RestError } from './rest/errors.ts';
import { restRoutes } from './rest/routes.ts';
import type { StorageContext } from './storage/context.ts';
import { invalidKey } from './storage/errors.ts';
import { keyInRawPath } from './storage/paths.ts';
import { storageRoutes } from './storage/routes.ts';

export type ApiContext = AuthContext & StorageContext;

export function apiApp(ctx: ApiContext): Hono {
  const app = new Hono();

  // Any origin may call (hosted answers `*` too); see cors.ts.
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
      exposeHeaders: EXPOSED_HEADERS,
      maxAge: 3600,
    }),
  );

  app.route('/auth/v1', authRoutes(ctx));
  app.route('/rest/v1', restRoutes(ctx));
  app.route('/storage/v1', storageRoutes(ctx));

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((err, c) => {
    logInternalError(ctx.settings.log, c, err);
    return c.json({ message: 'An unexpected error occurred' }, 500);
  });
  return app;
}

/**
 * A bad raw path (dot segments, a backslash; see request-target.ts), answered in the shape of the
 * service the path names:
 * - storage: HTTP 400 `InvalidKey` (storage-api's shape, the real status "400" in `statusCode`);
 * - auth: 400 `validation_failed` (GoTrue's 2024-01-01 or legacy body, by the request's header);
 * - rest: PostgREST's 404 `PGRST125` "Invalid path specified in request URL";
 * - anything else: null, so the gateway's 400 `{message}`.
 */
export const apiBadPath: BadPathError = (path, message) => {
  switch (/^\/(auth|rest|storage)\/v1(?:\/|$)/.exec(path)?.[1]) {
    case 'storage':
      return invalidKey(keyInRawPath(path));
    case 'auth':
      return new AuthError(400, 'validation_failed', message);
    case 'rest':
      return new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    default:
      return null;
  }
};
