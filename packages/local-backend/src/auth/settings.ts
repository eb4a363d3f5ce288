// GET /health, GET /settings and GET /.well-known/jwks.json: what the server is and allows.
import type { Context } from 'hono';
import type { AuthContext } from './context.ts';

export const health = (c: Context): Response =>
  c.json({
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });

export function settings(c: Context, ctx: AuthContext): Response {
  const auth = ctx.settings.auth;
  return c.json({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      email: true,
      facebook: false,
      github: false,
      gitlab: false,
      google: false,
      phone: false,
      saml: false,
    },
    disable_signup: !auth.enableSignup,
    mailer_autoconfirm: !auth.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/** HS256 keys are never published; supabase-js then verifies through GET /user. */
export function jwks(c: Context): Response {
  c.header('Cache-Control', 'public, max-age=600');
  return c.json({ keys: [] });
}
