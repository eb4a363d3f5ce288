// POST /signup: a new account, or a new confirmation mail for an unconfirmed one.
import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { AuthError, phoneDisabled, validationFailed } from './errors.ts';
import { storeLinkMail } from './link-mail.ts';
import { assertPasswordAcceptable, hashPassword } from './passwords.ts';
import { FIVE_MINUTES } from './rate-limit.ts';
import {
  clientInfo,
  clientIp,
  now,
  optObject,
  optString,
  parseEmail,
  parsePkce,
  readBody,
  take,
} from './request.ts';
import { resolveRedirect } from './redirect.ts';
import { signIn } from './sessions.ts';
import { confirmEmail, createUser, findUserByEmail, loadUserJson, obfuscatedUserJson } from './users.ts';

export async function signup(c: Context, ctx: AuthContext): Promise<Response> {
  const auth = ctx.settings.auth;
  const b = await readBody(c, ctx);
  if (!auth.enableSignup)
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const rawEmail = optString(b, 'email');
  if (!rawEmail && optString(b, 'phone')) throw phoneDisabled('Phone signups are disabled');
  const email = parseEmail(rawEmail);
  const password = optString(b, 'password') ?? '';
  const data = optObject(b, 'data') ?? {};
  const pkce = parsePkce(b);
  if (password === '') throw validationFailed('Signup requires a valid password');
  assertPasswordAcceptable(password, auth.minimumPasswordLength);
  take(ctx, `signin:ip:${clientIp(c, ctx)}`, auth.rateLimits.signInSignUps, FIVE_MINUTES);
  const redirectTo = resolveRedirect(c.req.query('redirect_to'), auth);
  const passwordHash = await hashPassword(password, auth.bcryptCost);
  const at = now(ctx);

  const outcome = await ctx.db.admin(async (tx) => {
    const existing = await findUserByEmail(tx, email, true);
    if (existing && (existing.email_confirmed_at || !auth.enableConfirmations)) {
      if (!auth.enableConfirmations) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      // Confirmed address: look like a fresh sign-up, send nothing.
      return { json: obfuscatedUserJson(email, data, at), mail: null };
    }
    const user = existing ?? (await createUser(tx, { email, passwordHash, data, now: at }));
    if (!auth.enableConfirmations) {
      await confirmEmail(tx, user, at);
      return { json: await signIn(tx, ctx, user.id, 'password', clientInfo(c, ctx), at), mail: null };
    }
    // New or still unconfirmed: (re)send the confirmation link; the request's password and
    // data are ignored for an existing account.
    const mail = await storeLinkMail(ctx, tx, user, 'confirmation', { redirectTo, pkce }, at);
    return { json: await loadUserJson(tx, user.id), mail };
  });
  if (outcome.mail) ctx.mailer.forward(outcome.mail);
  return c.json(outcome.json);
}
