/** /.well-known/security.txt (RFC 9116): how to report a vulnerability. Written by the prerenderer. */
import { emails } from './product';

/** The file's text; it expires a year after `builtAt`, so a stale deploy says so. */
export function securityText(origin: string, builtAt: Date): string {
  const expires = new Date(builtAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return [
    `Contact: mailto:${emails.security}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}
