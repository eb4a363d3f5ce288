// Renders the favicon (FaviconMark in src/app/brand.tsx), the PNG app icons and the Open Graph image
// (from og-image.html) to public/ with Debian's Chromium. Run by hand when
// the mark or the tagline changes (`node site/scripts/make-icons.mjs`); the files are committed, so
// builds need no browser.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer } from 'vite';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('../../scripts/chromium.cjs');
const here = dirname(fileURLToPath(import.meta.url));
const siteDir = resolve(here, '..');
const publicDir = join(siteDir, 'public');

// Load the TypeScript sources through Vite, so the mark and the copy have one home. The design
// system is stubbed: the mark does not use it, and this way the package need not be built first.
const stubDesignSystem = {
  name: 'stub-design-system',
  enforce: 'pre',
  resolveId: (id) => (id === '@clipnest/ui' ? '\0clipnest-ui-stub' : null),
  load: (id) => (id === '\0clipnest-ui-stub' ? 'export const Brand = () => null;' : null),
};
const vite = await createServer({
  root: siteDir,
  logLevel: 'error',
  appType: 'custom',
  plugins: [stubDesignSystem],
  server: { middlewareMode: true, hmr: false },
});
const { LogoMark, FaviconMark, brandColors } = await vite.ssrLoadModule('/src/app/brand.tsx');
const { productName, tagline } = await vite.ssrLoadModule('/src/content/product.ts');
const { hero } = await vite.ssrLoadModule('/src/content/landing.ts');
await vite.close();

// The favicon shows at 16 and 32 px, so it has its own drawing; the larger icons and the Open Graph
// image use the full mark, which draws in currentColor: the pages below set it.
const mark = renderToStaticMarkup(createElement(LogoMark, { size: 32 }));
const favicon = renderToStaticMarkup(createElement(FaviconMark));

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fontFile = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const fontUrl = `data:font/woff2;base64,${readFileSync(fontFile).toString('base64')}`;
const ogHtml = readFileSync(join(here, 'og-image.html'), 'utf8')
  .replace('{{fontUrl}}', fontUrl)
  .replace('{{mark}}', mark)
  .replaceAll('{{ink}}', brandColors.ink)
  .replaceAll('{{inkOnDark}}', brandColors.inkOnDark)
  .replaceAll('{{highlight}}', brandColors.highlight)
  .replace('{{name}}', escape(productName))
  .replace('{{title}}', escape(hero.title))
  .replace('{{tagline}}', escape(tagline));

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage();

async function shoot(file, width, height, html, { transparent = false } = {}) {
  await page.setViewportSize({ width, height });
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate('document.fonts.ready'); // the embedded Inter, before the shot
  writeFileSync(join(publicDir, file), await page.screenshot({ type: 'png', omitBackground: transparent }));
}

// App icons are square and full-bleed (the platforms round the corners themselves): the mark in
// its light ink, the front clip marked in amber, on the brand's deep ink.
const square = (size, padding) =>
  `<!doctype html><body style="margin:0"><div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${brandColors.ink};color:${brandColors.inkOnDark}">
     <div style="width:${size - padding * 2}px;height:${size - padding * 2}px">${mark.replace(/width="32" height="32" viewBox/, 'width="100%" height="100%" viewBox')}</div>
   </div></body>`;

// The favicon's tile has rounded corners of its own: around them the icon is transparent.
await shoot('favicon.png', 32, 32, `<!doctype html><body style="margin:0">${favicon}</body>`, {
  transparent: true,
});
await shoot('apple-touch-icon.png', 180, 180, square(180, 24));
await shoot('icon-192.png', 192, 192, square(192, 26));
await shoot('icon-512.png', 512, 512, square(512, 68));
// Maskable: the mark inside the safe zone (80 %) on the brand colour.
await shoot('icon-maskable-512.png', 512, 512, square(512, 112));
await shoot('og-image.png', 1200, 630, ogHtml);
await browser.close();
console.log(
  'wrote favicon.png, apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png, og-image.png',
);
