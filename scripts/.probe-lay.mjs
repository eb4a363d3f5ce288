import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveSite } from './site-server.mjs';
const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('./chromium.cjs');
const { startLocalBackend } = await import('@clipnest/local-backend');
const site = await serveSite(process.argv[2]);
const backend = await startLocalBackend({ dataDir: mkdtempSync(join(tmpdir(), 'lay-')), port: 0, mailboxPort: 0, siteUrl: site.url, log: () => {}, bcryptCost: 4 });
site.configure({ supabaseUrl: backend.apiUrl, config: { supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey } });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const measure = (page) => page.evaluate(() => {
  const f = document.querySelector('footer'); const r = f.getBoundingClientRect();
  return { scrollH: document.documentElement.scrollHeight, bodyH: document.body.scrollHeight, footerBottom: Math.round(r.bottom + scrollY) };
});
for (const route of process.argv.slice(3)) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.goto(site.url + '/');
  await page.getByRole('region', { name: /cookie/i }).getByRole('button', { name: /essential only/i }).click({ timeout: 10000 }).catch(() => console.log('no banner'));
  await page.goto(site.url + route); await page.waitForLoadState('networkidle');
  const a = await measure(page);
  await page.evaluate(async () => { for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) { scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)); } });
  await page.waitForTimeout(300);
  const b = await measure(page);
  console.log('reserved', await page.evaluate(() => document.body.getAttribute('style')), await page.evaluate(() => [...document.querySelectorAll('[style*="bottom"], [role=region], [data-overlays] *')].slice(0,10).map(e => e.tagName + ' ' + (e.getAttribute('aria-label') ?? '') + ' ' + e.className).join(' | ')));
  await page.evaluate(() => scrollTo(0, 0));
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.waitForTimeout(300);
  const c = await measure(page);
  // what is taller than footer bottom?
  const info = await page.evaluate(() => [...document.body.children].map(e => `${e.tagName}#${e.id}.${String(e.className).slice(0,40)} h=${e.getBoundingClientRect().height} pb=${getComputedStyle(e).paddingBottom} mb=${getComputedStyle(e).marginBottom} pos=${getComputedStyle(e).position}`).concat([`body pb=${getComputedStyle(document.body).paddingBottom} html pb=${getComputedStyle(document.documentElement).paddingBottom} style=${document.body.getAttribute('style')} htmlstyle=${document.documentElement.getAttribute('style')}`]));
  console.log(info.join('\n'));
  const tall = await page.evaluate(() => { const fb = document.querySelector('footer').getBoundingClientRect().bottom + scrollY; return [...document.querySelectorAll('body *')].filter(e => { const r = e.getBoundingClientRect(); return r.bottom + scrollY > fb + 2 && r.height > 0; }).slice(0, 8).map(e => `${e.tagName}.${String(e.className).slice(0,60)} ${Math.round(e.getBoundingClientRect().bottom + scrollY)} pos=${getComputedStyle(e).position}`); });
  console.log(route, JSON.stringify({ a, b, c }), tall);
  await ctx.close();
}
await browser.close(); await backend.close?.(); await site.close?.(); process.exit(0);
