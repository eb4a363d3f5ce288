// What the emailed link brings to /auth/callback in the URL fragment: a session (sign-up
// verification or password recovery), an error, or nothing usable.

export type CallbackParams =
  | { kind: 'session'; accessToken: string; refreshToken: string; type: 'signup' | 'recovery' | 'other' }
  | { kind: 'error'; errorCode: string | null; description: string | null }
  | { kind: 'invalid' };

// Tokens are JWTs and opaque refresh tokens: printable, bounded. Anything else is not a real link.
const plausibleToken = /^[A-Za-z0-9._~+/=-]{8,4096}$/;

/** Reads a fragment like `#access_token=…&refresh_token=…&type=signup` (or the query, for errors). */
export function parseCallbackUrl(hash: string, search = ''): CallbackParams {
  let params: URLSearchParams;
  let query: URLSearchParams;
  try {
    params = new URLSearchParams(hash.replace(/^#/, ''));
    query = new URLSearchParams(search.replace(/^\?/, ''));
  } catch {
    return { kind: 'invalid' };
  }
  const errorCode = params.get('error_code') ?? query.get('error_code');
  const error = params.get('error') ?? query.get('error');
  if (errorCode || error) {
    return {
      kind: 'error',
      errorCode: errorCode ? errorCode.slice(0, 100) : null,
      description: (params.get('error_description') ?? query.get('error_description'))?.slice(0, 300) ?? null,
    };
  }
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (
    !accessToken ||
    !refreshToken ||
    !plausibleToken.test(accessToken) ||
    !plausibleToken.test(refreshToken)
  ) {
    return { kind: 'invalid' };
  }
  const type = params.get('type');
  return {
    kind: 'session',
    accessToken,
    refreshToken,
    type: type === 'signup' || type === 'recovery' ? type : 'other',
  };
}
