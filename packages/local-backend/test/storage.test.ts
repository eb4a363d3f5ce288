// Over 300 lines on purpose: every case of one subject in one file, sharing one running backend.
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { createClient } from '@supabase/supabase-js';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoZip, SEED_PATH } from '../src/db/seed.ts';
import { objectNameProblem, splitObjectPath } from '../src/storage/paths.ts';
import { contentDisposition, parseRange } from '../src/storage/serve.ts';
import {
  authHeaders,
  client,
  startTestBackend,
  type TestBackend,
  unconfirmedUser,
  verifiedUser,
} from './helpers.ts';

let backend: TestBackend;
let verified: Awaited<ReturnType<typeof verifiedUser>>;
const BUCKET = 'app-builds';
const stored = buildDemoZip();

function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(backend.apiUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const service = () =>
  createClient(backend.apiUrl, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: class {} as never },
  });

beforeAll(async () => {
  // Room for a release-sized build (the seed's ~20 MB), not for much more.
  backend = await startTestBackend({ fileSizeLimit: 24 * 1024 * 1024 });
  verified = await verifiedUser(backend);
});
afterAll(async () => {
  await backend.dispose();
});

describe('the seeded build', () => {
  it('is a valid ZIP shaped like an app bundle, about as large as a release (~20 MB), recorded in app_files', async () => {
    const files = unzipSync(stored);
    expect(Object.keys(files).sort()).toEqual([
      'Clipnest.app/Contents/Info.plist',
      'Clipnest.app/Contents/MacOS/Clipnest',
      'Clipnest.app/Contents/PkgInfo',
      'Clipnest.app/Contents/Resources/AppIcon.icns',
      'README.txt',
    ]);
    expect(new TextDecoder().decode(files['README.txt'])).toContain('Clipnest');
    expect(stored.length).toBeGreaterThan(18 * 1024 * 1024);
    expect(stored.length).toBeLessThan(22 * 1024 * 1024);
    const [record] = await backend.query<{ file_size_mb: string; file_path: string }>(
      'select file_size_mb::text, file_path from public.app_files',
    );
    expect(record?.file_path).toBe(SEED_PATH);
    expect(Number(record?.file_size_mb)).toBeCloseTo(stored.length / 1024 / 1024, 2);
  });
});

describe('reading app builds', () => {
  it('list: verified users see the build; anon and unverified users see nothing', async () => {
    const { data, error } = await verified.sb.storage.from(BUCKET).list('macos');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({
      name: 'Clipnest-3.6.0.zip',
      metadata: { size: stored.length, mimetype: 'application/zip' },
    });
    expect(data?.[0]?.metadata?.eTag).toBe(`"${createHash('md5').update(stored).digest('hex')}"`);
    const root = await verified.sb.storage.from(BUCKET).list();
    expect(root.data).toEqual([
      { name: 'macos', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
    ]);

    expect((await client(backend).storage.from(BUCKET).list('macos')).data).toEqual([]);
    const res = await fetch(`${backend.apiUrl}/storage/v1/object/list/${BUCKET}`, {
      method: 'POST',
      headers: authHeaders(backend, (await unconfirmedUser(backend)).token),
      body: JSON.stringify({ prefix: 'macos', limit: 100, offset: 0 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('download: the bytes equal the stored file, with length, type and ETag', async () => {
    const { data, error } = await verified.sb.storage.from(BUCKET).download(SEED_PATH);
    expect(error).toBeNull();
    expect(data?.type).toBe('application/zip');
    expect(Buffer.from(await data!.arrayBuffer()).equals(Buffer.from(stored))).toBe(true);

    const token = (await verified.sb.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${backend.apiUrl}/storage/v1/object/authenticated/${BUCKET}/${SEED_PATH}`, {
      headers: authHeaders(backend, token),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(stored.length));
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    await res.arrayBuffer();
    const notModified = await fetch(`${backend.apiUrl}/storage/v1/object/${BUCKET}/${SEED_PATH}`, {
      headers: { ...authHeaders(backend, token), 'If-None-Match': res.headers.get('etag')! },
    });
    expect(notModified.status).toBe(304);
  });

  it('Range requests: a slice, a suffix, and an unsatisfiable range', async () => {
    const token = (await verified.sb.auth.getSession()).data.session!.access_token;
    const get = (range: string) =>
      fetch(`${backend.apiUrl}/storage/v1/object/${BUCKET}/${SEED_PATH}`, {
        headers: { ...authHeaders(backend, token), Range: range },
      });
    const slice = await get('bytes=100-1123');
    expect(slice.status).toBe(206);
    expect(slice.headers.get('content-range')).toBe(`bytes 100-1123/${stored.length}`);
    expect(slice.headers.get('content-length')).toBe('1024');
    expect(Buffer.from(await slice.arrayBuffer()).equals(Buffer.from(stored.subarray(100, 1124)))).toBe(true);
    const tail = await get('bytes=-10');
    expect(
      Buffer.from(await tail.arrayBuffer()).equals(Buffer.from(stored.subarray(stored.length - 10))),
    ).toBe(true);
    const open = await get(`bytes=${stored.length - 5}-`);
    expect((await open.arrayBuffer()).byteLength).toBe(5);
    const bad = await get(`bytes=${stored.length + 10}-`);
    expect(bad.status).toBe(416);
    expect(bad.headers.get('content-range')).toBe(`bytes */${stored.length}`);
    expect(await bad.json()).toMatchObject({ statusCode: '416', code: 'InvalidRange' });
  });

  it('signed URL with download: the right bytes and Content-Disposition, no keys needed', async () => {
    const { data, error } = await verified.sb.storage
      .from(BUCKET)
      .createSignedUrl(SEED_PATH, 60, { download: 'Clipnest 3.6.zip' });
    expect(error).toBeNull();
    expect(
      data?.signedUrl.startsWith(`${backend.apiUrl}/storage/v1/object/sign/${BUCKET}/${SEED_PATH}?token=`),
    ).toBe(true);
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      "attachment; filename=Clipnest%203.6.zip; filename*=UTF-8''Clipnest%203.6.zip",
    );
    expect(res.headers.get('expires')).toBeTruthy();
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(stored))).toBe(true);

    // The token is bound to its path and expires.
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const other = await fetch(
      `${backend.apiUrl}/storage/v1/object/sign/${BUCKET}/macos/other.zip?token=${token}`,
    );
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
    backend.clock.advance(61);
    try {
      const expired = await fetch(data!.signedUrl);
      expect(expired.status).toBe(400);
      expect(await expired.json()).toMatchObject({ code: 'InvalidJWT', message: 'jwt expired' });
    } finally {
      backend.clock.offsetMs = 0;
    }
    // A signed-URL token is not an API token.
    const asBearer = await fetch(`${backend.apiUrl}/storage/v1/object/${BUCKET}/${SEED_PATH}`, {
      headers: authHeaders(backend, token),
    });
    expect(asBearer.status).toBe(400);
    expect(await asBearer.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  });

  it('anon users, and a real session whose address is no longer confirmed, can neither download nor sign', async () => {
    const anon = client(backend).storage.from(BUCKET);
    const dl = await anon.download(SEED_PATH);
    expect(dl.data).toBeNull();
    expect(dl.error).toMatchObject({ name: 'StorageApiError', status: 400, statusCode: '404' });
    const sign = await anon.createSignedUrl(SEED_PATH, 60);
    expect(sign.data).toBeNull();
    expect(sign.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });

    // Signed in for real; then auth.users.email_confirmed_at is set back to null.
    const { sb, token } = await unconfirmedUser(backend);
    expect((await sb.auth.getUser()).error).toBeNull();
    const viaClient = await sb.storage.from(BUCKET).download(SEED_PATH);
    expect(viaClient.data).toBeNull();
    expect(viaClient.error).toMatchObject({ name: 'StorageApiError', status: 400, statusCode: '404' });
    const res = await fetch(`${backend.apiUrl}/storage/v1/object/${BUCKET}/${SEED_PATH}`, {
      headers: authHeaders(backend, token),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
    const signed = await sb.storage.from(BUCKET).createSignedUrl(SEED_PATH, 60);
    expect(signed.data).toBeNull();
    expect(signed.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    expect((await sb.storage.from(BUCKET).list('macos')).data).toEqual([]);
  });
});

describe('writing', () => {
  it('service role uploads (Blob and raw), duplicates need upsert, verified users may not write', async () => {
    const admin = service().storage.from(BUCKET);
    const bytes = buildDemoZip('9.9.9');
    const up = await admin.upload('macos/Clipnest-9.9.9.zip', new Blob([bytes], { type: 'application/zip' }));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({
      path: 'macos/Clipnest-9.9.9.zip',
      fullPath: `${BUCKET}/macos/Clipnest-9.9.9.zip`,
    });
    const again = await admin.upload(
      'macos/Clipnest-9.9.9.zip',
      new Blob([bytes], { type: 'application/zip' }),
    );
    expect(again.error).toMatchObject({ status: 400, statusCode: '409' });
    const upsert = await admin.upload('macos/Clipnest-9.9.9.zip', bytes, {
      contentType: 'application/zip',
      upsert: true,
    });
    expect(upsert.error).toBeNull();

    const dl = await verified.sb.storage.from(BUCKET).download('macos/Clipnest-9.9.9.zip');
    expect(Buffer.from(await dl.data!.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const denied = await verified.sb.storage
      .from(BUCKET)
      .upload('macos/evil.zip', new Blob([bytes], { type: 'application/zip' }));
    expect(denied.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const anonDenied = await client(backend)
      .storage.from(BUCKET)
      .upload('macos/evil.zip', bytes, { contentType: 'application/zip' });
    expect(anonDenied.error).toMatchObject({ statusCode: '403' });

    const wrongType = await admin.upload('macos/notes.txt', 'hello', { contentType: 'text/plain' });
    expect(wrongType.error).toMatchObject({ statusCode: '415' });
    const tooBig = await admin.upload('macos/huge.zip', new Uint8Array(25 * 1024 * 1024), {
      contentType: 'application/zip',
    });
    expect(tooBig.error).toMatchObject({ statusCode: '413' });

    const removed = await admin.remove(['macos/Clipnest-9.9.9.zip']);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    expect((await verified.sb.storage.from(BUCKET).download('macos/Clipnest-9.9.9.zip')).error).toMatchObject(
      { statusCode: '404' },
    );
    const names = await backend.query<{ name: string }>('select name from storage.objects order by name');
    expect(names.map((n) => n.name)).toEqual([SEED_PATH]);
  });

  it('bucket endpoints: service role only', async () => {
    const admin = service().storage;
    expect((await admin.createBucket('scratch', { public: false, fileSizeLimit: 1024 })).error).toBeNull();
    expect((await admin.createBucket('scratch')).error).toMatchObject({ statusCode: '409' });
    const got = await admin.getBucket('scratch');
    expect(got.data).toMatchObject({ id: 'scratch', name: 'scratch', public: false, file_size_limit: 1024 });
    expect((await admin.listBuckets()).data?.map((b) => b.id).sort()).toEqual([
      'app-builds',
      'releases',
      'scratch',
    ]);
    expect((await admin.updateBucket('scratch', { public: true })).error).toBeNull();
    expect(
      (await admin.from('scratch').upload('a.txt', 'hi', { contentType: 'text/plain' })).error,
    ).toBeNull();
    expect(
      (await admin.from('scratch').upload('b.txt', 'x'.repeat(2000), { contentType: 'text/plain' })).error,
    ).toMatchObject({ statusCode: '413' });
    const pub = await fetch(`${backend.apiUrl}/storage/v1/object/public/scratch/a.txt`);
    expect(await pub.text()).toBe('hi');
    expect((await admin.deleteBucket('scratch')).error).toMatchObject({ statusCode: '409' });
    expect((await admin.emptyBucket('scratch')).error).toBeNull();
    expect((await admin.deleteBucket('scratch')).error).toBeNull();
    expect((await admin.getBucket('scratch')).error).toMatchObject({ statusCode: '404' });

    const anon = client(backend).storage;
    expect((await anon.listBuckets()).data).toEqual([]);
    expect((await anon.createBucket('mine')).error).toMatchObject({ statusCode: '403' });
    expect((await verified.sb.storage.getBucket(BUCKET)).error).toMatchObject({ statusCode: '404' });
    expect((await verified.sb.storage.deleteBucket(BUCKET)).error).toBeTruthy();
    expect((await service().storage.getBucket(BUCKET)).data?.id).toBe(BUCKET);
  });

  it('object paths are normalised: traversal, absolute paths, backslashes and NUL are refused', async () => {
    const token = (await verified.sb.auth.getSession()).data.session!.access_token;
    for (const path of [
      'macos/%2e%2e/%2e%2e/secrets.json',
      '..%2F..%2Fsecrets.json',
      'macos%5C..%5Cx.zip',
      'macos/x%00.zip',
      '%2Fetc%2Fpasswd',
      'macos//x.zip',
      'macos/x%ZZ.zip',
    ]) {
      const res = await fetch(`${backend.apiUrl}/storage/v1/object/${BUCKET}/${path}`, {
        headers: authHeaders(backend, token),
      });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { code: string }).code, path).toBe('InvalidKey');
      const up = await fetch(`${backend.apiUrl}/storage/v1/object/${BUCKET}/${path}`, {
        method: 'POST',
        headers: {
          apikey: backend.serviceRoleKey,
          Authorization: `Bearer ${backend.serviceRoleKey}`,
          'Content-Type': 'application/zip',
        },
        body: 'x',
      });
      expect(up.status, path).toBe(400);
    }
    // Literal dot segments (sent as-is, as curl --path-as-is would) never reach a file either.
    for (const path of ['a/./b', 'macos/../../../../etc/passwd', 'macos/%2e%2e/x']) {
      const res = await rawGet(`/storage/v1/object/${BUCKET}/${path}`, {
        apikey: backend.anonKey,
        authorization: `Bearer ${token}`,
      });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.body, path).not.toContain('root:');
    }
    expect((await backend.query('select 1 from storage.objects')).length).toBe(1);
  });
});

describe('object paths and ranges', () => {
  it('refuses traversal, absolute paths, backslashes, NUL and empty segments', () => {
    expect(objectNameProblem('macos/Clipnest-1.0.zip')).toBeNull();
    expect(objectNameProblem('folder/with space (1).zip')).toBeNull();
    for (const bad of [
      '',
      '../x',
      'a/../b',
      'a/./b',
      '/etc/passwd',
      'a\\b',
      'a\0b',
      'a//b',
      'a/',
      'é.zip',
      'x'.repeat(1025),
    ]) {
      expect(objectNameProblem(bad), bad).not.toBeNull();
    }
    expect(splitObjectPath('app-builds/macos/a%20b.zip')).toEqual({
      ok: true,
      bucket: 'app-builds',
      name: 'macos/a b.zip',
    });
    expect(splitObjectPath('app-builds/%E0%A4%A')).toEqual({ ok: false, raw: 'app-builds/%E0%A4%A' });
  });

  it('parses single byte ranges as RFC 9110 says', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-1000', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(contentDisposition('Clipnest 1.0.zip')).toBe(
      "attachment; filename=Clipnest%201.0.zip; filename*=UTF-8''Clipnest%201.0.zip",
    );
    expect(contentDisposition('')).toBe('attachment;');
  });
});
