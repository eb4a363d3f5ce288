// `npm run publish-build` as the release manager runs it, against the backend the built site
// uses: afterwards the hero shows the new version and size, and the build's signed download
// delivers exactly the published bytes.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { plist } from '../../packages/local-backend/test/plist.ts';
import { hero } from '../src/content/landing';
import { fallbackFileRecord } from '../src/services/fileRecord';
import { openPage, returningVisitor, siteDir, startStack, waitForHydration, type Stack } from './harness';

let stack: Stack;
let workDir: string;
/** A visitor past the beta notice and the cookie banner: the hero is what they read. */
let visitor: Awaited<ReturnType<typeof returningVisitor>>;

beforeAll(async () => {
  stack = await startStack();
  visitor = await returningVisitor(stack.browser, stack.siteUrl);
  workDir = mkdtempSync(join(tmpdir(), 'clipnest-publish-'));
});
afterAll(async () => {
  await stack?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** The hero's facts (version, date, size, minimum macOS) as a visitor reads them. */
async function heroMeta(): Promise<string[]> {
  const { page, problems, close } = await openPage(stack.browser, { storageState: visitor });
  try {
    // The page is prerendered with the fallback record and reads the real one after hydration.
    const recordRead = page.waitForResponse((response) => response.url().includes('/rpc/get_latest_file'));
    await page.goto(stack.siteUrl);
    await waitForHydration(page);
    await recordRead;
    const section = page.getByRole('region', { name: hero.title });
    const definitions = section.getByRole('definition');
    await expect.poll(() => definitions.first().textContent()).not.toBe(fallbackFileRecord.version);
    const values = await definitions.allTextContents();
    // No download count where people decide: a small one argues against the download.
    expect(await section.getByRole('term').allTextContents()).toEqual([
      'Version',
      'Released',
      'Size',
      'Requires',
    ]);
    expect(problems).toEqual([]);
    return values;
  } finally {
    await close();
  }
}

function publish(args: string[]): Promise<{ code: number; output: string }> {
  const script = resolve(siteDir, '..', 'scripts', 'publish-build.mjs');
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  return new Promise((done) => {
    execFile(
      process.execPath,
      [script, ...args, '--data-dir', stack.backend.dataDir],
      { env },
      (err, stdout, stderr) => done({ code: err ? Number(err.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

it('puts a published build on the hero and serves its bytes', async () => {
  const [seedVersion] = await heroMeta();
  expect(seedVersion).toBe('3.6.0');

  // An app-bundle-shaped ZIP of about 2.4 MB whose bytes do not compress.
  const filler = new Uint8Array(2_500_000).map((_, i) => (i * 2654435761) >>> 24);
  const zip = zipSync(
    {
      'Clipnest.app/Contents/Info.plist': new TextEncoder().encode(
        plist({
          CFBundleShortVersionString: '3.7.0',
          CFBundleVersion: '370',
          LSMinimumSystemVersion: '13.0',
        }),
      ),
      'Clipnest.app/Contents/MacOS/Clipnest': filler,
    },
    { level: 0 },
  );
  const zipPath = join(workDir, 'Clipnest.zip');
  writeFileSync(zipPath, zip);

  const result = await publish([zipPath, '--version', '3.7.0']);
  expect(result.output).toContain('Published Clipnest-3.7.0.zip');
  expect(result.code).toBe(0);

  const sizeMb = Math.round((zip.byteLength / (1024 * 1024)) * 100) / 100;
  const shownSize = new Intl.NumberFormat('en-US', {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(sizeMb);
  const today = hero.fileMeta.released(new Date().toISOString());
  expect(await heroMeta()).toEqual(['3.7.0', today, shownSize, 'macOS 13 or later']);

  // The download, at the API level: a signed URL for the recorded path delivers the same bytes.
  const { apiUrl, serviceRoleKey } = stack.backend;
  const headers = {
    apikey: serviceRoleKey,
    authorization: `Bearer ${serviceRoleKey}`,
    'content-type': 'application/json',
  };
  const signed = await fetch(`${apiUrl}/storage/v1/object/sign/app-builds/macos/Clipnest-3.7.0.zip`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ expiresIn: 60 }),
  });
  const { signedURL } = (await signed.json()) as { signedURL: string };
  const download = await fetch(`${apiUrl}/storage/v1${signedURL}`);
  expect(download.status).toBe(200);
  expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), readFileSync(zipPath))).toBe(0);

  // Publishing the same version again is refused.
  const again = await publish([zipPath, '--version', '3.7.0']);
  expect(again.output).toContain('Version 3.7.0 is already published');
  expect(again.code).not.toBe(0);
});
