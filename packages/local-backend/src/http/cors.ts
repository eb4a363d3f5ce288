// CORS as hosted Supabase answers it: bearer tokens, not cookies, carry identity, so any origin
// may call, and the browser must be able to read X-Supabase-Api-Version, or supabase-js ignores
// error codes. Shared by the Hono app and the answers given before a request reaches it.

export const EXPOSED_HEADERS = [
  'X-Supabase-Api-Version',
  'Content-Range',
  'Content-Disposition',
  'Content-Length',
  'ETag',
  'x-sb-error-code',
];

/** The CORS headers of a simple (non-preflight) response. */
export const CORS_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(','),
};
