// PostgREST's table reads, the minimum scripts and tests need: `select` (columns or *), `order`,
// `limit`, `offset` and simple `column=op.value` filters. The query runs as the caller's role, so
// grants and row-level security decide what it returns.
import type { Tx } from '../db/database.ts';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const OPERATORS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const RESERVED = new Set(['select', 'order', 'limit', 'offset']);

/** A query string PostgREST would refuse (HTTP 400, PGRST100). */
export class TableQueryError extends Error {}

const quoteIdent = (s: string): string => `"${s}"`;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new TableQueryError(`"${name}" is not a column name`);
  return quoteIdent(name);
}

function count(value: string | undefined, name: string): number | null {
  if (value === undefined) return null;
  if (!/^\d{1,9}$/.test(value)) throw new TableQueryError(`"${name}" must be a non-negative integer`);
  return Number(value);
}

export interface TableQuery {
  sql: string;
  params: string[];
}

/** The SQL for `GET /rest/v1/<table>?<query>`; throws TableQueryError on what it cannot read. */
export function buildTableQuery(schema: string, table: string, query: URLSearchParams): TableQuery {
  const select = query.get('select') ?? '*';
  const columns =
    select.trim() === '*'
      ? '*'
      : select
          .split(',')
          .map((c) => identifier(c.trim()))
          .join(', ');
  const params: string[] = [];
  const where: string[] = [];
  for (const [key, raw] of query) {
    if (RESERVED.has(key)) continue;
    const column = identifier(key);
    const dot = raw.indexOf('.');
    const op = dot > 0 ? raw.slice(0, dot) : '';
    const value = raw.slice(dot + 1);
    if (op === 'is' && (value === 'null' || value === 'not.null')) {
      where.push(`${column} is ${value === 'null' ? 'null' : 'not null'}`);
      continue;
    }
    const sqlOp = OPERATORS[op];
    if (!sqlOp) throw new TableQueryError(`"${raw}" is not a supported filter`);
    params.push(value);
    where.push(`${column} ${sqlOp} $${params.length}`);
  }
  const order = (query.get('order') ?? '')
    .split(',')
    .filter((term) => term !== '')
    .map((term) => {
      const [name = '', ...modifiers] = term.split('.');
      const parts = [identifier(name)];
      for (const m of modifiers) {
        if (m === 'asc' || m === 'desc') parts.push(m);
        else if (m === 'nullsfirst' || m === 'nullslast')
          parts.push(m === 'nullsfirst' ? 'nulls first' : 'nulls last');
        else throw new TableQueryError(`"${term}" is not a valid order`);
      }
      return parts.join(' ');
    });
  const limit = count(query.get('limit') ?? undefined, 'limit');
  const offset = count(query.get('offset') ?? undefined, 'offset');
  const sql = [
    `select ${columns} from ${quoteIdent(schema)}.${identifier(table)}`,
    where.length ? `where ${where.join(' and ')}` : '',
    order.length ? `order by ${order.join(', ')}` : '',
    limit !== null ? `limit ${limit}` : '',
    offset !== null ? `offset ${offset}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { sql, params };
}

/** Whether `schema.table` is a table or view (whatever the caller's rights on it). */
export async function tableExists(tx: Tx, schema: string, table: string): Promise<boolean> {
  const r = await tx.query<{ found: boolean }>(
    `select exists (
       select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'p', 'f')
     ) as found`,
    [schema, table],
  );
  return r.rows[0]?.found ?? false;
}

/** Runs the query and returns its rows as a JSON array, with their number. */
export async function readTable(tx: Tx, q: TableQuery): Promise<{ rows: unknown[]; count: number }> {
  const r = await tx.query<{ body: unknown[]; n: number }>(
    `select coalesce(json_agg(_t), '[]'::json) as body, count(*)::int as n from (${q.sql}) as _t`,
    q.params,
  );
  return { rows: r.rows[0]!.body, count: r.rows[0]!.n };
}
