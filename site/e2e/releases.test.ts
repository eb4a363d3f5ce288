// Releases people can trust: `npm run publish-build` with a stable and a beta build (real ZIPs
// with an Info.plist) against the backend the built site uses. Afterwards the record carries what
// the plist says, the public Sparkle feed lists both (the beta on its channel, no file URL), and
// /changelog shows both newest first with the beta marked; refusals change nothing.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { plist } from '../../packages/local-backend/test/plist.ts';
import { childrenNamed, childText, parseXml } from '../../packages/local-backend/test/xml.ts';
import { changelogHistory, changelogPage } from '../src/content/changelog';
import { downloadCheckLabels, installPage } from '../src/content/install';
import { hero } from '../src/content/landing';
import {
  axeViolations,
  openPage,
  returningVisitor,
  siteDir,
  startStack,
  waitForHydration,
  type Stack,
} from './harness';

const SPARKLE = 'http://www.andymatuschak.org/xml-namespaces/sparkle';
let stack: Stack;
let workDir: string;

beforeAll(async () => {
  stack = await startStack();
  workDir = mkdtempSync(join(tmpdir(), 'clipnest-releases-'));
});
afterAll(async () => {
  await stack?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** An app-bundle ZIP whose Info.plist names `version` and `build`. */
function buildZip(name: string, version: string, build: number, minimum = '13.0'): string {
  const zip = zipSync({
    'Clipnest.app/Contents/Info.plist': new TextEncoder().encode(
      plist({
        CFBundleShortVersionString: version,
        CFBundleVersion: String(build),
        LSMinimumSystemVersion: minimum,
      }),
    ),
    'Clipnest.app/Contents/MacOS/Clipnest': new Uint8Array(300_000).map((_, i) => (i * 2654435761) >>> 24),
  });
  const path = join(workDir, name);
  writeFileSync(path, zip);
  return path;
}

function publish(args: string[]): Promise<{ code: number; output: string }> {
  const script = resolve(siteDir, '..', 'scripts', 'publish-build.mjs');
  // LOCAL_BACKEND_DATA_DIR names the backend, as it does for `npm start`.
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    LOCAL_BACKEND_DATA_DIR: stack.backend.dataDir,
  };
  return new Promise((done) => {
    execFile(process.execPath, [script, ...args], { env, cwd: workDir }, (err, stdout, stderr) =>
      done({ code: err ? Number(err.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

const anon = () => ({ apikey: stack.backend.anonKey, 'content-type': 'application/json' });
const rpc = async (name: string) =>
  (await (
    await fetch(`${stack.backend.apiUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: anon(),
      body: '{}',
    })
  ).json()) as Record<string, unknown>[];
const feedUrl = () => `${stack.backend.apiUrl}/storage/v1/object/public/releases/appcast.xml`;

/** What publishing may change: the records, the bucket objects (with their bytes' dates), the feed. */
async function publishedState() {
  return {
    rows: await stack.backend.query(
      'select version, build_number::text, channel, sha256 from public.app_files order by version',
    ),
    objects: await stack.backend.query(
      "select bucket_id, name, updated_at::text from storage.objects where bucket_id in ('app-builds', 'releases') order by name",
    ),
  };
}

it('publishes a stable and a beta build: the record, the public feed and /changelog', async () => {
  writeFileSync(
    join(workDir, 'stable.md'),
    '## New\n- Pinned clips stay on top.\n\n## Fixed\n- <b>Markup</b> is shown as text.\n',
  );
  writeFileSync(join(workDir, 'beta.md'), 'Try **snippet folders** first.');
  const stablePath = buildZip('stable.zip', '3.7.0', 370);
  const stable = await publish([stablePath, '--notes', 'stable.md', '--version', '3.7.0']);
  expect(stable.output).toContain('Published Clipnest-3.7.0.zip (version 3.7.0, build 370, stable');
  expect(stable.code).toBe(0);
  const beta = await publish([
    buildZip('beta.zip', '3.8.0-beta.1', 380, '14.0'),
    '--notes',
    'beta.md',
    '--channel',
    'beta',
  ]);
  expect(beta.code).toBe(0);

  // The record: the newest stable build, with what the plist and the file say.
  const [latest] = await rpc('get_latest_file');
  expect(latest).toMatchObject({
    version: '3.7.0',
    file_name: 'Clipnest-3.7.0.zip',
    build_number: 370,
    minimum_macos: '13.0',
    sha256: createHash('sha256').update(readFileSync(stablePath)).digest('hex'),
    notes: '## New\n- Pinned clips stay on top.\n\n## Fixed\n- <b>Markup</b> is shown as text.',
    channel: 'stable',
  });
  expect(typeof latest!.published_at).toBe('string');

  // The feed: public (no key, no session), well-formed, one informational item per build.
  const response = await fetch(feedUrl());
  expect(response.status).toBe(200);
  const xml = await response.text();
  expect(xml).not.toMatch(/app-builds|\.zip|\/object\/sign\//);
  const rss = parseXml(xml);
  expect([rss.local, rss.attributes.version]).toEqual(['rss', '2.0']);
  const items = childrenNamed(childrenNamed(rss, 'channel')[0]!, 'item');
  expect(items.map((item) => childText(item, 'shortVersionString', SPARKLE))).toEqual([
    '3.8.0-beta.1',
    '3.7.0',
  ]);
  const [betaItem, stableItem] = items as [(typeof items)[0], (typeof items)[0]];
  expect(childText(betaItem, 'channel', SPARKLE)).toBe('beta');
  expect(childText(betaItem, 'version', SPARKLE)).toBe('380');
  expect(childText(betaItem, 'minimumSystemVersion', SPARKLE)).toBe('14.0');
  expect(childText(stableItem, 'channel', SPARKLE)).toBeUndefined();
  expect(childText(stableItem, 'releaseNotesLink', SPARKLE)).toBe(`${stack.siteUrl}/changelog#v3.7.0`);
  expect(childText(stableItem, 'pubDate')).toMatch(
    /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/,
  );
  for (const item of items) {
    expect(childrenNamed(item, 'informationalUpdate', SPARKLE)).toHaveLength(1);
    expect(childrenNamed(item, 'enclosure')).toHaveLength(0);
    expect(childText(item, 'link')).toBe(`${stack.siteUrl}/#download`);
  }

  // /changelog, as a visitor reads it.
  const { page, problems, close } = await openPage(stack.browser);
  try {
    const read = page.waitForResponse((r) => r.url().includes('/rpc/list_releases'));
    await page.goto(`${stack.siteUrl}/changelog#v3.7.0`);
    await waitForHydration(page);
    await read;
    const versions = page.getByRole('heading', { level: 2, name: /^Version / });
    // The published builds on top, newest first, then the versions before them from the content.
    await expect
      .poll(() => versions.allTextContents())
      .toEqual([
        'Version 3.8.0-beta.1Beta',
        'Version 3.7.0',
        'Version 3.6.0',
        ...changelogHistory.map((entry) => `Version ${entry.version}`),
      ]);
    expect(changelogHistory.length).toBeGreaterThanOrEqual(4);
    // Every version says what it brings: the seeded build, published without notes, has its notes
    // from the content, and no version is left with nothing to say.
    const seeded = page.locator('article#v3\\.6\\.0');
    expect(await seeded.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByText(/without release notes/i).count()).toBe(0);
    await expect.poll(() => page.locator('article#v3\\.7\\.0').count()).toBe(1);
    const stableEntry = page.locator('article#v3\\.7\\.0');
    expect(await stableEntry.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['New', 'Fixed']);
    expect(await stableEntry.textContent()).toContain('<b>Markup</b> is shown as text.');
    expect(await stableEntry.textContent()).toContain(String(latest!.sha256));
    // The checksum has its Copy button, named for its version.
    const copyName = changelogPage.labels.copyDetail(changelogPage.details.sha256, '3.7.0');
    expect(await stableEntry.getByRole('button', { name: copyName }).isVisible()).toBe(true);
    expect(await stableEntry.textContent()).toContain('macOS 13 or later');
    expect(await page.getByRole('link', { name: changelogPage.feed.label }).getAttribute('href')).toBe(
      feedUrl(),
    );
    expect(await page.getByRole('heading', { level: 2, name: changelogPage.trust.heading }).isVisible()).toBe(
      true,
    );
    // The commands are code to copy as written: straight, with no quotes around them.
    expect(await page.locator('code', { hasText: 'codesign' }).textContent()).toBe(
      'codesign -dv --verbose=2 /Applications/Clipnest.app',
    );
    expect(await page.locator('code', { hasText: 'shasum' }).textContent()).toBe(
      'shasum -a 256 ~/Downloads/<file>.zip',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

it('shows the download details in the hero, checksum and all, and the install guide', async () => {
  const [latest] = await rpc('get_latest_file');
  // The bytes a download delivers (a signed URL for the recorded path, as the site's download uses).
  const { apiUrl, serviceRoleKey } = stack.backend;
  const signed = await fetch(`${apiUrl}/storage/v1/object/sign/app-builds/${String(latest!.file_path)}`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ expiresIn: 60 }),
  });
  const { signedURL } = (await signed.json()) as { signedURL: string };
  const bytes = Buffer.from(await (await fetch(`${apiUrl}/storage/v1${signedURL}`)).arrayBuffer());
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const command = `shasum -a 256 ~/Downloads/${String(latest!.file_name)}`;

  // A returning visitor: the beta notice and the cookie banner are their own tests' business.
  const storageState = await returningVisitor(stack.browser, stack.siteUrl);
  const { page, context, problems, close } = await openPage(stack.browser, { storageState });
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.siteUrl });
    const read = page.waitForResponse((r) => r.url().includes('/rpc/get_latest_file'));
    await page.goto(stack.siteUrl);
    await waitForHydration(page);
    await read;
    const section = page.getByRole('region', { name: hero.title });
    const { fileMeta } = hero;
    await expect
      .poll(() => section.getByRole('definition').allTextContents())
      .toEqual([
        '3.7.0',
        fileMeta.released(String(latest!.published_at)),
        fileMeta.size(Number(latest!.file_size_mb)),
        'macOS 13 or later',
      ]);
    // The checksum opens under the facts (its code loads as the visitor comes near it); it is the
    // one of the bytes downloaded.
    await section.getByRole('definition').last().scrollIntoViewIfNeeded();
    await section.getByText(downloadCheckLabels.summary!).click();
    expect(await section.getByText(sha256, { exact: true }).isVisible()).toBe(true);
    expect(await section.getByText(command, { exact: true }).isVisible()).toBe(true);
    await section.getByRole('button', { name: downloadCheckLabels.copyChecksum }).click();
    await expect.poll(() => section.locator('[role="status"]', { hasText: 'Copied' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sha256);
    await section.getByRole('button', { name: downloadCheckLabels.copyCommand }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(command);
    expect(await axeViolations(page)).toEqual([]);

    // The install guide: the steps in order, and the same checksum to check the file against.
    await page.goto(`${stack.siteUrl}/install`);
    await waitForHydration(page);
    const steps = page.getByRole('list', { name: installPage.stepsLabel }).getByRole('heading', { level: 2 });
    expect(await steps.allTextContents()).toEqual(installPage.steps.map((step) => step.title));
    await expect.poll(() => page.getByText(sha256, { exact: true }).count()).toBe(1);
    expect(await page.getByText(command, { exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

it('reads the build’s record only on a page that shows it, once', async () => {
  // A first visit: the app, the overlays and the cookie banner (at 2 s) all run on each page.
  const { page, problems, close } = await openPage(stack.browser);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/get_latest_file')) reads.push(new URL(page.url()).pathname);
  });
  try {
    for (const path of ['/pricing', '/privacy']) {
      await page.goto(stack.siteUrl + path);
      await waitForHydration(page);
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ timeout: 10_000 });
    }
    expect(reads).toEqual([]);

    // The landing page shows it twice (the hero's facts, the checksum under them): one read. A
    // first visit opens the beta notice there (a modal: the page behind it is hidden), closed first.
    await page.goto(stack.siteUrl);
    await waitForHydration(page);
    const beta = page.getByRole('dialog').filter({ hasText: /beta/i });
    await beta.waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await beta.waitFor({ state: 'detached' });
    const section = page.getByRole('region', { name: hero.title });
    await expect.poll(() => section.getByRole('definition').first().textContent()).toBe('3.7.0');
    await section.getByText(downloadCheckLabels.summary!).scrollIntoViewIfNeeded();
    await section.getByText(downloadCheckLabels.summary!).click();
    await section.getByText(/^[0-9a-f]{64}$/).waitFor();
    expect(reads).toEqual(['/']);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

it('refuses bad builds with a reason and changes nothing', async () => {
  const before = await publishedState();
  const feedBefore = await (await fetch(feedUrl())).text();
  const cases: [string[], RegExp][] = [
    [
      [buildZip('disagree.zip', '3.9.0', 390), '--version', '3.9.1'],
      /--version says 3\.9\.1 but the app's Info\.plist says 3\.9\.0/,
    ],
    [
      [buildZip('old.zip', '3.9.0', 10)],
      /Build number 10 \(CFBundleVersion\) is not above the last published build number, 380/,
    ],
    [[buildZip('n.zip', '3.9.0', 391), '--notes', 'absent.md'], /No release notes at/],
    [[buildZip('c.zip', '3.9.0', 392), '--channel', 'nightly'], /Unknown channel "nightly"/],
  ];
  writeFileSync(join(workDir, 'not-a.zip'), 'plain text');
  cases.push([[join(workDir, 'not-a.zip')], /not a ZIP file/]);
  for (const [args, message] of cases) {
    const result = await publish(args);
    expect(result.output).toMatch(message);
    expect(result.code).not.toBe(0);
  }
  expect(await publishedState()).toEqual(before);
  expect(await (await fetch(feedUrl())).text()).toBe(feedBefore);
});

it('serves /.well-known/security.txt as text', async () => {
  const response = await fetch(`${stack.siteUrl}/.well-known/security.txt`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^Contact: mailto:/m);
  const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? '');
  expect(expires - Date.now()).toBeGreaterThan(300 * 24 * 3600 * 1000);
  expect(text).toMatch(/^Canonical: https?:\/\/.+\/\.well-known\/security\.txt$/m);
});
