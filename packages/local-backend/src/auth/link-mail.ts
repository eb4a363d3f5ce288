// The mails that carry a code and a link (confirmation, recovery), sent from one table: each kind
// names the token it issues, the user column that records when it was sent, and the verification
// type its link carries. Every send is held to the per-address frequency and the hourly quota,
// and rendered from config.toml's template with GoTrue's variables.
import type { Tx } from '../db/database.ts';
import type { StoredMail } from '../mail/mailer.ts';
import type { MailKind } from '../mail/templates.ts';
import type { AuthContext } from './context.ts';
import { emailFrequencyLimit, emailRateLimit } from './errors.ts';
import { issueOtp } from './one-time-tokens.ts';
import { ONE_HOUR } from './rate-limit.ts';
import type { Pkce } from './request.ts';
import type { TokenKind } from './tokens.ts';
import { findUserByEmail, type UserRow } from './users.ts';

const LINK_MAILS: Record<
  MailKind,
  { token: TokenKind; sentAt: 'confirmation_sent_at' | 'recovery_sent_at'; type: 'signup' | 'recovery' }
> = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', type: 'signup' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', type: 'recovery' },
};

/** Where the mail's link sends the browser, and the PKCE challenge it carries, if any. */
export interface LinkTarget {
  redirectTo: string;
  pkce: Pkce | null;
}

/** GoTrue's `{{ .ConfirmationURL }}`: the provider's one-time GET link. */
function verifyLink(
  ctx: AuthContext,
  token: string,
  type: 'signup' | 'recovery',
  redirectTo: string,
): string {
  const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.apiUrl}/auth/v1/verify?${q.toString()}`;
}

/**
 * Issues a token of `kind` for `user` and stores its mail in the same transaction (so a mail
 * exists exactly when its token does). The caller forwards it (SMTP) once the transaction commits.
 */
export async function storeLinkMail(
  ctx: AuthContext,
  tx: Tx,
  user: UserRow,
  kind: MailKind,
  { redirectTo, pkce }: LinkTarget,
  at: Date,
): Promise<StoredMail> {
  const auth = ctx.settings.auth;
  const { token, sentAt, type } = LINK_MAILS[kind];
  const lastSent = user[sentAt];
  if (lastSent) {
    const waitMs = auth.emailMaxFrequency * 1000 - (at.getTime() - lastSent.getTime());
    if (waitMs > 0) throw emailFrequencyLimit(Math.ceil(waitMs / 1000));
  }
  if (!ctx.limiter.take('email:global', auth.rateLimits.emailSent, ONE_HOUR)) throw emailRateLimit();
  const { otp, tokenHash } = await issueOtp(tx, user, token, pkce, auth.otpLength, at);
  await tx.query(`update auth.users set ${sentAt} = $2, updated_at = $2 where id = $1`, [user.id, at]);
  const content = ctx.mailTemplates.render(kind, {
    SiteURL: auth.siteUrl,
    ConfirmationURL: verifyLink(ctx, tokenHash, type, redirectTo),
    Email: user.email,
    Token: otp,
    TokenHash: tokenHash,
    RedirectTo: redirectTo,
  });
  return ctx.mailer.store(tx, user.email, content, at);
}

/**
 * Sends a `kind` mail to the account of `email` when there is one and `wanted(user)` holds; else
 * nothing, and the caller answers the same either way, so no address is revealed.
 */
export async function sendLinkMail(
  ctx: AuthContext,
  email: string,
  kind: MailKind,
  target: LinkTarget,
  wanted: (user: UserRow) => boolean,
  at: Date,
): Promise<void> {
  const mail = await ctx.db.admin(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (!user || !wanted(user)) return null;
    return storeLinkMail(ctx, tx, user, kind, target, at);
  });
  if (mail) ctx.mailer.forward(mail);
}
