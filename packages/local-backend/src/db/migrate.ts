// Brings a database up to date: the hosted-Supabase shims once, then every migration in
// supabase/migrations not yet recorded, each in its own transaction.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';

const SHIMS = readFileSync(new URL('./shims.sql', import.meta.url), 'utf8');

/** `<timestamp>_<name>.sql`, as the Supabase CLI names migrations. */
const MIGRATION_FILE = /^(\d{14})_(.+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function listMigrations(supabaseDir: string): Migration[] {
  const dir = join(supabaseDir, 'migrations');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const m = MIGRATION_FILE.exec(file);
      if (!m) return [];
      return [{ version: m[1]!, name: m[2]!, sql: readFileSync(join(dir, file), 'utf8') }];
    });
}

async function applyShims(db: Database): Promise<boolean> {
  return db.admin(async (tx) => {
    const r = await tx.query<{ present: boolean }>(
      `select to_regclass('local_backend.state') is not null as present`,
    );
    if (r.rows[0]?.present) return false;
    await tx.exec(SHIMS);
    await tx.query(`insert into local_backend.state (key, value) values ('shims', '1')`);
    return true;
  });
}

/** Returns the versions applied by this call. */
export async function migrate(db: Database, supabaseDir: string): Promise<string[]> {
  await applyShims(db);
  const applied = new Set(
    await db.admin(async (tx) => {
      const r = await tx.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      );
      return r.rows.map((row) => row.version);
    }),
  );
  const done: string[] = [];
  for (const m of listMigrations(supabaseDir)) {
    if (applied.has(m.version)) continue;
    try {
      await db.admin(async (tx) => {
        await tx.exec(m.sql);
        await tx.query(
          `insert into supabase_migrations.schema_migrations (version, name, statements)
           values ($1, $2, array[$3])`,
          [m.version, m.name, m.sql],
        );
      });
    } catch (err) {
      throw new Error(
        `migration ${m.version}_${m.name}.sql failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    done.push(m.version);
  }
  return done;
}

export async function getState(db: Database, key: string): Promise<unknown> {
  return db.admin(async (tx) => {
    const r = await tx.query<{ value: unknown }>('select value from local_backend.state where key = $1', [
      key,
    ]);
    return r.rows[0]?.value;
  });
}

export async function setState(db: Database, key: string, value: unknown): Promise<void> {
  await db.admin(async (tx) => {
    await tx.query(
      `insert into local_backend.state (key, value) values ($1, $2)
       on conflict (key) do update set value = excluded.value`,
      [key, JSON.stringify(value)],
    );
  });
}
