// POST /object/list/:bucket (supabase-js list()): the files and folders under a prefix.
import type { Context } from 'hono';
import { isObject } from '../http/body.ts';
import type { StorageContext } from './context.ts';
import { invalidRequest } from './errors.ts';
import { objectsUnder } from './objects.ts';
import { prefixProblem } from './paths.ts';
import { asRole, bucketParam, claimsOf, jsonBody } from './request.ts';

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
type Entry = Record<string, unknown>;

export async function listObjects(c: Context, ctx: StorageContext): Promise<Response> {
  const bucket = bucketParam(c);
  const claims = claimsOf(c, ctx);
  const b = await jsonBody(c, ctx);
  const { prefix, limit = 100, offset = 0, search = '' } = b;
  if (typeof prefix !== 'string') throw invalidRequest("body must have required property 'prefix'");
  if (prefixProblem(prefix)) throw invalidRequest('Invalid prefix');
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)
    throw invalidRequest('body/limit must be >= 1');
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0)
    throw invalidRequest('body/offset must be >= 0');
  if (typeof search !== 'string' || search.length > 1024) throw invalidRequest('body/search must be string');
  const sortBy = b.sortBy === undefined ? {} : b.sortBy;
  if (!isObject(sortBy)) throw invalidRequest('body/sortBy must be object');
  const column = sortBy.column ?? 'name';
  const order = sortBy.order ?? 'asc';
  if (!SORT_COLUMNS.includes(column as (typeof SORT_COLUMNS)[number]))
    throw invalidRequest('body/sortBy/column is invalid');
  if (order !== 'asc' && order !== 'desc') throw invalidRequest('body/sortBy/order is invalid');

  const folder = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
  const rows = await asRole(ctx, claims, (tx) => objectsUnder(tx, bucket, folder, 10_000));
  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const rest = row.name.slice(folder.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) {
      const name = rest.slice(0, slash);
      if (!entries.has(name)) {
        entries.set(name, {
          name,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      }
    } else {
      entries.set(rest, {
        name: rest,
        id: row.id,
        updated_at: row.updated_at.toISOString(),
        created_at: row.created_at.toISOString(),
        last_accessed_at: row.last_accessed_at.toISOString(),
        metadata: row.metadata,
      });
    }
  }
  const needle = search.toLowerCase();
  const key = (e: Entry): string => String(e[column as string] ?? '');
  const sorted = [...entries.values()]
    .filter((e) => String(e.name).toLowerCase().startsWith(needle))
    .sort((x, y) => {
      const k = key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : String(x.name) < String(y.name) ? -1 : 1;
      return order === 'asc' ? k : -k;
    });
  return c.json(sorted.slice(offset, offset + Math.min(limit, 1500)));
}
