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
const macUserAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
async function returningVisitor() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: macUserAgent });
  const page = await context.newPage();
  await page.goto(site.url + '/');
  const beta = page.getByRole('dialog').filter({ hasText: /beta/i });
  if (await beta.waitFor({ timeout: 8_000 }).then(() => true, () => false)) { await page.keyboard.press('Escape'); await beta.waitFor({ state: 'detached' }); }
  const essential = page.getByRole('region', { name: /cookie/i }).getByRole('button', { name: /essential only/i });
  if (await essential.waitFor({ timeout: 8_000 }).then(() => true, () => false)) await essential.click(); else console.log('NO BANNER CLICKED');
  const state = await context.storageState(); await context.close(); return state;
}
const returning = await returningVisitor();
console.log(JSON.stringify(returning.origins.map(o => o.localStorage)));
const log = [];
for (let i = 0; i < 5; i++) for (const route of process.argv.slice(3)) for (const theme of ['light','dark']) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme, userAgent: macUserAgent, storageState: returning });
  const page = await ctx.newPage();
  await page.exposeFunction('report', (s) => log.push(`${route} ${theme} ${s}`));
  await page.addInitScript(() => {
    const t0 = performance.now();
    new MutationObserver(() => window.report?.(`t=${Math.round(performance.now()-t0)} body style=${document.body.getAttribute('style')} sh=${document.documentElement.scrollHeight}`)).observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ['style'] });
  });
  await page.goto(site.url + route);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(async () => { for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) { scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)); } scrollTo(0, 0); });
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(300);
  const m = await page.evaluate(() => ({ sh: document.documentElement.scrollHeight, fb: Math.round(document.querySelector('footer').getBoundingClientRect().bottom + scrollY), parts: [...document.querySelectorAll('header, main > *, main > * > *, footer, footer > *, footer > * > *')].map(e => e.tagName + Math.round(e.getBoundingClientRect().height)).join(' '), fonts: [...document.fonts].filter(f => f.status !== 'unloaded').map(f => f.family + f.weight + f.status).join(',') }));
  const sizes = [m.sh];
  for (let k = 0; k < 4; k++) {
    await page.setViewportSize({ width: 1280, height: sizes.at(-1) });
    await page.waitForTimeout(100);
    sizes.push(await page.evaluate(() => document.documentElement.scrollHeight));
  }
  delete m.parts;
  console.log(route, theme, JSON.stringify(m), sizes.join(' '));
  await ctx.close();
}
console.log(log.filter(l => l.includes('padding')).slice(0, 20).join('\n'));
await browser.close(); process.exit(0);
