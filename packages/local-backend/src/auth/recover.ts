// POST /recover (resetPasswordForEmail): a recovery mail for any known address.
import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { sendLinkMail } from './link-mail.ts';
import { resolveRedirect } from './redirect.ts';
import { now, optString, parseEmail, parsePkce, readBody } from './request.ts';

export async function recover(c: Context, ctx: AuthContext): Promise<Response> {
  const b = await readBody(c, ctx);
  const email = parseEmail(optString(b, 'email'));
  const pkce = parsePkce(b);
  const redirectTo = resolveRedirect(c.req.query('redirect_to'), ctx.settings.auth);
  // Unknown addresses get the same answer: nothing is revealed.
  await sendLinkMail(ctx, email, 'recovery', { redirectTo, pkce }, () => true, now(ctx));
  return c.json({});
}
