// Over 300 lines on purpose: every case of one subject in one file, sharing one running backend.
import { createHash } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSupabaseDir } from '../src/config.ts';
import { listMigrations } from '../src/db/migrate.ts';
import { buildDemoZip } from '../src/db/seed.ts';
import {
  authHeaders,
  client,
  startTestBackend,
  unconfirmedUser,
  verifiedUser,
  type TestBackend,
} from './helpers.ts';

let backend: TestBackend;
let fileId: string;

interface FileRecord {
  id: string;
  file_name: string;
  version: string;
  file_size_mb: number;
  file_type: string;
  file_path: string;
  download_count: number;
  created_at: string;
  sha256: string | null;
}

const count = async (): Promise<number> =>
  Number(
    (
      await backend.query<{ n: string }>(
        'select download_count::text as n from public.app_files where id = $1',
        [fileId],
      )
    )[0]!.n,
  );

beforeAll(async () => {
  backend = await startTestBackend();
  const { data } = await client(backend).rpc('get_latest_file');
  fileId = (data as FileRecord[])[0]!.id;
});
afterAll(async () => {
  await backend.dispose();
});

describe('get_latest_file', () => {
  it('answers anyone with the newest record, as an array', async () => {
    const { data, error, status } = await client(backend).rpc('get_latest_file');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(Array.isArray(data)).toBe(true);
    const [file] = data as FileRecord[];
    expect(file).toMatchObject({
      file_name: 'Clipnest-3.6.0.zip',
      version: '3.6.0',
      file_type: 'zip',
      file_path: 'macos/Clipnest-3.6.0.zip',
    });
    expect(typeof file!.file_size_mb).toBe('number');
    expect(file!.file_size_mb).toBeGreaterThan(0.1);
    expect(typeof file!.download_count).toBe('number');
    // The seeded build carries the checksum of its bytes, as a published build does.
    expect(file!.sha256).toBe(createHash('sha256').update(buildDemoZip()).digest('hex'));
  });

  it('returns the newest of several records; .single() gives an object', async () => {
    await backend.query(
      `insert into public.app_files (file_name, version, file_size_mb, file_type, file_path, created_at)
       values ('Clipnest-0.1.zip', '0.1', 1, 'zip', 'macos/old.zip', now() - interval '1 year')`,
    );
    const { data } = await client(backend).rpc('get_latest_file');
    expect((data as FileRecord[]).map((f) => f.version)).toEqual(['3.6.0']);
    const single = await client(backend).rpc('get_latest_file').single();
    expect(single.error).toBeNull();
    expect((single.data as FileRecord).id).toBe(fileId);
  });

  it('GET with the arguments in the query string works too', async () => {
    const { data, error } = await client(backend).rpc('get_latest_file', {}, { get: true });
    expect(error).toBeNull();
    expect((data as FileRecord[])[0]?.id).toBe(fileId);
  });
});

describe('increment_download_count', () => {
  it('is refused for anon with 401 / 42501', async () => {
    const before = await count();
    const { error, status } = await client(backend).rpc('increment_download_count', { file_id: fileId });
    expect(status).toBe(401);
    expect(error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for function increment_download_count',
    });
    expect(await count()).toBe(before);
  });

  it('is refused (403 / 42501) for a real session whose address is no longer confirmed, though user_metadata says email_verified', async () => {
    const before = await count();
    const { sb, token } = await unconfirmedUser(backend);
    // The session is real and live; only auth.users.email_confirmed_at has changed.
    const me = await sb.auth.getUser();
    expect(me.error).toBeNull();
    expect(me.data.user?.email_confirmed_at).toBeUndefined();
    expect(me.data.user?.user_metadata.email_verified).toBe(true);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      user_metadata: Record<string, unknown>;
    };
    expect(claims.user_metadata.email_verified).toBe(true);

    const { data, error, status } = await sb.rpc('increment_download_count', { file_id: fileId });
    expect(status).toBe(403);
    expect(data).toBeNull();
    expect(error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied: e-mail address not confirmed',
    });
    expect(await count()).toBe(before);
  });

  it('is refused for the service role (403 / 42501: no EXECUTE), which still reads get_latest_file', async () => {
    const admin = createClient(backend.apiUrl, backend.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: class {} as never },
    });
    const before = await count();
    const { data, error, status } = await admin.rpc('increment_download_count', { file_id: fileId });
    expect(status).toBe(403);
    expect(data).toBeNull();
    expect(error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for function increment_download_count',
    });
    expect(await count()).toBe(before);
    const latest = await admin.rpc('get_latest_file');
    expect(latest.status).toBe(200);
    expect((latest.data as FileRecord[])[0]?.id).toBe(fileId);
  });

  it('counts for a verified user and returns the new count', async () => {
    const { sb } = await verifiedUser(backend);
    const before = await count();
    const { data, error, status } = await sb.rpc('increment_download_count', { file_id: fileId });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(before + 1);
    expect(await count()).toBe(before + 1);
  });

  it('1,000 concurrent increments add exactly 1,000', async () => {
    const { sb } = await verifiedUser(backend);
    const before = await count();
    const results = await Promise.all(
      Array.from({ length: 1000 }, () => sb.rpc('increment_download_count', { file_id: fileId })),
    );
    expect(results.filter((r) => r.error !== null)).toEqual([]);
    const values = results.map((r) => r.data as number);
    expect(new Set(values).size).toBe(1000);
    expect(Math.min(...values)).toBe(before + 1);
    expect(Math.max(...values)).toBe(before + 1000);
    expect(await count()).toBe(before + 1000);
  });

  it('an unknown file is 404, a malformed id 400 (22P02), via GET it is read-only (405)', async () => {
    const { sb } = await verifiedUser(backend);
    const unknown = await sb.rpc('increment_download_count', {
      file_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: 'PT404', message: 'file not found' });
    const malformed = await sb.rpc('increment_download_count', { file_id: 'not-a-uuid' });
    expect(malformed.status).toBe(400);
    expect(malformed.error?.code).toBe('22P02');
    const before = await count();
    const viaGet = await sb.rpc('increment_download_count', { file_id: fileId }, { get: true });
    expect(viaGet.status).toBe(405);
    expect(viaGet.error?.code).toBe('25006');
    expect(await count()).toBe(before);
  });
});

describe('schema', () => {
  it('every migration in supabase/migrations is applied once and recorded as the Supabase CLI does', async () => {
    const files = listMigrations(defaultSupabaseDir);
    expect(files.length).toBeGreaterThanOrEqual(2);
    const rows = await backend.query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    expect(rows).toEqual(files.map((m) => ({ version: m.version, name: m.name })));
    const seeded = await backend.query('select value from local_backend.state where key = $1', ['seeded']);
    expect(seeded).toHaveLength(1);
  });
});

describe('function lookup and permissions', () => {
  it('unknown functions and argument names are 404 PGRST202', async () => {
    const sb = client(backend);
    const none = await sb.rpc('no_such_function');
    expect(none.status).toBe(404);
    expect(none.error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.no_such_function without parameters, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.no_such_function without parameters in the schema cache',
    });
    const wrongArg = await sb.rpc('increment_download_count', { id: fileId });
    expect(wrongArg.status).toBe(404);
    expect(wrongArg.error?.message).toBe(
      'Could not find the function public.increment_download_count(id) in the schema cache',
    );
    expect(wrongArg.error?.details).toBe(
      'Searched for the function public.increment_download_count with parameter id or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    );
  });

  it('void functions answer 204 with no body; scalar ones the JSON value', async () => {
    await backend.query(`create function public.test_noop() returns void language sql as 'select'`);
    await backend.query(
      `create function public.test_twice(n integer) returns integer language sql as 'select n * 2'`,
    );
    const noop = await fetch(`${backend.apiUrl}/rest/v1/rpc/test_noop`, {
      method: 'POST',
      headers: authHeaders(backend),
      body: '{}',
    });
    expect(noop.status).toBe(204);
    expect(await noop.text()).toBe('');
    expect(noop.headers.get('content-type')).toBeNull();
    const twice = await client(backend).rpc('test_twice', { n: 21 });
    expect(twice).toMatchObject({ status: 200, data: 42, error: null });
  });

  it('only the public schema is exposed', async () => {
    const res = await fetch(`${backend.apiUrl}/rest/v1/rpc/email_confirmed`, {
      method: 'POST',
      headers: { ...authHeaders(backend), 'Content-Profile': 'private' },
      body: '{}',
    });
    expect(res.status).toBe(406);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST106');
  });

  it('every function of the migrations has exactly the intended EXECUTE grants, none for PUBLIC', async () => {
    // Each function in public and private with the roles holding EXECUTE besides its owner
    // ('PUBLIC' for grantee 0). A new function must be added here, with its grants reviewed.
    const rows = await backend.query<{ fn: string; grantees: string[] | null; acl: string | null }>(
      `select format('%s.%s(%s)', n.nspname, p.proname, oidvectortypes(p.proargtypes)) as fn,
              p.proacl::text as acl,
              (select array_agg(g.name order by g.name)
               from (select case when a.grantee = 0 then 'PUBLIC' else a.grantee::regrole::text end
                       as name
                     from aclexplode(p.proacl) a
                     where a.privilege_type = 'EXECUTE' and a.grantee <> p.proowner) g) as grantees
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.proname not like 'test\\_%'
       order by 1`,
    );
    for (const { fn, acl } of rows) expect(acl, fn).not.toBeNull(); // null ACL = executable by PUBLIC
    expect(Object.fromEntries(rows.map((r) => [r.fn, r.grantees ?? []]))).toEqual({
      'private.email_confirmed()': ['authenticated', 'service_role'],
      'public.get_latest_file()': ['anon', 'authenticated', 'service_role'],
      'public.increment_download_count(uuid)': ['authenticated'],
      'public.check_app_file_publishable(text, text, bigint)': ['service_role'],
      // 20261126090000_releases.sql: the changelog's public read.
      'public.list_releases()': ['anon', 'authenticated', 'service_role'],
      // 20261124110000_email_awaits_verification.sql: visitors and signed-in users.
      'public.email_awaits_verification(text)': ['anon', 'authenticated'],
      'public.publish_app_file(text, text, numeric, text, text, bigint, text, text, text, text)': [
        'service_role',
      ],
      // The forms (20261124090000_forms.sql): visitors call the three entry points only.
      'private.admit_submission(text, text)': [],
      'private.choice_field(text, text, text, text[])': [],
      'private.email_field(text, text)': [],
      'private.refuse_field(text, text, text)': [],
      'private.request_client()': [],
      'private.text_field(text, text, text, integer, boolean)': [],
      'public.submit_contact_message(text, text, text, text)': ['anon', 'authenticated', 'service_role'],
      'public.submit_partner_application(text, text, text, text, text, text)': [
        'anon',
        'authenticated',
        'service_role',
      ],
      'public.subscribe(text, text, text)': ['anon', 'authenticated', 'service_role'],
    });
    const can = async (role: string, fn: string): Promise<boolean> =>
      (
        await backend.query<{ ok: boolean }>(`select has_function_privilege($1, $2, 'execute') as ok`, [
          role,
          fn,
        ])
      )[0]!.ok;
    expect(await can('anon', 'public.increment_download_count(uuid)')).toBe(false);
    expect(await can('service_role', 'public.increment_download_count(uuid)')).toBe(false);
    expect(await can('authenticated', 'public.increment_download_count(uuid)')).toBe(true);
    expect(await can('anon', 'public.get_latest_file()')).toBe(true);
    expect(await can('anon', 'private.email_confirmed()')).toBe(false);
    // Only the service role writes app_files.
    const write = await backend.query<{ anon: boolean; auth: boolean; service: boolean }>(
      `select has_table_privilege('anon', 'public.app_files', 'insert, update, delete') as anon,
              has_table_privilege('authenticated', 'public.app_files', 'insert, update, delete') as auth,
              has_table_privilege('service_role', 'public.app_files', 'insert') as service`,
    );
    expect(write[0]).toEqual({ anon: false, auth: false, service: true });
  });
});
