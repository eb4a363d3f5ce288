// What the benchmark measures against: the built site with its local backend, a one-line floor
// page, and a first visit's scripts as a phone-sized Chromium fetches them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwrightChromium } from 'playwright-core';
import { serveSite } from '../site-server.mjs';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('../chromium.cjs');

/** The built site with a local backend of its own (fresh data), as `npm start` serves it. */
export async function serveWithBackend(dist) {
  const site = await serveSite(dist);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-site-backend-'));
  let backend = null;
  try {
    const { startLocalBackend } = await import('@clipnest/local-backend');
    backend = await startLocalBackend({ dataDir, port: 0, mailboxPort: 0, siteUrl: site.url, log: () => {} });
    site.configure({
      supabaseUrl: backend.apiUrl,
      config: { supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey },
    });
  } catch (error) {
    console.log(`\n(The local backend did not start — ${error?.message ?? error}; measuring without it.)`);
  }
  return {
    site,
    async close() {
      await backend?.stop();
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The JavaScript a first visit fetches in its first 6 s without interaction (bytes on the wire). */
export async function firstVisitScripts(label, url) {
  const browser = await playwrightChromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const pending = [];
    const started = Date.now();
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script' || Date.now() - started > 6_000) return;
      pending.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    await page.goto(url);
    await page.waitForTimeout(Math.max(0, 6_000 - (Date.now() - started)));
    const sizes = await Promise.all(pending);
    return { label, files: sizes.length, bytes: sizes.reduce((n, b) => n + b, 0) };
  } finally {
    await browser.close();
  }
}

/**
 * The floor: a one-line page served by a second instance of the same server (same headers, same
 * compression), so its score is what this machine allows right now. `close` also removes it.
 */
export async function serveFloor() {
  const floorDir = mkdtempSync(join(tmpdir(), 'bench-site-floor-'));
  writeFileSync(
    join(floorDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><link rel="icon" href="data:,"><meta name="description" content="A one-line page to measure what this machine allows."></head><body><main><h1>Floor</h1><p>One line of static HTML.</p></main></body></html>\n',
  );
  writeFileSync(join(floorDir, '404.html'), '<!doctype html><title>Not found</title>\n');
  writeFileSync(join(floorDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  const floor = await serveSite(floorDir);
  return {
    url: floor.url,
    async close() {
      await floor.close();
      rmSync(floorDir, { recursive: true, force: true });
    },
  };
}
