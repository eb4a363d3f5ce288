// Serving a Hono app on loopback: a plain TCP front door that reads the request line first, the
// connection caps (connections.ts), the request-target checks (request-target.ts) and the
// timeouts, the same for the API and the mailbox.
import { createServer, type Server } from 'node:http';
import {
  createServer as createNetServer,
  type AddressInfo,
  type Server as NetServer,
  type Socket,
} from 'node:net';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';
import { CORS_RESPONSE_HEADERS } from './cors.ts';
import { ConnectionGuard, type ConnectionLimits } from './connections.ts';
import type { ErrorAnswer } from './errors.ts';
import { isClientDisconnect } from './respond.ts';
import {
  answerClientError,
  answerConnect,
  answerHttp09,
  answerTooManyConnections,
  gatewayAnswer,
  requestTargetProblem,
  targetProblemAnswer,
  writeAnswer,
  type BadPathError,
} from './request-target.ts';

function jsonResponse(answer: ErrorAnswer): Response {
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: {
      ...CORS_RESPONSE_HEADERS,
      ...answer.headers,
      'Content-Type': 'application/json; charset=UTF-8',
    },
  });
}

/** A listening HTTP server and the plain TCP server in front of it. */
export interface Listening {
  http: Server;
  front: NetServer;
  /** Connections still in the front door (their request line not yet complete). */
  waiting: Set<Socket>;
  guard: ConnectionGuard;
}

/**
 * Accepts connections for `http`, reading the request line first: a line without an HTTP version
 * (HTTP/0.9's `GET /`) is answered at once and closed, since Node's parser would hold it open
 * waiting for more. Anything else is handed to the HTTP server with the bytes read so far.
 */
function frontDoor(http: Server, guard: ConnectionGuard): Listening {
  const waiting = new Set<Socket>();
  const front = createNetServer((socket) => {
    socket.on('error', () => socket.destroy());
    if (!guard.admit(socket)) return void answerTooManyConnections(socket);
    waiting.add(socket);
    let seen: Buffer = Buffer.alloc(0);
    // A client that sends nothing is let go after the HTTP server's own header timeout.
    socket.setTimeout(http.headersTimeout, () => socket.destroy());
    const leave = (): void => {
      waiting.delete(socket);
      socket.off('data', onData);
      socket.setTimeout(0);
    };
    const onData = (chunk: Buffer): void => {
      seen = seen.length === 0 ? chunk : Buffer.concat([seen, chunk]);
      const eol = seen.indexOf(0x0a);
      // Not a whole line yet: keep reading (the parser refuses over-long lines itself).
      if (eol < 0 && seen.length < 16 * 1024) return;
      leave();
      socket.pause();
      const line = seen.subarray(0, eol < 0 ? seen.length : eol).toString('latin1');
      if (eol >= 0 && line.trim() !== '' && !/ HTTP\/\d/.test(line)) return void answerHttp09(socket);
      socket.unshift(seen);
      http.emit('connection', socket);
      socket.resume();
    };
    socket.on('data', onData);
    socket.on('close', () => waiting.delete(socket));
  });
  return { http, front, waiting, guard };
}

export interface ListenOptions {
  host: string;
  port: number;
  log: (message: string) => void;
  /** How a bad raw path is answered: in the shape of the service it names (see api.ts). */
  badPath: BadPathError;
  /** Host names answered (see request-target.ts); null for any. */
  allowHost: ((hostname: string) => boolean) | null;
  idleTimeoutMs: number;
  limits: ConnectionLimits;
}

/** Serves `app`. Requests are first checked on their raw request target (see request-target.ts). */
export function listen(
  app: Hono,
  { host, port, log, badPath, allowHost, idleTimeoutMs, limits }: ListenOptions,
): Promise<Listening> {
  const guard = new ConnectionGuard(limits);
  const handle = getRequestListener(app.fetch, {
    overrideGlobalObjects: false,
    // The URL of an HTTP/1.0 request without Host (HTTP/1.1 ones are refused before this).
    hostname: host.includes(':') ? `[${host}]` : host,
    // Whatever the checks before it let through and @hono/node-server still refuses: a JSON 400.
    errorHandler: (err) => {
      if (err instanceof RequestError) return jsonResponse(gatewayAnswer(400, `Bad request: ${err.message}`));
      if (isClientDisconnect(err)) {
        log('client disconnected');
        return jsonResponse(gatewayAnswer(400, 'Bad request: client disconnected'));
      }
      log(`internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      return jsonResponse(gatewayAnswer(500, 'An unexpected error occurred'));
    },
  });
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    // A request whose body stops coming for `idleTimeoutMs` is dropped, so stalled clients cannot
    // hold sockets and memory. Only while the body is incomplete: a request waiting for the
    // database (one transaction at a time) is never cut, however long the queue.
    // (A listener on the response also keeps Node from destroying such a waiting request.)
    res.setTimeout(idleTimeoutMs, () => {
      if (!req.complete) req.socket.destroy();
    });
    // Once its body is in, the request is being answered: its connection is not stalled.
    const markBusy = (): void => {
      res.once('close', guard.busy(req.socket));
    };
    if (req.complete) markBusy();
    else req.once('end', markBusy);
    const problem = requestTargetProblem(req, allowHost);
    if (!problem) return void handle(req, res);
    const version = req.headers['x-supabase-api-version'];
    writeAnswer(
      req,
      res,
      targetProblemAnswer(problem, typeof version === 'string' ? version : undefined, badPath),
    );
  });
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  // Clients (undici: 4 s, browsers) close idle keep-alive connections before the server does, so a
  // request never lands on a socket the server is closing, even when the process is busy.
  server.keepAliveTimeout = 30_000;
  const listening = frontDoor(server, guard);
  return new Promise((resolve, reject) => {
    listening.front.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`port ${port} on ${host} is already in use`) : err),
    );
    // A deep accept queue: bursts of a thousand connections are part of the tests and benchmarks.
    listening.front.listen({ port, host, backlog: 2048 }, () => {
      // The HTTP server never listens itself; this starts its header and request timeouts.
      server.emit('listening');
      resolve(listening);
    });
  });
}

export function close({ http, front, waiting, guard }: Listening): Promise<void> {
  guard.close();
  return new Promise((resolve) => {
    front.close(() => resolve());
    // Stops the HTTP server's timeout checks (it answers ERR_SERVER_NOT_RUNNING: it never listened).
    http.close(() => undefined);
    for (const socket of waiting) socket.destroy();
    http.closeAllConnections();
  });
}

/** The URL the front door listens on. */
export const listeningUrl = (host: string, { front }: Listening): string =>
  `http://${host}:${(front.address() as AddressInfo).port}`;
