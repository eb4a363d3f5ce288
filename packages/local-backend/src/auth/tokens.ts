// Random secrets handed to clients; only their SHA-256 hashes are stored.
import { createHash, randomBytes } from 'node:crypto';

/** For emailed links: hex, so it needs no escaping in a URL or a mail. */
export const newLinkToken = (): string => randomBytes(32).toString('hex');

/** Opaque refresh token. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
