// Random secrets handed to clients; only their SHA-256 hashes are stored.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Opaque refresh token. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The mailed code, as GoTrue's crypto.GenerateOtp makes it: `digits` random decimal digits. */
export const newOtp = (digits: number): string =>
  randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');

/**
 * GoTrue's crypto.GenerateTokenHash(emailOrPhone, otp): lowercase hex SHA-224 of the two
 * strings joined. It is the mail's `{{ .TokenHash }}` (prefixed `pkce_` for PKCE flows) and the
 * `token` of its `{{ .ConfirmationURL }}`; a code typed with its address hashes to the same value.
 */
export const otpTokenHash = (email: string, otp: string): string =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

export const PKCE_PREFIX = 'pkce_';

/** The two kinds of one-time token a user can hold, one of each (auth.one_time_tokens). */
export type TokenKind = 'confirmation_token' | 'recovery_token';

/** The stored hashes a code typed with its address can match (GoTrue's isOtpValid). */
export const codeHashes = (email: string, code: string): string[] => {
  const tokenHash = otpTokenHash(email, code);
  return [hashToken(tokenHash), hashToken(`${PKCE_PREFIX}${tokenHash}`)];
};
