// Screenshots of the built site for design review: every prerendered route and the main overlays,
// at 390 and 1280 px, light and dark, as visitors get them (served with a local backend of its own),
// plus one contact sheet per route or overlay with its four shots side by side. A tool, not a test.
//
//   npm run build && npm run screenshots -- [--routes /,/pricing] [--out DIR] [--no-overlays]
//
// Writes DIR/<name>/<width>-<theme>.png and DIR/<name>.sheet.png (default DIR: screenshots/site).
/* global document, innerHeight, scrollTo -- page.evaluate callbacks run in the page */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { cliOptions } from './cli-options.mjs';
import { serveSite } from './site-server.mjs';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('./chromium.cjs');
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { option, flag, fail, done } = cliOptions('screenshots');

const out = resolve(option('--out', join(repo, 'screenshots/site')));
const dist = resolve(option('--dist', join(repo, 'site/dist')));
const only = option('--routes', '')
  .split(',')
  .filter(Boolean)
  .map((path) => (path.startsWith('/') ? path : `/${path}`));
const withOverlays = !flag('--no-overlays');
done();
try {
  statSync(join(dist, 'index.html'));
} catch {
  fail(`no built site at ${relative(process.cwd(), dist) || dist} — run \`npm run build\` first.`);
}

/** Every prerendered page: each folder of the build with an index.html, plus a path that is not one. */
function builtPaths(dir, base = '') {
  const paths = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'assets') continue;
    const path = `${base}/${entry.name}`;
    try {
      statSync(join(dir, entry.name, 'index.html'));
      paths.push(path);
    } catch {
      // a folder of assets, not a page
    }
    paths.push(...builtPaths(join(dir, entry.name), path));
  }
  return paths;
}
const allPaths = ['/', ...builtPaths(dist).sort(), '/no-such-page'];
const paths = only.length ? allPaths.filter((path) => only.includes(path)) : allPaths;

const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const themes = ['light', 'dark'];
const macUserAgent =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iPhoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const nameOf = (path) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '--'));

// The stack: the built site and a local backend with its own data, as the end-to-end tests use.
const { startLocalBackend } = await import('@clipnest/local-backend');
const site = await serveSite(dist);
const dataDir = mkdtempSync(join(tmpdir(), 'clipnest-shots-'));
const backend = await startLocalBackend({
  dataDir,
  port: 0,
  mailboxPort: 0,
  siteUrl: site.url,
  log: () => {},
  bcryptCost: 4,
  // Each check-email capture signs the same visitor up again: no minute's wait between mails.
  emailMaxFrequency: 0,
  rateLimits: { signInSignUps: 1000, tokenVerifications: 1000, emailSent: 1000, tokenRefresh: 1000 },
});
site.configure({
  supabaseUrl: backend.apiUrl,
  config: { supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey },
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

async function settle(page, retries = 2) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  // Scroll through once so parts that load or paint near the viewport (deferred sections,
  // content-visibility) are drawn, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    scrollTo(0, 0);
  });
  // A full-page shot is one tall viewport, but Chromium skips painting what `content-visibility:
  // auto` holds far from the real one (the landing page's deferred sections): their cards came out
  // blank. A rule with !important holds even when the page re-renders the element's inline style.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.waitForLoadState('networkidle').catch(() => {});
  // Faces first asked for while scrolling (a heading weight further down) load after the first
  // `fonts.ready`: on a busy machine the shot caught their fallback. Wait for every face in flight.
  await page.evaluate(async () => {
    await Promise.all([...document.fonts].filter((f) => f.status === 'loading').map((f) => f.loaded));
    await document.fonts.ready;
  });
  await page.waitForTimeout(300);
  // The footer is the page's last pixel. A blank strip under it in a capture (60–270 px on
  // /changelog, /privacy, /blog) was a view laid out in the fallback faces, taller, then drawn in
  // the site's own for the shot: the image kept the taller height. In the browser the document
  // always ends at the footer; so a view whose faces were not drawn by now is loaded again
  // (`open`), and the shot waits until the document ends where the footer does.
  if (retries > 0 && !(await brandFontsDrawn(page))) {
    await open(page, new URL(page.url()).pathname);
    return settle(page, retries - 1);
  }
  await page
    .waitForFunction(
      () => {
        const footer = [...document.querySelectorAll('footer')].at(-1);
        if (!footer) return true;
        const end = footer.getBoundingClientRect().bottom + document.documentElement.scrollTop;
        return Math.abs(document.documentElement.scrollHeight - end) < 1;
      },
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => console.warn(`${page.url()}: the document goes on past the footer`));
}

/**
 * Whether the page draws its headings and text in the site's own faces. They are
 * `font-display: optional`: when a face arrives after the first ~100 ms (a busy machine), Chromium
 * keeps the fallback for that view even once the file is loaded, and `fonts.ready` says nothing
 * of it. Chromium's DevTools protocol tells which font drew a node's glyphs.
 */
async function brandFontsDrawn(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    for (const selector of ['h1, h2', 'main p']) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      if (!nodeId) continue;
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      if (fonts.length && !fonts.some((font) => font.isCustomFont)) return false;
    }
    return true;
  } finally {
    await cdp.detach();
  }
}

/** Opens a path; reloads (the faces now cached) while a face came too late to be drawn. */
async function open(page, path) {
  await page.goto(site.url + path);
  for (let tries = 0; tries < 3; tries++) {
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready);
    if (await brandFontsDrawn(page)) return;
    await page.reload();
  }
  throw new Error('the site fonts were not drawn after three loads');
}

/** Storage state of a returning visitor: beta notice closed, cookie choice saved. */
async function returningVisitor() {
  const context = await browser.newContext({ viewport: widths.desktop, userAgent: macUserAgent });
  const page = await context.newPage();
  await page.goto(site.url + '/');
  const beta = page.getByRole('dialog').filter({ hasText: /beta/i });
  if (
    await beta.waitFor({ timeout: 8_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await page.keyboard.press('Escape');
    await beta.waitFor({ state: 'detached' });
  }
  const essential = page
    .getByRole('region', { name: /cookie/i })
    .getByRole('button', { name: /essential only/i });
  if (
    await essential.waitFor({ timeout: 8_000 }).then(
      () => true,
      () => false,
    )
  )
    await essential.click();
  const state = await context.storageState();
  await context.close();
  return state;
}

const returning = await returningVisitor();
// What the check-email dialog shows back: one plausible visitor's address in every capture. A
// second sign-up of an address not yet verified is answered as a new one (the e-mail sent again).
const sampleAddress = 'maya.lindqvist@northwind.io';

/** What to shoot: pages as a returning visitor sees them, then overlays opened as a person would. */
const shots = paths.map((path) => ({ name: nameOf(path), path }));
if (withOverlays) {
  shots.push(
    { name: 'overlay--first-visit', path: '/', fresh: true, act: (page) => page.waitForTimeout(3_000) },
    {
      name: 'overlay--sign-up',
      path: '/',
      act: (page) =>
        page
          .getByRole('button', { name: /^download now$/i })
          .first()
          .click(),
      wait: (page) => page.getByRole('dialog').waitFor(),
    },
    {
      name: 'overlay--sign-in',
      path: '/',
      act: async (page) => {
        await page
          .getByRole('button', { name: /^download now$/i })
          .first()
          .click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /^sign in$/i })
          .click();
      },
      wait: (page) => page.getByRole('dialog').getByRole('textbox', { name: /email/i }).waitFor(),
    },
    {
      name: 'overlay--check-email',
      path: '/',
      act: async (page) => {
        await page
          .getByRole('button', { name: /^download now$/i })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: /email/i }).fill(sampleAddress);
        await dialog
          .getByLabel(/^password/i)
          .first()
          .fill('correct horse battery staple');
        await dialog.getByRole('button', { name: /create account/i }).click();
      },
      wait: (page) => page.getByRole('dialog', { name: /check your email/i }).waitFor(),
    },
    {
      name: 'overlay--other-device',
      path: '/',
      userAgent: iPhoneUserAgent,
      act: (page) =>
        page
          .getByRole('button', { name: /^download now$/i })
          .first()
          .click(),
      wait: (page) => page.getByRole('dialog').waitFor(),
    },
    {
      name: 'overlay--menu',
      path: '/',
      sizes: ['phone'],
      act: (page) => page.getByRole('button', { name: /menu/i }).first().click(),
    },
  );
}

const failures = [];
mkdirSync(out, { recursive: true });
for (const shot of shots) {
  const files = [];
  for (const size of shot.sizes ?? Object.keys(widths)) {
    for (const theme of themes) {
      const context = await browser.newContext({
        viewport: widths[size],
        colorScheme: theme,
        userAgent: shot.userAgent ?? macUserAgent,
        storageState: shot.fresh ? undefined : returning,
      });
      const page = await context.newPage();
      const file = join(out, shot.name, `${widths[size].width}-${theme}.png`);
      try {
        await open(page, shot.path);
        if (shot.act) {
          await page.waitForFunction(() =>
            Object.keys(document.querySelector('header') ?? {}).some((k) => k.startsWith('__reactFiber$')),
          );
          await shot.act(page, size);
          await shot.wait?.(page);
          await page.waitForTimeout(300);
          // Overlays are shot as they rest, not halfway through their entrance (the menu sheet
          // was once caught mid-fade).
          await page.waitForFunction(() =>
            document
              .getAnimations()
              .every(
                (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
              ),
          );
          mkdirSync(dirname(file), { recursive: true });
          await page.screenshot({ path: file });
        } else {
          await settle(page);
          mkdirSync(dirname(file), { recursive: true });
          await page.screenshot({ path: file, fullPage: true });
        }
        files.push({ file, size, theme });
      } catch (error) {
        failures.push(`${shot.name} ${size} ${theme}: ${error.message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
  }
  if (files.length) await contactSheet(shot, files);
  console.log(`${shot.name}: ${files.length} shots`);
}

/** The shots of one route side by side, phones at full size and desktops at half. */
async function contactSheet(shot, files) {
  const html = `<!doctype html><meta charset="utf-8"><style>
    body { margin: 0; padding: 16px; background: #888; font: 14px system-ui; display: flex; gap: 16px; align-items: flex-start; }
    figure { margin: 0; } figcaption { color: #fff; margin-bottom: 6px; }
    img { display: block; box-shadow: 0 2px 12px #0006; }
    .phone img { width: 390px; } .desktop img { width: 640px; }
  </style>
  ${files
    .map(
      ({ file, size, theme }) =>
        `<figure class="${size}"><figcaption>${shot.path} · ${widths[size].width} · ${theme}</figcaption><img src="${pathToFileURL(file)}"></figure>`,
    )
    .join('')}`;
  const sheetHtml = join(out, `${shot.name}.sheet.html`);
  writeFileSync(sheetHtml, html);
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  await page.goto(pathToFileURL(sheetHtml).href);
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
  await page.screenshot({ path: join(out, `${shot.name}.sheet.png`), fullPage: true });
  await page.close();
  rmSync(sheetHtml);
}

await browser.close();
await backend.stop();
await site.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`\n${shots.length} routes and overlays → ${relative(process.cwd(), out) || out}`);
if (failures.length) {
  console.error(`\nNot shot:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  process.exitCode = 1;
}
