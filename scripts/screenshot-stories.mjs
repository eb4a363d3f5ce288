// Screenshots of stories from a built Storybook, at phone and desktop widths, light and dark, so
// people can look at what they built. Usage:
//   node scripts/screenshot-stories.mjs <story-id or id prefix>... [--out DIR] [--dir storybook-static]
// e.g. `node scripts/screenshot-stories.mjs components-button` writes one PNG per story × width × theme.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from './static-server.mjs';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('./chromium.cjs');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const out = option('--out', 'screenshots');
const dir = option('--dir', process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const prefixes = args;
if (prefixes.length === 0) {
  console.error('Name at least one story id or id prefix (see storybook-static/index.json).');
  process.exit(1);
}

const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const ids = Object.values(index.entries)
  .filter((e) => e.type === 'story' && prefixes.some((p) => e.id.startsWith(p)))
  .map((e) => e.id);
mkdirSync(out, { recursive: true });

const server = await serveStatic(dir);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const widths = { phone: [390, 844], desktop: [1280, 800] };
// The same rule Chromatic's captures get (.storybook/preview.tsx).
const SHOW_SKIPPED = '* { content-visibility: visible !important; }';
try {
  for (const id of ids) {
    for (const [label, [width, height]] of Object.entries(widths)) {
      for (const theme of ['light', 'dark']) {
        const page = await browser.newPage({ viewport: { width, height } });
        await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
        await page.waitForSelector('#storybook-root > *', { timeout: 10_000 }).catch(() => {});
        // The picture is of the state the play function leaves (it may wait for delays itself).
        await page
          .waitForFunction(
            () =>
              ['completed', 'afterEach', 'finished', 'errored', 'aborted'].includes(
                globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase,
              ),
            undefined,
            { timeout: 20_000 },
          )
          .catch(() => {});
        // Runs in the page, where `document` exists.
        await page.evaluate(() => globalThis.document.fonts.ready);
        await page.waitForTimeout(300);
        // Let entrance transitions finish (they start after delays such as the cookie banner's).
        await page
          .evaluate(() =>
            Promise.race([
              Promise.all(globalThis.document.getAnimations().map((a) => a.finished.catch(() => {}))),
              new Promise((ok) => setTimeout(ok, 3000)),
            ]),
          )
          .catch(() => {});
        // A full-page shot is one tall viewport, but Chromium does not paint what `content-visibility:
        // auto` skips far from the real one (FeatureScene's scenes, FeatureGrid's cards came out
        // blank or half drawn): draw everything as it looks once scrolled to, as the site's shots do.
        await page.addStyleTag({ content: SHOW_SKIPPED });
        await page.evaluate(
          () =>
            new Promise((ok) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(ok))),
        );
        await page.evaluate(() => globalThis.document.fonts.ready);
        const file = join(out, `${id}--${label}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
