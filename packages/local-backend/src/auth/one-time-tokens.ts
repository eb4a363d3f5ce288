// The one-time tokens behind the mailed codes and links (auth.one_time_tokens): issued with a
// mail, consumed by a verification. Only a SHA-256 of each token hash is stored.
import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/database.ts';
import type { Pkce } from './request.ts';
import { codeHashes, hashToken, newOtp, otpTokenHash, PKCE_PREFIX, type TokenKind } from './tokens.ts';
import { confirmEmail, findUserByEmail, findUserById, type UserRow } from './users.ts';

export const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

export const isVerifyType = (type: string | undefined): type is VerifyType =>
  VERIFY_TYPES.includes(type as VerifyType);

/**
 * The tokens each verification type accepts, tried in this order. As GoTrue: signup and invite
 * take the confirmation token, recovery the recovery token, email either (its email OTP type).
 * magiclink: GoTrue checks the recovery token, which its magic-link mails use; this backend
 * sends no magic links and accepts either, the confirmation token first. No email changes here.
 */
const TOKEN_KINDS: Record<VerifyType, TokenKind[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['confirmation_token', 'recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  recovery: ['recovery_token'],
  email_change: [],
};

/** A verification token just used up, and whose it was. */
export interface Consumed {
  user: UserRow;
  pkce: Pkce | null;
  kind: TokenKind;
}

/**
 * A new code and token hash for a mail, as GoTrue makes them: `otpLength` random digits, and
 * SHA-224(email + code) in hex, prefixed `pkce_` for PKCE flows. One token per user and kind: a
 * new mail supersedes the previous one.
 */
export async function issueOtp(
  tx: Tx,
  user: UserRow,
  kind: TokenKind,
  pkce: Pkce | null,
  otpLength: number,
  at: Date,
): Promise<{ otp: string; tokenHash: string }> {
  // A code that the user's other live token, or the one being replaced, already has is drawn
  // again (one chance in a million), so every code means exactly one mail.
  const taken = new Set(
    (
      await tx.query<{ token_hash: string }>(
        'select token_hash from auth.one_time_tokens where user_id = $1',
        [user.id],
      )
    ).rows.map((r) => r.token_hash),
  );
  let otp: string;
  do otp = newOtp(otpLength);
  while (codeHashes(user.email, otp).some((h) => taken.has(h)));
  const tokenHash = `${pkce ? PKCE_PREFIX : ''}${otpTokenHash(user.email, otp)}`;
  await tx.query(
    `insert into auth.one_time_tokens
       (id, user_id, token_type, token_hash, relates_to, code_challenge, code_challenge_method,
        created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
           code_challenge = excluded.code_challenge,
           code_challenge_method = excluded.code_challenge_method,
           created_at = excluded.created_at, updated_at = excluded.updated_at`,
    [
      randomUUID(),
      user.id,
      kind,
      hashToken(tokenHash),
      user.email,
      pkce?.challenge ?? null,
      pkce?.method ?? null,
      at,
    ],
  );
  return { otp, tokenHash };
}

/**
 * Consumes a live token (single use) whose stored hash is one of `hashes` and whose kind is
 * one of `kinds` (tried in that order), and confirms the address, as GoTrue's signup and
 * recovery verification both do. Null when there is none, or it is older than `expirySeconds`.
 */
async function consumeToken(
  tx: Tx,
  hashes: string[],
  kinds: TokenKind[],
  expirySeconds: number,
  at: Date,
  userId: string | null = null,
): Promise<Consumed | null> {
  if (kinds.length === 0) return null;
  const r = await tx.query<{
    id: string;
    user_id: string;
    token_type: TokenKind;
    created_at: Date;
    code_challenge: string | null;
    code_challenge_method: 's256' | 'plain' | null;
  }>(
    `select id, user_id, token_type, created_at, code_challenge, code_challenge_method
     from auth.one_time_tokens
     where token_hash = any($1::text[]) and token_type = any($2::text[])
       and ($3::uuid is null or user_id = $3::uuid)
     for update`,
    [hashes, kinds, userId],
  );
  const row = kinds.map((k) => r.rows.find((t) => t.token_type === k)).find(Boolean);
  if (!row) return null;
  await tx.query('delete from auth.one_time_tokens where id = $1', [row.id]);
  if (row.created_at.getTime() + expirySeconds * 1000 < at.getTime()) return null;
  const user = await findUserById(tx, row.user_id, true);
  if (!user) return null;
  if (!user.email_confirmed_at) {
    // GoTrue's user.Confirm clears the confirmation token: an address confirmed through a
    // recovery mail leaves no sign-up mail to use.
    await tx.query(
      `delete from auth.one_time_tokens where user_id = $1 and token_type = 'confirmation_token'`,
      [user.id],
    );
  }
  await confirmEmail(tx, user, at);
  const pkce =
    row.code_challenge && row.code_challenge_method
      ? { challenge: row.code_challenge, method: row.code_challenge_method }
      : null;
  return { user, pkce, kind: row.token_type };
}

/** A token hash from a link (`{{ .TokenHash }}`, or a ConfirmationURL's `token`). */
export const consumeTokenHash = (
  tx: Tx,
  tokenHash: string,
  type: VerifyType,
  expirySeconds: number,
  at: Date,
): Promise<Consumed | null> => consumeToken(tx, [hashToken(tokenHash)], TOKEN_KINDS[type], expirySeconds, at);

/** A code typed with its address (`{{ .Token }}`). */
export async function consumeCode(
  tx: Tx,
  email: string,
  code: string,
  type: VerifyType,
  expirySeconds: number,
  at: Date,
): Promise<Consumed | null> {
  const user = await findUserByEmail(tx, email, true);
  if (!user) return null;
  return consumeToken(tx, codeHashes(email, code), TOKEN_KINDS[type], expirySeconds, at, user.id);
}

/** The type a verification is reported as: GoTrue resolves `email` to what the token was for. */
export const resolvedType = (type: VerifyType, kind: TokenKind): VerifyType =>
  type === 'email' ? (kind === 'recovery_token' ? 'magiclink' : 'signup') : type;

/** How a verification signs the user in: recovery, or a one-time password. */
export const signInMethod = (type: VerifyType, kind: TokenKind): 'recovery' | 'otp' =>
  resolvedType(type, kind) === 'recovery' ? 'recovery' : 'otp';
