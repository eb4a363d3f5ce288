// Requests refused before routing. @hono/node-server normalises the URL it hands to the app
// (`/a/x/../b` becomes `/a/b`, `%2e%2e` counts as `..`, `\` as `/`), so a request must be
// judged on its raw request target, and one that is malformed — dot segments, a backslash in
// the path, a target that is not a path, a missing, repeated or invalid Host — is answered
// here: a JSON 4xx in the shape of the service the path names, with CORS headers, and the
// connection closed. Requests the HTTP parser itself rejects get the gateway's shape.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CORS_RESPONSE_HEADERS } from './cors.ts';
import type { ErrorAnswer, ServiceError } from './errors.ts';

export type TargetProblemKind = 'dot_segment' | 'backslash' | 'target' | 'host';

export interface TargetProblem {
  kind: TargetProblemKind;
  /** What is wrong, for the error message. */
  detail: string;
  /** The raw path (before any normalisation), when the target has one. */
  path: string | null;
}

/**
 * How the server answers a bad path (dot segments, a backslash): the error of the service the path
 * names, in that service's shape, or null for a path no service owns.
 */
export type BadPathError = (path: string, message: string) => ServiceError | null;

// RFC 3986 reg-name characters (no percent-encoding), an IPv4 address or a bracketed IPv6
// address, then an optional port.
const HOST = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::(\d{1,5}))?$/;
const ABSOLUTE = /^https?:\/\/[^/?#]*/i;

function hostProblem(host: string): string | null {
  const m = HOST.exec(host);
  if (!m) return 'invalid Host header';
  if (m[2] !== undefined && Number(m[2]) > 65535) return 'invalid Host header';
  try {
    // What the URL parser makes of it must be the same host (no IPv4 shorthand such as 0x7f.1).
    if (new URL(`http://${host}/`).hostname !== m[1]!.toLowerCase()) return 'invalid Host header';
  } catch {
    return 'invalid Host header';
  }
  return null;
}

/**
 * Host names always accepted: loopback ones. A DNS-rebinding page reaches a loopback port under
 * its own host name, so answering only these (and configured ones) keeps such a page from
 * reading the mailbox's links or calling the API.
 */
export function isLoopbackHostname(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** A predicate over Host names: loopback ones and `extra` (names, case-insensitive, no port). */
export function hostAllowList(extra: readonly string[]): (hostname: string) => boolean {
  const names = new Set(extra.map((h) => h.trim().toLowerCase()).filter(Boolean));
  return (hostname) => isLoopbackHostname(hostname) || names.has(hostname.toLowerCase());
}

/** The host name of a Host header value (or of an absolute target's authority) already checked. */
function hostnameOf(host: string): string {
  return HOST.exec(host)![1]!;
}

/** The raw path's problem, if any: `.`/`..` segments (also as `%2e`) or a backslash. */
export function rawPathProblem(path: string): Pick<TargetProblem, 'kind' | 'detail'> | null {
  if (path.includes('\\')) return { kind: 'backslash', detail: 'backslash in the request path' };
  for (const segment of path.split('/')) {
    const dots = segment.replace(/%2e/gi, '.');
    if (dots === '.' || dots === '..') {
      return { kind: 'dot_segment', detail: `"${segment}" segment in the request path` };
    }
  }
  return null;
}

/** Checks a request before routing; null when it may be handed to the app. */
export function requestTargetProblem(
  req: IncomingMessage,
  allowHost: ((hostname: string) => boolean) | null = null,
): TargetProblem | null {
  const target = req.url ?? '';
  let pathAndQuery: string;
  if (target.startsWith('/')) {
    pathAndQuery = target;
  } else if (ABSOLUTE.test(target)) {
    // Absolute form (proxies send it): its authority stands in for Host.
    const authority = ABSOLUTE.exec(target)![0].replace(/^https?:\/\//i, '');
    if (hostProblem(authority))
      return { kind: 'host', detail: 'invalid authority in the request target', path: null };
    if (allowHost && !allowHost(hostnameOf(authority)))
      return { kind: 'host', detail: 'host not allowed', path: null };
    pathAndQuery = target.slice(ABSOLUTE.exec(target)![0].length) || '/';
    if (!pathAndQuery.startsWith('/')) pathAndQuery = `/${pathAndQuery}`;
  } else {
    return { kind: 'target', detail: 'the request target is not a path', path: null };
  }
  const path = pathAndQuery.split(/[?#]/, 1)[0]!;
  const pathProblem = rawPathProblem(path);
  if (pathProblem) return { ...pathProblem, path };

  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() === 'host') hosts += 1;
  }
  if (hosts > 1) return { kind: 'host', detail: 'more than one Host header', path };
  const host = req.headers.host;
  if (host === undefined) {
    // HTTP/1.0 may omit Host; HTTP/1.1 must send it (RFC 9112 §3.2), unless the target is absolute.
    const required = req.httpVersionMajor > 1 || (req.httpVersionMajor === 1 && req.httpVersionMinor >= 1);
    if (required && target.startsWith('/')) return { kind: 'host', detail: 'missing Host header', path };
    return null;
  }
  if (hostProblem(host)) return { kind: 'host', detail: 'invalid Host header', path };
  if (allowHost && !allowHost(hostnameOf(host))) return { kind: 'host', detail: 'host not allowed', path };
  return null;
}

/** The gateway's shape (Kong's): `{message}`. */
export function gatewayAnswer(status: ContentfulStatusCode, message: string): ErrorAnswer {
  return { status, headers: {}, body: { message } };
}

/**
 * The answer to a refused request. A bad path is answered by `badPath`, in the shape of the
 * service the path names (see the composition root, api.ts); anything else, and a bad path no
 * service owns, gets the gateway's 400 `{message}`. A request the gateway cannot route at all — a
 * missing, repeated or invalid Host, a target that is not a path — gets the gateway's answer
 * whatever the path: on hosted such requests never reach a service.
 */
export function targetProblemAnswer(
  problem: TargetProblem,
  apiVersion: string | undefined,
  badPath: BadPathError,
): ErrorAnswer {
  const message = `Bad request: ${problem.detail}`;
  const pathIsBad = problem.kind === 'dot_segment' || problem.kind === 'backslash';
  const err = pathIsBad && problem.path !== null ? badPath(problem.path, message) : null;
  return err ? err.answer(apiVersion) : gatewayAnswer(400, message);
}

/** Writes `answer` as JSON with CORS headers and closes the connection. */
export function writeAnswer(req: IncomingMessage, res: ServerResponse, answer: ErrorAnswer): void {
  const json = JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    ...CORS_RESPONSE_HEADERS,
    ...answer.headers,
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(json),
    Connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : json);
}

/** Writes a whole JSON response straight to a socket (no ServerResponse exists) and ends it. */
function endSocketWithJson(socket: Duplex, status: number, body: Record<string, unknown>): void {
  const json = JSON.stringify(body);
  const headers = {
    ...CORS_RESPONSE_HEADERS,
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': String(Buffer.byteLength(json)),
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${json}`);
  // Whatever the client still sends is discarded, so its close is seen and the socket freed.
  socket.resume();
  setTimeout(() => socket.destroy(), 2000).unref();
}

const PARSER_STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Bad request: request header fields too large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Bad request: request chunk extensions too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timeout'],
};

/**
 * The server's `clientError` listener: a request the HTTP parser refuses (bad request line, bad
 * header, bad chunking…) gets a JSON answer in the gateway's shape where Node's default would give
 * a bare one — unless part of a response was already sent on that connection.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (err.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) {
    const [status, message] = PARSER_STATUS[err.code ?? ''] ?? [400, 'Bad request: malformed HTTP request'];
    endSocketWithJson(socket, status, { message });
  } else {
    socket.destroy();
  }
}

/**
 * A request line without an HTTP version (`GET /`, HTTP/0.9) is answered at once and closed:
 * Node's parser would otherwise wait for more, holding the connection like a slow header.
 */
export function answerHttp09(socket: Duplex): void {
  endSocketWithJson(socket, 400, { message: 'Bad request: malformed HTTP request' });
}

/** A connection over the caps (see connections.ts): a JSON 503, and closed. */
export function answerTooManyConnections(socket: Duplex): void {
  endSocketWithJson(socket, 503, { message: 'Too many connections' });
}

/** The server's `connect` listener: this is no proxy, so CONNECT gets a JSON 405. */
export function answerConnect(_req: IncomingMessage, socket: Duplex): void {
  endSocketWithJson(socket, 405, { message: 'Method not allowed: CONNECT' });
}
