// POST /resend: a new confirmation mail for an address that has not been confirmed yet.
import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { phoneDisabled, validationFailed } from './errors.ts';
import { sendLinkMail } from './link-mail.ts';
import { resolveRedirect } from './redirect.ts';
import { now, optString, parseEmail, parsePkce, readBody } from './request.ts';

export async function resend(c: Context, ctx: AuthContext): Promise<Response> {
  const b = await readBody(c, ctx);
  const type = optString(b, 'type');
  if (type === 'sms' || type === 'phone_change') throw phoneDisabled();
  if (type !== 'signup' && type !== 'email_change') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const email = parseEmail(optString(b, 'email'));
  const pkce = parsePkce(b);
  const redirectTo = resolveRedirect(c.req.query('redirect_to'), ctx.settings.auth);
  if (type === 'email_change') return c.json({}); // no pending email changes exist here
  // Unknown and already confirmed addresses get the same answer: nothing is revealed.
  const unconfirmed = (user: { email_confirmed_at: Date | null }): boolean => !user.email_confirmed_at;
  await sendLinkMail(ctx, email, 'confirmation', { redirectTo, pkce }, unconfirmed, now(ctx));
  return c.json({});
}
