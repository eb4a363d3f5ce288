// The API server: CORS for the site's origin, then auth, REST and storage under the paths
// hosted Supabase uses. Anything else gets the gateway's 404.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppContext } from '../context.ts';
import { authRoutes } from '../auth/routes.ts';
import { restRoutes } from '../rest/routes.ts';
import { storageRoutes } from '../storage/routes.ts';
import { EXPOSED_HEADERS } from './cors.ts';
import { logInternalError } from './respond.ts';

export function apiApp(ctx: AppContext): Hono {
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
