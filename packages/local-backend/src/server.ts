// startLocalBackend(): opens (or creates) the data directory, brings the schema up to date,
// seeds once, and serves the API and the mailbox on loopback.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiApp, apiBadPath, type ApiContext } from './api.ts';
import { resolveSettings, type LocalBackendOptions } from './config.ts';
import { lockDataDir, wipeDataDir } from './data-dir.ts';
import { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { loadOrCreateSecrets, writeKeysFile } from './auth/keys.ts';
import { RateLimiter } from './auth/rate-limit.ts';
import type { ConnectionLimits } from './http/connections.ts';
import { close, listen, listeningUrl, type Listening, type ListenOptions } from './http/listen.ts';
import { hostAllowList } from './http/request-target.ts';
import { Mailer } from './mail/mailer.ts';
import { mailboxRoutes } from './mail/mailbox.ts';
import { loadMailTemplates } from './mail/templates.ts';
import { ObjectFiles } from './storage/files.ts';
import { makePrivate, PRIVATE_DIR_MODE } from './private-files.ts';

/** Silence after which a connection with no request being answered may be pushed out at a cap. */
const STALL_MS = 1000;

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

    const ctx: ApiContext = {
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
    const serve = (port: number): Omit<ListenOptions, 'badPath' | 'allowHost'> => ({
      host: settings.host,
      port,
      log: settings.log,
      idleTimeoutMs: settings.idleTimeout * 1000,
      limits,
    });
    const api = await listen(apiApp(ctx), {
      ...serve(settings.port),
      badPath: apiBadPath,
      allowHost: settings.apiAnyHost ? null : allowHost,
    });
    servers.push(api);
    ctx.apiUrl = listeningUrl(settings.host, api);
    // The mailbox is no Supabase service: a bad path gets the gateway's answer.
    const mailbox = await listen(mailboxRoutes(db), {
      ...serve(settings.mailboxPort),
      badPath: () => null,
      allowHost,
    });
    servers.push(mailbox);
    const mailboxUrl = listeningUrl(settings.host, mailbox);

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
