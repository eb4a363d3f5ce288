// PostgREST's RPC: find the SQL function whose parameter names match the JSON keys, call it with
// the caller's role, and shape the result as PostgREST does.
import type { Tx } from '../db/database.ts';

export const EXPOSED_SCHEMAS = ['public'];

export interface SqlFunction {
  schema: string;
  name: string;
  returnsSet: boolean;
  returnType: string;
  /** Input parameters in order, with their SQL types. */
  params: { name: string; type: string; hasDefault: boolean }[];
}

interface ProcRow {
  proname: string;
  proretset: boolean;
  rettype: string;
  argnames: string[] | null;
  argmodes: string[] | null;
  argtypes: string[];
  nargs: number;
  ndefaults: number;
}

/**
 * The catalog query costs more than the call itself, so the caller keeps the signatures found
 * (one cache per server). Functions come from migrations, which run before the server starts;
 * unknown names are looked up again each time.
 */
export async function findFunctions(
  tx: Tx,
  schema: string,
  name: string,
  cache: Map<string, SqlFunction[]>,
): Promise<SqlFunction[]> {
  const key = `${schema}.${name}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const found = await queryFunctions(tx, schema, name);
  if (found.length > 0 && cache.size < 1000) cache.set(key, found);
  return found;
}

async function queryFunctions(tx: Tx, schema: string, name: string): Promise<SqlFunction[]> {
  const r = await tx.query<ProcRow>(
    `select p.proname, p.proretset, format_type(p.prorettype, null) as rettype,
            p.proargnames as argnames, p.proargmodes::text[] as argmodes,
            array(select format_type(t, null) from unnest(p.proargtypes) with ordinality as a(t, i)
                  order by i) as argtypes,
            p.pronargs as nargs, p.pronargdefaults as ndefaults
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [schema, name],
  );
  return r.rows.map((row) => {
    // proargnames lists every argument (OUT ones too) when proargmodes is set.
    const inputNames = row.argmodes
      ? (row.argnames ?? []).filter((_, i) => ['i', 'b', 'v'].includes(row.argmodes![i] ?? 'i'))
      : (row.argnames ?? []).slice(0, row.nargs);
    const firstDefault = row.nargs - row.ndefaults;
    return {
      schema,
      name: row.proname,
      returnsSet: row.proretset,
      returnType: row.rettype,
      params: row.argtypes.map((type, i) => ({
        name: inputNames[i] ?? '',
        type,
        hasDefault: i >= firstDefault,
      })),
    };
  });
}

/** The overload whose named parameters accept exactly these argument names. */
export function matchFunction(candidates: SqlFunction[], argNames: string[]): SqlFunction | null {
  return (
    candidates.find(
      (f) =>
        argNames.every((a) => f.params.some((p) => p.name === a)) &&
        f.params.every((p) => p.hasDefault || argNames.includes(p.name)),
    ) ?? null
  );
}

const quoteIdent = (s: string): string => `"${s.replace(/"/g, '""')}"`;

/** JSON argument → the text Postgres parses for the parameter's type. */
function toParam(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && type !== 'json' && type !== 'jsonb') return value;
  if (typeof value === 'number' || typeof value === 'boolean') {
    return type === 'json' || type === 'jsonb' ? JSON.stringify(value) : String(value);
  }
  return JSON.stringify(value);
}

export type RpcResult = { kind: 'void' } | { kind: 'json'; value: unknown; rows: number | null };

export async function callFunction(
  tx: Tx,
  f: SqlFunction,
  args: Record<string, unknown>,
): Promise<RpcResult> {
  const used = f.params.filter((p) => p.name in args);
  const values = used.map((p) => toParam(args[p.name], p.type));
  const call = `${quoteIdent(f.schema)}.${quoteIdent(f.name)}(${used
    .map((p, i) => `${quoteIdent(p.name)} => $${i + 1}::${p.type}`)
    .join(', ')})`;
  if (f.returnType === 'void' && !f.returnsSet) {
    await tx.query(`select ${call}`, values);
    return { kind: 'void' };
  }
  if (f.returnsSet) {
    const r = await tx.query<{ body: unknown; n: number }>(
      `select coalesce(json_agg(_r), '[]'::json) as body, count(*)::int as n from ${call} as _r`,
      values,
    );
    return { kind: 'json', value: r.rows[0]!.body, rows: r.rows[0]!.n };
  }
  const r = await tx.query<{ body: unknown }>(`select to_json(_r) as body from ${call} as _r`, values);
  return { kind: 'json', value: r.rows[0]?.body ?? null, rows: null };
}
