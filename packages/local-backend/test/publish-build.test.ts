// Over 300 lines on purpose: every case of one subject in one file, sharing one running backend.
// `npm run publish-build` against a running local backend: a good build becomes the latest file
// and downloads byte for byte; every bad input, refusal or interruption leaves the bucket and
// app_files exactly as they were.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { startTestBackend, verifiedUser, type TestBackend } from './helpers.ts';
import { plist } from './plist.ts';
import { childrenNamed, childText, parseXml } from './xml.ts';
// @ts-expect-error -- plain JS, run by node from the repository scripts
import { publishBuild, resolveTarget } from '../../../scripts/publish-build.mjs';

const script = resolve(repoRoot, 'scripts', 'publish-build.mjs');
const PUBLISH_SIGNATURE = 'text, text, numeric, text, text, bigint, text, text, text, text';
let backend: TestBackend;
let workDir: string;

beforeAll(async () => {
  backend = await startTestBackend();
  workDir = mkdtempSync(join(tmpdir(), 'publish-build-test-'));
});
afterAll(async () => {
  await backend?.dispose();
  rmSync(workDir, { recursive: true, force: true });
});

/** Bytes that do not compress, so a ZIP's size is what the test asks for. */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** Writes a ZIP of `files` (stored, not deflated) and returns its path. */
function writeZip(name: string, files: Zippable): string {
  const path = join(workDir, name);
  writeFileSync(path, zipSync(files, { level: 0 }));
  return path;
}

/** An XML Info.plist as Xcode writes one. */
const infoPlist = (version: string, build: number, minimum = '13.0') =>
  new TextEncoder().encode(
    plist({
      CFBundleShortVersionString: version,
      CFBundleVersion: String(build),
      LSMinimumSystemVersion: minimum,
    }),
  );

// Each test's builds get a build number above every earlier one.
let nextBuild = 1000;
const appZip = (
  name: string,
  executableBytes: number,
  seed = 1,
  version = '0.0.0',
  build = (nextBuild += 1),
) =>
  writeZip(name, {
    'Clipnest.app/Contents/Info.plist': infoPlist(version, build),
    'Clipnest.app/Contents/MacOS/Clipnest': noise(executableBytes, seed),
  });

/** Runs the command on `dataDir`'s backend, or on the project `hosted` names as the environment would. */
function run(
  args: string[],
  { dataDir = backend.dataDir, hosted }: { dataDir?: string; hosted?: Record<string, string> } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  // Only what node needs: no SUPABASE_* from the caller's shell may redirect the test.
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...hosted };
  return new Promise((done) => {
    execFile(
      process.execPath,
      [script, ...args, ...(hosted ? [] : ['--data-dir', dataDir])],
      { env, cwd: workDir },
      (err, stdout, stderr) => done({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** What a visitor and the bucket can tell about published builds. */
async function publishedState() {
  const rows = await backend.query(
    'select version, file_path, file_size_mb::text, build_number::text, sha256, notes, channel from public.app_files order by version',
  );
  const objects = await backend.query(
    "select bucket_id, name, (metadata->>'size')::bigint as size, updated_at::text from storage.objects where bucket_id in ('app-builds', 'releases') order by name",
  );
  return { rows, objects };
}

async function latestFile(): Promise<{ version: string; file_size_mb: number; file_path: string }> {
  const response = await fetch(`${backend.apiUrl}/rest/v1/rpc/get_latest_file`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: '{}',
  });
  const rows = (await response.json()) as { version: string; file_size_mb: number; file_path: string }[];
  return rows[0]!;
}

describe('publishing a build', () => {
  it('makes get_latest_file return the new version and size, and a signed download deliver its bytes', async () => {
    const zipPath = appZip('good.zip', 6 * 1024 * 1024 + 12_345, 1, '3.7.0');
    const result = await run([zipPath, '--version', '3.7.0']);
    expect(result.stderr).toContain('(100%)');
    expect(result.stdout).toContain('Published Clipnest-3.7.0.zip');
    expect(result.code).toBe(0);

    const bytes = readFileSync(zipPath);
    const latest = await latestFile();
    expect(latest.version).toBe('3.7.0');
    expect(Number(latest.file_size_mb)).toBe(Math.round((bytes.byteLength / 1024 / 1024) * 100) / 100);
    expect(latest.file_path).toBe('macos/Clipnest-3.7.0.zip');

    // As the site downloads it: a verified visitor's signed URL.
    const { sb } = await verifiedUser(backend);
    const signed = await sb.storage.from('app-builds').createSignedUrl(latest.file_path, 60);
    expect(signed.error).toBeNull();
    const downloaded = new Uint8Array(await (await fetch(signed.data!.signedUrl)).arrayBuffer());
    expect(downloaded.byteLength).toBe(bytes.byteLength);
    expect(Buffer.compare(Buffer.from(downloaded), bytes)).toBe(0);
  });

  it('publishes to the project that SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY name', async () => {
    const hosted = { SUPABASE_URL: `${backend.apiUrl}/`, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey };
    const result = await run([appZip('hosted.zip', 70_000, 66, '3.8.0-rc.1')], { hosted });
    expect(result.stdout).toContain('Published Clipnest-3.8.0-rc.1.zip');
    expect(result.stdout + result.stderr).not.toContain(backend.serviceRoleKey);
    expect((await latestFile()).version).toBe('3.8.0-rc.1');
  });

  it('records what the Info.plist says with notes and channel, keeps betas off get_latest_file and rewrites the public feed', async () => {
    writeFileSync(join(workDir, 'notes.md'), '## New\n- Pins <b>stay</b>\n');
    const build = (nextBuild += 1);
    const stablePath = appZip('stable.zip', 40_000, 12, '3.9.0', build);
    const stable = await run([stablePath, '--notes', 'notes.md', '--site-url', 'https://clipnest.test/']);
    expect(stable.stdout).toContain(`Published Clipnest-3.9.0.zip (version 3.9.0, build ${build}, stable`);
    expect(stable.code).toBe(0);
    const beta = await run([
      appZip('beta.zip', 40_000, 13, '4.0.0-beta.1'),
      '--channel',
      'beta',
      '--site-url',
      'https://clipnest.test',
    ]);
    expect(beta.code).toBe(0);

    const latest = (await latestFile()) as Awaited<ReturnType<typeof latestFile>> & Record<string, unknown>;
    expect(latest).toMatchObject({
      version: '3.9.0',
      build_number: build,
      minimum_macos: '13.0',
      sha256: createHash('sha256').update(readFileSync(stablePath)).digest('hex'),
      notes: '## New\n- Pins <b>stay</b>',
      channel: 'stable',
    });
    expect(Date.parse(String(latest.published_at))).toBeGreaterThan(Date.now() - 60_000);

    // The changelog's read: public, newest first, no storage path.
    const releases = (await (
      await fetch(`${backend.apiUrl}/rest/v1/rpc/list_releases`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as Record<string, unknown>[];
    expect(releases.slice(0, 2).map((r) => [r.version, r.channel])).toEqual([
      ['4.0.0-beta.1', 'beta'],
      ['3.9.0', 'stable'],
    ]);
    expect(Object.keys(releases[0]!)).not.toContain('file_path');

    // The feed, as the app reads it: no key, no session.
    const response = await fetch(`${backend.apiUrl}/storage/v1/object/public/releases/appcast.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).not.toMatch(/app-builds|\.zip/);
    const items = childrenNamed(childrenNamed(parseXml(xml), 'channel')[0]!, 'item');
    const sparkle = 'http://www.andymatuschak.org/xml-namespaces/sparkle';
    expect(items.map((item) => childText(item, 'shortVersionString', sparkle)).slice(0, 2)).toEqual([
      '4.0.0-beta.1',
      '3.9.0',
    ]);
    expect(childText(items[0]!, 'channel', sparkle)).toBe('beta');
    expect(childText(items[1]!, 'releaseNotesLink', sparkle)).toBe('https://clipnest.test/changelog#v3.9.0');

    // Nobody but the service role writes the feed.
    const forged = await fetch(`${backend.apiUrl}/storage/v1/object/releases/appcast.xml`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/xml', 'x-upsert': 'true' },
      body: '<rss/>',
    });
    expect(forged.ok).toBe(false);
    expect(
      await (await fetch(`${backend.apiUrl}/storage/v1/object/public/releases/appcast.xml`)).text(),
    ).toBe(xml);
  });

  const refusals: [string, () => string[], RegExp][] = [
    [
      'a file that only starts like a ZIP',
      () => {
        const path = join(workDir, 'fake.zip');
        writeFileSync(path, `PK\u0003\u0004${'not really a zip '.repeat(100)}`);
        return [path, '--version', '4.0.0'];
      },
      /not a ZIP file/,
    ],
    [
      'a ZIP cut short',
      () => {
        const whole = zipSync({ 'Clipnest.app/Contents/Info.plist': noise(4096, 3) }, { level: 0 });
        const path = join(workDir, 'truncated.zip');
        writeFileSync(path, whole.subarray(0, whole.byteLength - 30));
        return [path, '--version', '4.0.0'];
      },
      /not a ZIP file|damaged|truncated/,
    ],
    [
      'a ZIP without an app bundle',
      () => [
        writeZip('no-app.zip', { 'Clipnest/Contents/Info.plist': noise(100, 4), 'README.txt': noise(10, 5) }),
        '--version',
        '4.0.0',
      ],
      /no app bundle/,
    ],
    ['a missing file', () => [join(workDir, 'absent.zip'), '--version', '4.0.0'], /No file at/],
    ['a bad version', () => [appZip('v.zip', 1000), '--version', '4.0'], /must look like 1\.2\.3/],
    [
      'a --version the Info.plist disagrees with',
      () => [appZip('v.zip', 1000, 2, '4.0.0'), '--version', '4.0.1'],
      /--version says 4\.0\.1 but the app's Info\.plist says 4\.0\.0/,
    ],
    [
      'a ZIP whose app has no Info.plist',
      () => [writeZip('no-plist.zip', { 'Clipnest.app/Contents/MacOS/Clipnest': noise(100, 6) })],
      /no Clipnest\.app\/Contents\/Info\.plist/,
    ],
    [
      'a binary Info.plist',
      () => [
        writeZip('bplist.zip', {
          'Clipnest.app/Contents/Info.plist': new TextEncoder().encode('bplist00xyz'),
        }),
      ],
      /binary property list/,
    ],
    [
      'a build number not above the last',
      () => [appZip('old-build.zip', 1000, 7, '4.0.0', 1)],
      /Build number 1 \(CFBundleVersion\) is not above the last published build number, \d+\. Nothing was changed/,
    ],
    [
      'release notes that are not there',
      () => [appZip('n.zip', 1000, 8, '4.0.0'), '--notes', 'absent.md'],
      /No release notes at/,
    ],
    [
      'release notes over 20 KB',
      () => {
        writeFileSync(join(workDir, 'long.md'), 'x'.repeat(20 * 1024 + 1));
        return [appZip('n.zip', 1000, 8, '4.0.0'), '--notes', 'long.md'];
      },
      /at most 20480/,
    ],
    [
      'an unknown channel',
      () => [appZip('c.zip', 1000, 8, '4.0.0'), '--channel', 'nightly'],
      /Unknown channel "nightly"/,
    ],
    [
      'an unknown option',
      () => [appZip('v.zip', 1000), '--version', '4.0.0', '--force'],
      /Unknown option --force/,
    ],
    [
      'a version already published',
      () => [appZip('dup.zip', 1000, 9, '3.6.0')],
      /3\.6\.0 is already published; nothing was changed/,
    ],
  ];

  it.each(refusals)('refuses %s with a clear message and changes nothing', async (_label, args, message) => {
    const before = await publishedState();
    const result = await run(args());
    expect(result.stderr).toMatch(message);
    expect(result.code).not.toBe(0);
    expect(await publishedState()).toEqual(before);
  });

  it('prints its usage for --help', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'npm run publish-build -- <path-to-zip> [--notes notes.md] [--channel beta]',
    );
  });

  it('never prints the service-role key', async () => {
    const results = await Promise.all([run(['--help']), run([appZip('k.zip', 1000, 1, '3.6.0')])]);
    for (const { stdout, stderr } of results) expect(stdout + stderr).not.toContain(backend.serviceRoleKey);
  });

  it('asks for both hosted settings when only one is set', async () => {
    await expect(
      resolveTarget({ dataDir: null, env: { SUPABASE_URL: 'https://x.supabase.co' }, cwd: workDir }),
    ).rejects.toThrow(/SUPABASE_SERVICE_ROLE_KEY is not/);
  });
});

describe('the publishing functions', () => {
  it('refuse visitors, signed in or not, and a record without its object', async () => {
    const { sb } = await verifiedUser(backend);
    const token = (await sb.auth.getSession()).data.session!.access_token;
    const args = {
      p_file_name: 'Clipnest-9.9.9.zip',
      p_version: '9.9.9',
      p_file_size_mb: 1,
      p_file_type: 'zip',
      p_file_path: 'macos/Clipnest-9.9.9.zip',
      p_build_number: 999_999,
      p_minimum_macos: '13.0',
      p_sha256: 'a'.repeat(64),
      p_notes: '',
      p_channel: 'stable',
    };
    const call = (key: string, bearer: string) =>
      fetch(`${backend.apiUrl}/rest/v1/rpc/publish_app_file`, {
        method: 'POST',
        headers: { apikey: key, authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify(args),
      });
    expect((await call(backend.anonKey, backend.anonKey)).status).toBe(401);
    expect((await call(backend.anonKey, token)).status).toBe(403);
    // Even the service role cannot record a build whose file is not in the bucket.
    const orphan = await call(backend.serviceRoleKey, backend.serviceRoleKey);
    expect(orphan.status).toBe(404);
    expect(((await orphan.json()) as { message: string }).message).toMatch(/upload the file first/);
    expect(await backend.query("select 1 from public.app_files where version = '9.9.9'")).toEqual([]);
  });
});

describe('a failed publish leaves nothing half-published', () => {
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  const target = () => ({
    url: backend.apiUrl,
    serviceRoleKey: backend.serviceRoleKey,
    description: 'test backend',
    siteUrl: 'http://site.test',
  });

  it('when the backend refuses the upload', async () => {
    const small = await startTestBackend({ fileSizeLimit: 1024 * 1024 });
    try {
      const before = await small.query('select count(*)::int as n from public.app_files');
      const path = appZip('big.zip', 2 * 1024 * 1024, 21, '5.0.0');
      await expect(
        publishBuild({
          zipPath: path,
          version: '5.0.0',
          target: {
            url: small.apiUrl,
            serviceRoleKey: small.serviceRoleKey,
            description: 'small backend',
            siteUrl: 'http://site.test',
          },
          log: () => {},
          progress: quiet,
        }),
      ).rejects.toThrow(/too large/);
      expect(await small.query('select count(*)::int as n from public.app_files')).toEqual(before);
      expect(await small.query("select name from storage.objects where name like '%5.0.0%'")).toEqual([]);
    } finally {
      await small.dispose();
    }
  });

  it('when the upload is interrupted half-way', async () => {
    const before = await publishedState();
    const controller = new AbortController();
    const path = appZip('interrupted.zip', 40 * 1024 * 1024, 33, '5.1.0');
    // Progress lines go to a stream that pulls the plug at the first one past 0%.
    const progress = Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          if (/\((?!0%)\d+%\)/.test(chunk.toString())) controller.abort();
          done();
        },
      }),
      { isTTY: false },
    );
    await expect(
      publishBuild({
        zipPath: path,
        version: '5.1.0',
        target: target(),
        signal: controller.signal,
        log: () => {},
        progress,
      }),
    ).rejects.toThrow(/interrupted/);
    expect(await publishedState()).toEqual(before);
  });

  it('when the backend is not running', async () => {
    const stopped = await startTestBackend();
    await stopped.stop();
    try {
      const result = await run([appZip('offline.zip', 1000, 55, '5.3.0')], {
        dataDir: stopped.dataDir,
      });
      expect(result.stderr).toMatch(/Cannot reach the local backend at .* Is it running\?/);
      expect(result.code).toBe(1);
    } finally {
      await stopped.dispose();
    }
  });

  it('keeps a build whose record was stored though its answer was lost', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (String(input).endsWith('/rpc/publish_app_file')) throw new TypeError('fetch failed');
      return response;
    };
    try {
      await publishBuild({
        zipPath: appZip('lost.zip', 30_000, 77, '5.4.0'),
        version: '5.4.0',
        target: target(),
        log: () => {},
        progress: quiet,
      });
    } finally {
      globalThis.fetch = realFetch;
    }
    const { rows, objects } = await publishedState();
    expect(rows).toContainEqual(
      expect.objectContaining({ version: '5.4.0', file_path: 'macos/Clipnest-5.4.0.zip' }),
    );
    expect(objects).toContainEqual(expect.objectContaining({ name: 'macos/Clipnest-5.4.0.zip' }));
  });

  it('when recording the build fails after the upload', async () => {
    const before = await publishedState();
    await backend.query(
      `revoke execute on function public.publish_app_file(${PUBLISH_SIGNATURE}) from service_role`,
    );
    try {
      await expect(
        publishBuild({
          zipPath: appZip('unrecorded.zip', 50_000, 44, '5.2.0'),
          version: '5.2.0',
          target: target(),
          log: () => {},
          progress: quiet,
        }),
      ).rejects.toThrow(/Recording the build failed.*The uploaded file was removed/);
    } finally {
      await backend.query(
        `grant execute on function public.publish_app_file(${PUBLISH_SIGNATURE}) to service_role`,
      );
    }
    expect(await publishedState()).toEqual(before);
  });
});
