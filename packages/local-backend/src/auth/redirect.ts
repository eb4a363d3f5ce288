// Where verification and recovery links may send the browser. Anything not allowed falls back
// to the site URL, silently, as GoTrue does: there is no open redirect.
import type { AuthSettings } from '../settings.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Printable ASCII only: what may go into a Location header unchanged. */
const SAFE_URL = /^[\x21-\x7e]+$/;

/** GoTrue-style glob: `*` matches within one host label or path segment, `**` matches anything. */
function globToRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*' && pattern[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (ch === '*') {
      re += '[^./]*';
    } else {
      re += ch.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${re}$`);
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * GoTrue's redirect check: the site's own scheme, host and port (any path);
 * on a loopback host, the site's scheme and host with any port (RFC 8252 §7.3: local apps use
 * varying ports); otherwise only what the allow-list matches.
 */
export function isRedirectAllowed(candidate: string, auth: AuthSettings): boolean {
  // The string goes into a Location header as it is: control characters (CR/LF would split the
  // header), spaces and anything outside printable ASCII are refused, as GoTrue refuses them.
  if (!SAFE_URL.test(candidate)) return false;
  const url = parseHttpUrl(candidate);
  const site = parseHttpUrl(auth.siteUrl);
  if (!url || !site || url.username || url.password) return false;
  if (url.protocol === site.protocol && url.hostname === site.hostname) {
    // URL normalises default ports away, so `port` compares equal for :443 and no port on https.
    if (url.port === site.port || LOOPBACK.has(url.hostname)) return true;
  }
  return auth.redirectAllowList.some((pattern) => globToRegExp(pattern).test(candidate));
}

/** The redirect a link will use: the requested one if allowed, else the site URL. */
export function resolveRedirect(requested: string | undefined, auth: AuthSettings): string {
  if (requested && isRedirectAllowed(requested, auth)) return requested;
  return auth.siteUrl;
}
