// /auth/v1: the GoTrue endpoints supabase-js uses, one handler per file as GoTrue has them
// (internal/api/{signup,token,verify,user,logout,resend,recover,settings}.go), answering in
// GoTrue's error shape (errors.ts).
import { Hono, type Context } from 'hono';
import { answerErrors, errorResponse } from '../http/errors.ts';
import { requireApiKey } from '../http/gateway.ts';
import type { AuthContext } from './context.ts';
import { API_VERSION, AuthError, unexpectedFailure, wantsModernErrors } from './errors.ts';
import { logout } from './logout.ts';
import { recover } from './recover.ts';
import { resend } from './resend.ts';
import { health, jwks, settings } from './settings.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, updateUser } from './user.ts';
import { verifyLink, verifyOtp } from './verify.ts';

type Handler = (c: Context, ctx: AuthContext) => Response | Promise<Response>;

const ROUTES: [method: 'get' | 'post' | 'put', path: string, handler: Handler][] = [
  ['get', '/health', health],
  ['get', '/settings', settings],
  ['get', '/.well-known/jwks.json', jwks],
  ['post', '/signup', signup],
  ['post', '/token', token],
  ['get', '/verify', verifyLink],
  ['post', '/verify', verifyOtp],
  ['get', '/user', getUser],
  ['put', '/user', updateUser],
  ['post', '/logout', logout],
  ['post', '/resend', resend],
  ['post', '/recover', recover],
];

/** Paths answered 405 for any other method (the JWKS document is not among them: 404). */
const KNOWN = new Set(ROUTES.map(([, path]) => path).filter((path) => !path.startsWith('/.')));

export function authRoutes(ctx: AuthContext): Hono {
  const app = new Hono();

  app.onError(answerErrors(ctx.settings.log, unexpectedFailure));

  // Echo the API version the client asked for, as GoTrue does, on every response.
  app.use('*', async (c, next) => {
    await next();
    if (wantsModernErrors(c)) c.header('X-Supabase-Api-Version', API_VERSION);
  });

  // The gateway's key check; the emailed verify link and the health check are open.
  app.use('*', async (c, next) => {
    const open = c.req.method === 'GET' && /\/(verify|health)$/.test(c.req.path);
    if (!open) {
      const denied = requireApiKey(c, ctx);
      if (denied) return denied;
    }
    return next();
  });

  for (const [method, path, handler] of ROUTES) app[method](path, (c) => handler(c, ctx));

  // Known paths with another method: 405. Anything else under /auth/v1: 404.
  app.all('*', (c) => {
    const path = c.req.path.replace(/^\/auth\/v1/, '');
    return errorResponse(
      c,
      KNOWN.has(path)
        ? new AuthError(405, 'method_not_allowed', 'Method Not Allowed')
        : new AuthError(404, 'not_found', 'Not Found'),
    );
  });

  return app;
}
