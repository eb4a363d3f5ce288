// startLocalBackend(): opens (or creates) the data directory, brings the schema up to date,
// seeds once, and serves the API and the mailbox on loopback.
import { createServer, type Server } from 'node:http';
import {
  createServer as createNetServer,
  type AddressInfo,
  type Server as NetServer,
  type Socket,
} from 'node:net';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';
import { resolveSettings, type LocalBackendOptions } from './config.ts';
import type { AppContext } from './context.ts';
import { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { loadOrCreateSecrets, writeKeysFile } from './auth/keys.ts';
import { RateLimiter } from './auth/rate-limit.ts';
import { apiApp } from './http/app.ts';
import { CORS_RESPONSE_HEADERS } from './http/cors.ts';
import { isClientDisconnect } from './http/respond.ts';
import { ConnectionGuard, type ConnectionLimits } from './http/connections.ts';
import {
  answerClientError,
  answerConnect,
  answerHttp09,
  answerTooManyConnections,
  gatewayAnswer,
  hostAllowList,
  requestTargetProblem,
  targetProblemAnswer,
  writeAnswer,
  type ErrorAnswer,
} from './http/request-target.ts';
import { Mailer } from './mail/mailer.ts';
import { mailboxRoutes } from './mail/mailbox.ts';
import { loadMailTemplates } from './mail/templates.ts';
import { ObjectFiles } from './storage/files.ts';
import { makePrivate, PRIVATE_DIR_MODE } from './private-files.ts';

export interface StartOptions extends LocalBackendOptions {
  /** Wipe the data directory first (refused if it does not look like one of ours). */
  reset?: boolean;
}

export interface LocalBackend {
  apiUrl: string;
  mailboxUrl: string;
  anonKey: string;
  /** For scripts and tests only: it bypasses row-level security. Never ship it to a browser. */
  serviceRoleKey: string;
  dataDir: string;
  /**
   * Runs SQL as the database owner, in its own transaction. For tests and dev scripts (e.g. to
   * inspect state or reset a count); the HTTP API never exposes it.
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/** Silence after which a connection with no request being answered may be pushed out at a cap. */
const STALL_MS = 1000;

const MARKERS = ['pgdata', 'pgdata.init', 'secrets.json', 'keys.json', 'storage', 'backend.pid'];

/** Removes a data directory, but only one that is empty or holds our files. */
export function wipeDataDir(dir: string): void {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir);
  if (entries.some((e) => !MARKERS.includes(e))) {
    throw new Error(`refusing to wipe ${dir}: it holds files the local backend did not create`);
  }
  rmSync(dir, { recursive: true, force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const openInThisProcess = new Set<string>();

/** One backend per data directory: PGlite must never be opened twice. A stale lock is taken over. */
function lockDataDir(dir: string): () => void {
  if (openInThisProcess.has(dir)) throw new Error(`another local backend in this process is using ${dir}`);
  const file = join(dir, 'backend.pid');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(`another local backend (pid ${pid}) is using ${dir}`);
    }
  }
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  openInThisProcess.add(dir);
  return () => {
    openInThisProcess.delete(dir);
    rmSync(file, { force: true });
  };
}

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
interface Listening {
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

/**
 * Serves `app`. Requests are first checked on their raw request target (see request-target.ts);
 * the API answers a bad path in its service's error shape, the mailbox in the gateway's.
 */
function listen(
  app: Hono,
  host: string,
  port: number,
  kind: 'api' | 'mailbox',
  log: (message: string) => void,
  allowHost: ((hostname: string) => boolean) | null,
  idleTimeoutMs: number,
  limits: ConnectionLimits,
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
    const answer =
      kind === 'api'
        ? targetProblemAnswer(problem, typeof version === 'string' ? version : undefined)
        : gatewayAnswer(400, `Bad request: ${problem.detail}`);
    writeAnswer(req, res, answer);
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

function close({ http, front, waiting, guard }: Listening): Promise<void> {
  guard.close();
  return new Promise((resolve) => {
    front.close(() => resolve());
    // Stops the HTTP server's timeout checks (it answers ERR_SERVER_NOT_RUNNING: it never listened).
    http.close(() => undefined);
    for (const socket of waiting) socket.destroy();
    http.closeAllConnections();
  });
}

export async function startLocalBackend(options: StartOptions = {}): Promise<LocalBackend> {
  const settings = resolveSettings(options);
  // Before anything is opened: a template with an unknown variable stops the start here.
  const mailTemplates = loadMailTemplates(settings.auth.emailTemplates);
  const dir = settings.dataDir;
  if (options.reset) {
    if (existsSync(dir)) lockDataDir(dir)(); // refuses while another backend runs on it
    wipeDataDir(dir);
  }
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // Also fixes up a directory an earlier version left readable by everyone.
  makePrivate(dir);
  const unlock = lockDataDir(dir);
  const secrets = loadOrCreateSecrets(dir, settings.now());
  let db: Database | null = null;
  const servers: Listening[] = [];
  const mailer = new Mailer(settings.smtpUrl, settings.log);
  try {
    db = await Database.open(join(dir, 'pgdata'));
    makePrivate(dir);
    await migrate(db, settings.supabaseDir);
    const files = new ObjectFiles(join(dir, 'storage'));
    await seed(db, files, settings.supabaseDir, new Date(settings.now()));
    const versions = await db.admin((tx) =>
      tx.query<{ version: string }>('select version from storage.objects'),
    );
    files.sweep(new Set(versions.rows.map((r) => r.version)));

    const ctx: AppContext = {
      settings,
      db,
      secrets,
      files,
      limiter: new RateLimiter(settings.now),
      mailer,
      mailTemplates,
      apiUrl: '',
    };
    const allowHost = hostAllowList(settings.allowedHosts);
    const limits: ConnectionLimits = {
      perClient: settings.maxConnectionsPerClient,
      total: settings.maxConnections,
      stallMs: STALL_MS,
    };
    const api = await listen(
      apiApp(ctx),
      settings.host,
      settings.port,
      'api',
      settings.log,
      settings.apiAnyHost ? null : allowHost,
      settings.idleTimeout * 1000,
      limits,
    );
    servers.push(api);
    ctx.apiUrl = `http://${settings.host}:${(api.front.address() as AddressInfo).port}`;
    const mailbox = await listen(
      mailboxRoutes(db),
      settings.host,
      settings.mailboxPort,
      'mailbox',
      settings.log,
      allowHost,
      settings.idleTimeout * 1000,
      limits,
    );
    servers.push(mailbox);
    const mailboxUrl = `http://${settings.host}:${(mailbox.front.address() as AddressInfo).port}`;

    writeKeysFile(dir, {
      apiUrl: ctx.apiUrl,
      mailboxUrl,
      anonKey: secrets.anonKey,
      serviceRoleKey: secrets.serviceRoleKey,
      siteUrl: settings.auth.siteUrl,
      pid: process.pid,
    });

    const database = db;
    let stopping: Promise<void> | null = null;
    return {
      apiUrl: ctx.apiUrl,
      mailboxUrl,
      anonKey: secrets.anonKey,
      serviceRoleKey: secrets.serviceRoleKey,
      dataDir: dir,
      query: <T>(sql: string, params: unknown[] = []) =>
        database.admin(async (tx) => (await tx.query<T>(sql, params)).rows),
      stop: () =>
        (stopping ??= (async () => {
          await Promise.all(servers.map(close));
          mailer.close();
          await database.close();
          makePrivate(dir);
          unlock();
        })()),
    };
  } catch (err) {
    await Promise.all(servers.map(close));
    mailer.close();
    await db?.close().catch(() => undefined);
    unlock();
    throw err;
  }
}
