// The embedded Postgres. PGlite has one connection and runs one transaction at a time, so
// every access goes through a transaction: a request's role and claims can never leak into
// another request's statements.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';

export type Tx = Transaction;
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** The JWT claims a request runs with; `role` decides the Postgres role. */
export interface RequestClaims {
  role: ApiRole;
  sub?: string;
  [claim: string]: unknown;
}

/** A Postgres error (SQLSTATE in `code`) as PGlite throws it. */
export interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(err: unknown): err is PgError {
  if (!(err instanceof Error)) return false;
  const code = (err as Error & { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

export class Database {
  private constructor(private readonly pg: PGlite) {}

  static async open(dir: string): Promise<Database> {
    if (!existsSync(join(dir, 'PG_VERSION'))) await Database.create(dir);
    // On Node, PGlite's NODEFS writes each page and WAL record to the real files synchronously
    // while the statement runs, so a commit has reached the OS before it returns; the extra
    // per-query "sync" step exists for browser file systems and only costs time here. (Verified
    // by the SIGKILL test: nothing acknowledged is lost.) Power-loss durability would need
    // fsync, which PGlite does not do in either mode.
    const pg = await PGlite.create(dir, { relaxedDurability: true });
    return new Database(pg);
  }

  /**
   * Creates a new database beside `dir` and moves it into place only when complete, so an
   * interrupted first start (Ctrl-C during initdb) never leaves a half-made database behind.
   */
  private static async create(dir: string): Promise<void> {
    const staging = `${dir}.init`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true, mode: 0o700 });
    const pg = await PGlite.create(staging);
    await pg.query('select 1');
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  }

  /** Runs `fn` in a transaction as the database owner (auth, migrations, seeding). */
  admin<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.pg.transaction(fn);
  }

  /**
   * Runs `fn` in a transaction as the JWT's role with `request.jwt.claims` set, as PostgREST
   * and storage-api do, so grants and row-level security decide what it may see and change.
   * `headers` become `request.headers` (a JSON object of lower-cased names), as in PostgREST.
   */
  asRole<T>(
    claims: RequestClaims,
    fn: (tx: Tx) => Promise<T>,
    options: { readOnly?: boolean; headers?: Record<string, string> } = {},
  ): Promise<T> {
    return this.pg.transaction(async (tx) => {
      if (options.readOnly) await tx.exec('set transaction read only');
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.headers', $3, true),
                set_config('search_path', 'public, extensions', true)`,
        [claims.role, JSON.stringify(claims), JSON.stringify(options.headers ?? {})],
      );
      return fn(tx);
    });
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
