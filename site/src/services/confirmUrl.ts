// What the email's button brings to /auth/confirm: the token hash and the kind of link in the
// query, and the address in the fragment (which never reaches a server's logs).
import type { LinkType } from './auth';

export type ConfirmParams =
  | { kind: 'link'; tokenHash: string; type: LinkType; email: string | null }
  | { kind: 'invalid'; email: string | null };

// GoTrue's token hashes are hex SHA-224 (56 characters), `pkce_`-prefixed for PKCE flows.
const plausibleHash = /^(pkce_)?[0-9a-f]{40,128}$/i;
const plausibleEmail = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/** The fragment's `email=`, decoded as written (a `+` in an address stays a `+`). */
function emailOf(hash: string): string | null {
  for (const part of hash.replace(/^#/, '').split('&')) {
    const [key, value = ''] = part.split('=');
    if (key !== 'email') continue;
    try {
      const email = decodeURIComponent(value).trim();
      return plausibleEmail.test(email) ? email : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Reads `?token_hash=…&type=signup|recovery#email=…`; anything else is not a link of ours. */
export function parseConfirmUrl(search: string, hash = ''): ConfirmParams {
  const email = emailOf(hash);
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(search.replace(/^\?/, ''));
  } catch {
    return { kind: 'invalid', email };
  }
  const tokenHash = query.get('token_hash') ?? '';
  const rawType = query.get('type');
  // The provider calls a sign-up confirmation `signup` or `email`.
  const type =
    rawType === 'recovery' ? 'recovery' : rawType === 'signup' || rawType === 'email' ? 'signup' : null;
  if (!type || !plausibleHash.test(tokenHash)) return { kind: 'invalid', email };
  return { kind: 'link', tokenHash, type, email };
}
