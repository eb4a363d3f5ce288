// bcrypt hashes (pure JS bcryptjs) and GoTrue's password rules.
import bcrypt from 'bcryptjs';
import { AuthError, validationFailed } from './errors.ts';

/** Compared against when the user does not exist, so both cases take as long. */
let dummyHash: string | null = null;

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export async function checkPassword(
  password: string,
  hash: string | null | undefined,
  cost: number,
): Promise<boolean> {
  if (!hash) {
    dummyHash ??= await bcrypt.hash('not-a-password', cost);
    await bcrypt.compare(password, dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}

/** Reasons a password fails the policy (GoTrue reports "length" for the minimum length). */
export function weakPasswordReasons(password: string, minimumLength: number): string[] {
  return [...password].length < minimumLength ? ['length'] : [];
}

/** Throws the GoTrue error for a password that may not be set. */
export function assertPasswordAcceptable(password: string, minimumLength: number): void {
  if (Buffer.byteLength(password) > 72) {
    throw validationFailed('Password cannot be longer than 72 characters');
  }
  const reasons = weakPasswordReasons(password, minimumLength);
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minimumLength} characters.`, {
      weak_password: { reasons },
    });
  }
}
