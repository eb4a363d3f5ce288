// Renders the PNG icons and the Open Graph image from site/public/favicon.svg and the product's
// colours, with Debian's Chromium. Run by hand when the mark changes (`node site/scripts/make-icons.mjs`);
// the PNGs are committed, so builds need no browser.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('../../scripts/chromium.cjs');
const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../public');
const mark = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage();

async function shoot(file, width, height, html) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  writeFileSync(join(publicDir, file), await page.screenshot({ type: 'png', omitBackground: false }));
}

const square = (size, padding) =>
  `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:#3e63dd">
     <div style="width:${size - padding * 2}px;height:${size - padding * 2}px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
   </div>`;

await shoot('apple-touch-icon.png', 180, 180, square(180, 0));
await shoot('icon-192.png', 192, 192, square(192, 0));
await shoot('icon-512.png', 512, 512, square(512, 0));
// Maskable: the mark inside the safe zone (80 %) on the brand colour.
await shoot('icon-maskable-512.png', 512, 512, square(512, 52));

await shoot(
  'og-image.png',
  1200,
  630,
  `<div style="width:1200px;height:630px;box-sizing:border-box;padding:88px 96px;display:flex;flex-direction:column;justify-content:space-between;
      background:radial-gradient(900px 500px at 85% 15%, #3e63dd55, transparent), linear-gradient(160deg,#11131f,#1c2140);color:#fff;
      font-family:'DejaVu Sans',system-ui,sans-serif">
     <div style="display:flex;align-items:center;gap:20px;font-size:40px;font-weight:700">
       <div style="width:72px;height:72px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>Clipnest
     </div>
     <div>
       <div style="font-size:68px;font-weight:700;line-height:1.1;letter-spacing:-1px;max-width:940px">Everything you copy, one keystroke away</div>
       <div style="margin-top:28px;font-size:30px;color:#c7cdf5">Clipboard history for macOS that stays on your Mac.</div>
     </div>
   </div>`,
);
await browser.close();
console.log('wrote apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png, og-image.png');
