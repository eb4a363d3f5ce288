// The one place the API decides who the client is, for the auth rate limits, the sessions' `ip`
// and the `x-forwarded-for` that SQL reads in `request.headers` (the forms' limits), so they all
// count the same address. Connection caps (connections.ts) count sockets, before any header.
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The socket's peer. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The client's address. With `trustProxy` (a proxy in front that sets X-Forwarded-For, as
 * hosted Supabase has) it is the first X-Forwarded-For entry when that is an IP address;
 * otherwise, and always without `trustProxy`, the socket's peer, so a client cannot pick the
 * address its requests are counted under.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? '';
    if (isIP(first) !== 0) return first.toLowerCase();
  }
  return socketAddress(c);
}
