// Measures the built site against the budgets in DESIGN.md: the landing page's initial JavaScript
// and CSS (gzip), what a first visit to `/` fetches in its first 6 s, and Lighthouse (mobile
// profile, default simulated throttling) on every prerendered route as visitors get it (served with
// its local backend running). Each route's run is interleaved with a run of a one-line "floor" page
// and of a peer site (`--peer`), so all three see the same machine, and the report gives the
// route's figures as ratios to the peer's. A report, not a test: it exits 0 once it has measured.
//
//   npm run build && npm run bench:site -- [options]
//     --peer DIR        a built peer site to compare with (default $BENCH_PEER_DIR); the README says
//                       how to build the one the budgets name (the shadcn/ui Vite landing template)
//     --runs N          interleaved runs of the landing page (default 3)
//     --route-runs N    interleaved runs of every other route (default 1)
//     --routes a,b      only these routes (e.g. `/,/pricing` or `pricing`)
//     --report FILE     also add the report as Markdown (machine, load, date, peer, ratios) to FILE,
//                       newest first; docs/benchmarks.md is the one the README links
//     --json FILE       also write the raw numbers (every run) to FILE
//     --dist DIR        the built site (default site/dist)
//     --no-lighthouse   sizes only
// Chromium: Debian's package or CHROME_PATH. The table shows the median of the runs per route.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium as playwrightChromium } from 'playwright-core';
import { cliOptions } from './cli-options.mjs';
import { serveSite } from './site-server.mjs';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('./chromium.cjs');
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------------------------------------
// Options

const { option, flag, count, fail, done } = cliOptions('bench:site');

const peerDir = option('--peer', process.env.BENCH_PEER_DIR ?? '');
const runs = count('--runs', '3');
const routeRuns = count('--route-runs', '1');
const routesOption = option('--routes', '');
const jsonFile = option('--json', '');
const reportFile = option('--report', '');
const dist = resolve(option('--dist', join(repo, 'site/dist')));
const skipLighthouse = flag('--no-lighthouse');
done();

if (peerDir && !existsSync(join(peerDir, 'index.html'))) {
  fail(`no index.html in the peer directory ${peerDir} — name a built site (its dist folder).`);
}
if (!existsSync(join(dist, 'index.html'))) {
  fail(`no built site at ${relative(process.cwd(), dist) || dist} — run \`npm run build\` first.`);
}

// Budgets from DESIGN.md ("Budgets"). Sizes in kB = 1000 bytes, as Vite prints them.
// Against the peer, in the same interleaved runs: perf at least the peer's + 10, TBT at most half
// the peer's, LCP at most 0.6 × the peer's.
const budget = { js: 90_000, css: 25_000, perf: 98, other: 100, lcp: 1200, cls: 0 };
const peerBudget = { perfMargin: 10, tbtRatio: 0.5, lcpRatio: 0.6 };
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

// ---------------------------------------------------------------------------------------------
// 1. Landing page initial JS and CSS

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
// Strings only @supabase/supabase-js (and its auth/realtime/postgrest parts) ship; a bare
// "supabase" may be the site's own config key, so it is reported separately.
const supabaseMarkers =
  /X-Client-Info|supabase\.auth\.token|supabase-js|realtime-js|postgrest-js|GoTrueClient/;

/** The attributes of every `<tag …>` in `html`. */
function tags(html, tag) {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))].map(([t]) => {
    const attrs = {};
    for (const [, name, , , v1, v2, v3] of t.matchAll(
      /([\w:-]+)(\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      attrs[name.toLowerCase()] = v1 ?? v2 ?? v3 ?? '';
    }
    return attrs;
  });
}

/** A URL in the page → the file in dist (same-origin, absolute or relative to the page). */
function fileOf(url, pageDir) {
  const u = new URL(url, `http://site${pageDir}`);
  if (u.host !== 'site') return null;
  const file = join(dist, decodeURIComponent(u.pathname));
  return file.startsWith(dist + sep) && existsSync(file) ? file : null;
}

/** The static-import closure of a manifest entry, as URLs (the entry's own file first). */
function chunkClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => chunkClosure(manifest, k, seen))];
}

/**
 * What a page loads before it is interactive: its entry script, or the one its inline loader
 * requests after the first paint with the entry's imports and the page's chunks (its data
 * attributes), the app the entry imports (the entry's dynamic imports in Vite's manifest), any
 * modulepreload links, its inlined `<style>` and any stylesheet it links (disabled links are never
 * fetched, so they don't count).
 */
function initialAssets(htmlFile, pageDir = '/') {
  const html = readFileSync(htmlFile, 'utf8');
  const manifestFile = join(dist, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const js = [];
  const css = [];
  for (const s of tags(html, 'script')) {
    if (s.src && s.type === 'module') js.push(s.src);
    // The inline loader (site/scripts/entry-loader.mjs) names the entry and its imports.
    if (s['data-entry']) js.push(s['data-entry'], ...(s['data-modules'] ?? '').split(/\s+/).filter(Boolean));
  }
  for (const key of manifest[entryKey]?.dynamicImports ?? []) js.push(...chunkClosure(manifest, key));
  for (const l of tags(html, 'link')) {
    const rel = (l.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload') && l.href) js.push(l.href);
    if (rel.includes('stylesheet') && l.href && l.media !== 'print' && !('disabled' in l)) css.push(l.href);
  }
  const resolveAll = (urls) => {
    const files = [];
    for (const url of new Set(urls)) {
      const file = fileOf(url, pageDir);
      if (file) files.push(file);
      else console.warn(`  (not in dist, not counted: ${url})`);
    }
    return files;
  };
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, c]) => c).join('');
  return {
    html: gzipSize(htmlFile),
    inlineScripts: tags(html, 'script').filter((s) => !s.src).length,
    inlineCssGzip: inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0,
    js: resolveAll(js),
    css: resolveAll(css),
  };
}

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite (manifest, template)
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const files = walk(dist);
const landing = initialAssets(join(dist, 'index.html'));
const sized = (list) => list.map((file) => ({ file: relative(dist, file), gzip: gzipSize(file) }));
const initialJs = sized(landing.js);
const initialCss = [
  ...(landing.inlineCssGzip ? [{ file: '<style> in the HTML', gzip: landing.inlineCssGzip }] : []),
  ...sized(landing.css),
];
const sum = (list) => list.reduce((n, f) => n + f.gzip, 0);
const jsTotal = sum(initialJs);
const cssTotal = sum(initialCss);

const chunks = files
  .filter((f) => f.endsWith('.js'))
  .map((file) => {
    const text = readFileSync(file, 'utf8');
    return {
      file: relative(dist, file),
      gzip: gzipSize(file),
      initial: landing.js.includes(file),
      supabase: supabaseMarkers.test(text),
      mentionsSupabase: /supabase/i.test(text),
    };
  })
  .sort((a, b) => b.gzip - a.gzip);
const supabaseInitial = chunks.filter((c) => c.initial && c.supabase);
const supabaseWordInitial = chunks.filter((c) => c.initial && c.mentionsSupabase && !c.supabase);

const sizeLines = [];
const mark = (ok) => (ok ? '✓' : '✗');
sizeLines.push(
  `Landing page initial JS:  ${kB(jsTotal)} gzip in ${initialJs.length} file(s)  (budget ≤ ${kB(budget.js)}) ${mark(jsTotal <= budget.js)}${jsTotal > budget.js ? ` over by ${kB(jsTotal - budget.js)}` : ''}`,
  `Landing page initial CSS: ${kB(cssTotal)} gzip in ${initialCss.length} file(s)  (budget ≤ ${kB(budget.css)}) ${mark(cssTotal <= budget.css)}${cssTotal > budget.css ? ` over by ${kB(cssTotal - budget.css)}` : ''}`,
  `Landing page HTML:        ${kB(landing.html)} gzip${landing.inlineScripts ? `, ${landing.inlineScripts} inline script(s)` : ''}`,
  `  initial files: ${[...initialJs, ...initialCss].map((f) => `${f.file} ${kB(f.gzip)}`).join(', ')}`,
  `Supabase client in initially loaded JS: ${
    supabaseInitial.length
      ? `YES ✗ (${supabaseInitial.map((c) => c.file).join(', ')})`
      : `no ✓${supabaseWordInitial.length ? ` (the word "supabase" appears in ${supabaseWordInitial.map((c) => c.file).join(', ')}, but no supabase-js code)` : ''}`
  }`,
  `  supabase-js lives in: ${
    chunks
      .filter((c) => c.supabase)
      .map((c) => `${c.file} (${kB(c.gzip)})`)
      .join(', ') || 'no chunk'
  }`,
  `Largest JS chunks (gzip): ${chunks
    .slice(0, 8)
    .map((c) => `${c.file} ${kB(c.gzip)}${c.initial ? ' [initial]' : ''}${c.supabase ? ' [supabase]' : ''}`)
    .join(', ')}`,
);
console.log(sizeLines.join('\n'));

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse

/** Every prerendered page: dist/index.html → /, dist/pricing/index.html → /pricing. */
const allRoutes = files
  .filter((f) => f.endsWith(`${sep}index.html`) || f === join(dist, 'index.html'))
  .map((f) => '/' + relative(dist, dirname(f)).split(sep).join('/'))
  .map((p) => (p === '/.' || p === '/' ? '/' : p))
  .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
const wanted = routesOption
  ? routesOption
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean)
      .map((r) => '/' + r.replace(/^\/+|\/+$/g, ''))
  : allRoutes;
const unknown = wanted.filter((r) => !allRoutes.includes(r));
if (unknown.length) fail(`not a prerendered route: ${unknown.join(', ')} (have ${allRoutes.join(', ')})`);

const fmt = (v, digits = 0) => (v == null ? '–' : v.toFixed(digits).replace(/\.0+$/, ''));
const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(join(repo, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}

/** Starts Chromium with a DevTools port for Lighthouse; resolves to { port, close }. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-site-chromium-'));
  const flags = [
    ...chromiumArgs.map((a) => (a === '--headless' ? '--headless=new' : a)),
    '--disable-default-apps',
    '--disable-extensions',
    '--mute-audio',
    '--no-default-browser-check',
    '--password-store=basic',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  // Its own process group, so closing it ends the wrapper script and every Chromium process.
  const child = spawn(chromiumPath(), flags, { detached: true, stdio: 'ignore' });
  let exited = false;
  child.on('exit', () => (exited = true));
  const close = async () => {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await new Promise((ok) => {
        const t = setTimeout(ok, 3000);
        child.once('exit', () => (clearTimeout(t), ok()));
      });
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  const portFile = join(profile, 'DevToolsActivePort');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (exited) break;
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port) return { port, close };
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  await close();
  throw new Error(`Chromium (${chromiumPath()}) did not open a DevTools port`);
}

/** The numbers and findings of one Lighthouse result. */
function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  const lcpPhases = Object.fromEntries(
    (audit('largest-contentful-paint-element')?.details?.items?.[1]?.items ?? []).map((p) => [
      p.phase,
      Math.round(p.timing),
    ]),
  );
  // Audits that cost points: every weighted audit below a full score, by category.
  const failing = {};
  for (const c of categories) {
    const list = [];
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = audit(ref.id);
      if (!a || a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual') continue;
      if (a.scoreDisplayMode === 'informative') continue;
      if (a.score === null || a.score < 1) {
        if (ref.weight === 0 && c === 'performance') continue; // diagnostics, shown below
        const items = (a.details?.items ?? [])
          .slice(0, 5)
          .map(
            (i) =>
              i.node?.snippet ??
              i.node?.selector ??
              [i.url ?? i.sourceLocation?.url ?? i.source?.url, i.description ?? i.failureTitle]
                .filter(Boolean)
                .join(' — '),
          )
          .filter(Boolean)
          .map((s) => String(s).slice(0, 160));
        list.push({
          id: a.id,
          title: a.title,
          score: a.score,
          weight: ref.weight,
          value: a.displayValue ?? '',
          items,
        });
      }
    }
    failing[c] = list;
  }
  const opportunities = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.details?.type === 'opportunity' &&
        a.score !== null &&
        a.score < 1 &&
        ((a.details.overallSavingsMs ?? 0) > 0 || (a.details.overallSavingsBytes ?? 0) > 0),
    )
    .map((a) => ({ id: a.id, title: a.title, value: a.displayValue ?? '' }));
  const requests = (audit('network-requests')?.details?.items ?? []).map((r) => ({
    url: r.url,
    resourceType: r.resourceType,
    transferSize: r.transferSize,
    statusCode: r.statusCode,
  }));
  return {
    scores: Object.fromEntries(categories.map((c) => [c, score(c)])),
    lcp: audit('largest-contentful-paint')?.numericValue ?? null,
    cls: audit('cumulative-layout-shift')?.numericValue ?? null,
    fcp: audit('first-contentful-paint')?.numericValue ?? null,
    tbt: audit('total-blocking-time')?.numericValue ?? null,
    si: audit('speed-index')?.numericValue ?? null,
    lcpElement: lcpElement
      ? { snippet: lcpElement.snippet, selector: lcpElement.selector, label: lcpElement.nodeLabel }
      : null,
    lcpPhases,
    // The elements that moved (CLS), largest shift first.
    layoutShifts: (audit('layout-shifts')?.details?.items ?? []).slice(0, 3).map((i) => ({
      node: i.node?.snippet ?? i.node?.selector ?? '',
      score: i.score,
    })),
    failing,
    opportunities,
    requests,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/** The built site with a local backend of its own (fresh data), as `npm start` serves it. */
async function serveWithBackend() {
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
async function firstVisitScripts(label, url) {
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

const firstVisit = []; // { label, files, bytes }
const results = []; // { route, label, runs: [summary] }
let lighthouseSkipped = skipLighthouse;
if (!skipLighthouse) {
  let lighthouse;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
  } catch {
    console.log('\nLighthouse is not installed (root devDependency `lighthouse`); sizes only.');
    lighthouseSkipped = true;
  }
  if (lighthouse) {
    const stack = await serveWithBackend();
    const site = stack.site;
    // The floor: a one-line page served by a second instance of the same server (same headers,
    // same compression), so its score is what this machine allows right now.
    const floorDir = mkdtempSync(join(tmpdir(), 'bench-site-floor-'));
    writeFileSync(
      join(floorDir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><link rel="icon" href="data:,"><meta name="description" content="A one-line page to measure what this machine allows."></head><body><main><h1>Floor</h1><p>One line of static HTML.</p></main></body></html>\n',
    );
    writeFileSync(join(floorDir, '404.html'), '<!doctype html><title>Not found</title>\n');
    writeFileSync(join(floorDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    const floor = await serveSite(floorDir);
    // The peer is served by the same server too (compressed, cached the same way).
    const peer = peerDir ? await serveSite(resolve(peerDir)) : null;
    let chromium;
    try {
      firstVisit.push(await firstVisitScripts('/', site.url + '/'));
      if (peer) firstVisit.push(await firstVisitScripts('peer /', peer.url + '/'));
      chromium = await startChromium();
      const flags = {
        port: chromium.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: categories,
      };
      const floorEntry = { label: 'floor (one-line page)', route: null, url: floor.url + '/', runs: [] };
      const peerEntry = peer
        ? { label: `peer (${basename(resolve(peerDir))})`, route: null, url: peer.url + '/', runs: [] }
        : null;
      results.push(floorEntry, ...(peerEntry ? [peerEntry] : []));
      for (const route of wanted) {
        results.push({ label: route, route, url: site.url + route, runs: [], floorRuns: [], peerRuns: [] });
      }
      // Every run of a route is a triple — floor, peer, route — so the three see the same moment of
      // the machine, and a route's ratios are taken against the peer run of its own triples.
      const plan = [];
      for (const r of results.filter((x) => x.route !== null)) {
        for (let i = 0; i < (r.route === '/' ? runs : routeRuns); i++) {
          plan.push({ entry: floorEntry, of: r, into: 'floorRuns' });
          if (peerEntry) plan.push({ entry: peerEntry, of: r, into: 'peerRuns' });
          plan.push({ entry: r });
        }
      }
      console.log(
        `\nLighthouse ${lighthouseVersion()} (mobile, simulated throttling): ${plan.length} run(s) on ${results.length - 1 - (peerEntry ? 1 : 0)} route(s), each with a floor${peerEntry ? ' and a peer' : ''} run…`,
      );
      for (const [i, { entry: r, of, into }] of plan.entries()) {
        const started = Date.now();
        let summary;
        // A fresh Chromium's first trace sometimes fails (NO_NAVSTART); such a run is retried once.
        for (let attempt = 0; attempt < 2; attempt++) {
          try {
            const result = await lighthouse(r.url, flags);
            summary = summarise(result.lhr);
          } catch (error) {
            summary = { error: String(error?.message ?? error) };
          }
          if (!summary.runtimeError) break;
          console.log(`  (${r.label}: ${summary.runtimeError} — retrying once)`);
        }
        if (summary.runtimeError) summary = { ...summary, error: summary.runtimeError };
        r.runs.push(summary);
        of?.[into].push(summary);
        const s = summary.scores;
        console.log(
          `  [${i + 1}/${plan.length}] ${r.label}: ${
            summary.error
              ? `error: ${summary.error}`
              : `perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo}, LCP ${fmt(summary.lcp)} ms, CLS ${summary.cls == null ? '–' : summary.cls.toFixed(3)}`
          } — ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      }
    } catch (error) {
      console.log(`\nLighthouse could not run: ${error?.message ?? error}`);
    } finally {
      await chromium?.close();
      await stack.close();
      await floor.close();
      await peer?.close();
      rmSync(floorDir, { recursive: true, force: true });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Report (printed, and written as Markdown with the machine and the date to --report FILE)

const reportLines = [];
function say(text) {
  console.log(text);
  reportLines.push(text);
}

for (const r of results) {
  const ok = r.runs.filter((x) => !x.error && x.scores);
  r.median = {
    scores: Object.fromEntries(categories.map((c) => [c, median(ok.map((x) => x.scores[c]))])),
    lcp: median(ok.map((x) => x.lcp)),
    cls: median(ok.map((x) => x.cls)),
    fcp: median(ok.map((x) => x.fcp)),
    tbt: median(ok.map((x) => x.tbt)),
  };
}

const flagged = (text, ok) => (ok ? text : `${text} ✗`);
if (results.length) {
  const rows = [
    '| route | perf | a11y | bp | seo | LCP ms | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    const m = r.median;
    const s = m.scores;
    const n = r.runs.filter((x) => !x.error).length;
    const budgeted = r.route !== null;
    const check = (text, ok) => (budgeted && text !== '–' ? flagged(text, ok) : text);
    rows.push(
      `| ${r.label}${r.runs.length > 1 ? ` (median of ${n})` : ''} | ${check(fmt(s.performance), s.performance >= budget.perf)} | ${check(fmt(s.accessibility), s.accessibility >= budget.other)} | ${check(fmt(s['best-practices']), s['best-practices'] >= budget.other)} | ${check(fmt(s.seo), s.seo >= budget.other)} | ${check(fmt(m.lcp), m.lcp <= budget.lcp)} | ${check(m.cls == null ? '–' : m.cls.toFixed(3), m.cls <= budget.cls)} |`,
    );
  }
  say(
    `\n${rows.join('\n')}\n\nBudgets: perf ≥ ${budget.perf}, a11y/bp/seo ${budget.other}, LCP ≤ ${budget.lcp} ms, CLS ${budget.cls} (✗ = misses it). The floor row is a one-line page on the same server: scores below it are the machine, not the site.\n`,
  );
  const peerRows = results.filter((r) => r.peerRuns?.length);
  if (peerRows.length) {
    // Medians of the runs of each route's own triples: the peer and floor as they were beside it.
    const med = (list, pick) => median(list.filter((x) => !x.error && x.scores).map(pick));
    const lines = [
      '| route | perf | peer perf | Δ perf | TBT ms | peer TBT ms | TBT ÷ peer | LCP ms | LCP ÷ peer | floor perf |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ];
    for (const r of peerRows) {
      const perf = med(r.runs, (x) => x.scores.performance);
      const peerPerf = med(r.peerRuns, (x) => x.scores.performance);
      const tbt = med(r.runs, (x) => x.tbt);
      const peerTbt = med(r.peerRuns, (x) => x.tbt);
      const lcp = med(r.runs, (x) => x.lcp);
      const peerLcp = med(r.peerRuns, (x) => x.lcp);
      const ratio = (a, b) => (a == null || !b ? null : a / b);
      const tbtRatio = ratio(tbt, peerTbt);
      const lcpRatio = ratio(lcp, peerLcp);
      const delta = perf == null || peerPerf == null ? null : perf - peerPerf;
      lines.push(
        `| ${r.label} | ${fmt(perf)} | ${fmt(peerPerf)} | ${delta == null ? '–' : flagged(`${delta >= 0 ? '+' : ''}${fmt(delta)}`, delta >= peerBudget.perfMargin)} | ${fmt(tbt)} | ${fmt(peerTbt)} | ${tbtRatio == null ? (tbt === 0 ? '0 ✓' : '–') : flagged(fmt(tbtRatio, 2), tbtRatio <= peerBudget.tbtRatio)} | ${fmt(lcp)} | ${lcpRatio == null ? '–' : flagged(fmt(lcpRatio, 2), lcpRatio <= peerBudget.lcpRatio)} | ${fmt(med(r.floorRuns, (x) => x.scores.performance))} |`,
      );
    }
    say(
      `Against the peer (medians over each route's own interleaved triples):\n\n${lines.join('\n')}\n\nBudgets against the peer: perf ≥ peer + ${peerBudget.perfMargin}, TBT ≤ ${peerBudget.tbtRatio} × peer, LCP ≤ ${peerBudget.lcpRatio} × peer (✗ = misses it).\n`,
    );
  }
  say(sizeLines.slice(0, 2).join('\n'));
  say(sizeLines[4]);
  for (const visit of firstVisit) {
    const own = visit.label === '/';
    say(
      `First visit to ${visit.label}: ${kB(visit.bytes)} of JavaScript on the wire in ${visit.files} file(s) within 6 s, no interaction${own ? ` (budget ≤ ${kB(budget.js)}) ${mark(visit.bytes <= budget.js)}` : ''}`,
    );
  }

  // What costs points, per route (from the run with the median performance score).
  say('\nWhat costs points:');
  for (const r of results) {
    const ok = r.runs.filter((x) => !x.error && x.scores);
    if (!ok.length) {
      say(`\n${r.label}: no result (${r.runs.map((x) => x.error).join('; ')})`);
      continue;
    }
    const byPerf = [...ok].sort((a, b) => a.scores.performance - b.scores.performance);
    const mid = byPerf[Math.floor((byPerf.length - 1) / 2)];
    const lines = [];
    if (mid.lcpElement) {
      const phases = Object.entries(mid.lcpPhases)
        .map(([k, v]) => `${k} ${v} ms`)
        .join(', ');
      lines.push(
        `LCP element: ${mid.lcpElement.snippet ?? mid.lcpElement.selector}${phases ? ` (${phases})` : ''}`,
      );
    }
    for (const shift of mid.layoutShifts ?? []) {
      lines.push(`layout shift ${shift.score?.toFixed(3)}: ${String(shift.node).slice(0, 160)}`);
    }
    lines.push(
      `FCP ${fmt(mid.fcp)} ms, LCP ${fmt(mid.lcp)} ms, TBT ${fmt(mid.tbt)} ms, Speed Index ${fmt(mid.si)} ms`,
    );
    // Non-performance audits: the union over runs (they rarely differ).
    const seen = new Set();
    for (const c of categories) {
      for (const x of ok) {
        for (const f of x.failing[c]) {
          const key = `${c}:${f.id}`;
          if (seen.has(key)) continue;
          seen.add(key);
          lines.push(
            `${c}: ${f.id} (score ${f.score ?? 'error'}${f.weight ? `, weight ${f.weight}` : ''}${f.value ? `, ${f.value}` : ''}) — ${f.title}${f.items.length ? `\n      ${f.items.join('\n      ')}` : ''}`,
          );
        }
      }
    }
    for (const o of mid.opportunities)
      lines.push(`opportunity: ${o.id}${o.value ? ` (${o.value})` : ''} — ${o.title}`);
    for (const w of mid.warnings) lines.push(`warning: ${w}`);
    say(`\n${r.label}:\n    ${lines.join('\n    ')}`);
  }

  const landingResult = results.find((r) => r.route === '/');
  const loaded = landingResult?.runs.find((x) => x.requests)?.requests ?? [];
  if (loaded.length) {
    const scripts = loaded.filter((q) => q.resourceType === 'Script');
    say(
      `\nScripts the landing page fetched during the Lighthouse load: ${scripts.length} (${kB(
        scripts.reduce((n, q) => n + (q.transferSize ?? 0), 0),
      )} transferred, brotli): ${scripts.map((q) => new URL(q.url).pathname).join(', ')}`,
    );
    const supa = scripts.filter((q) => {
      const file = fileOf(new URL(q.url).pathname, '/');
      return file && supabaseMarkers.test(readFileSync(file, 'utf8'));
    });
    say(`  supabase-js among them: ${supa.length ? `YES ✗ (${supa.map((q) => q.url).join(', ')})` : 'no ✓'}`);
  }
} else if (lighthouseSkipped) {
  say('\n(Lighthouse skipped.)');
}

if (reportFile) {
  const chromiumVersion = (() => {
    try {
      return execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).trim();
    } catch {
      return 'Chromium (version unknown)';
    }
  })();
  const header = [
    `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    'Written by `npm run bench:site` (scripts/bench-site.mjs).',
    '',
    `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ${platform()} ${release()}; load average at the end ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}`,
    `- Node ${process.versions.node}, Lighthouse ${lighthouseVersion()} (mobile, simulated throttling), ${chromiumVersion}`,
    `- Peer: ${peerDir ? basename(resolve(peerDir, '..')) + '/' + basename(resolve(peerDir)) : 'none (floor only)'}; runs: ${runs} of \`/\`, ${routeRuns} of every other route, each interleaved with the floor${peerDir ? ' and the peer' : ''}`,
    '',
  ];
  const body = reportLines
    .join('\n')
    .replace(/\nWhat costs points:[\s\S]*?(?=\nScripts the landing page|$)/, '\n');
  // Newest first, under the file's introduction (the text before its first section); a new file
  // gets a title.
  const section = `${header.join('\n')}${body}\n`;
  const existing = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '# Benchmarks\n\n';
  const firstSection = existing.search(/^## /m);
  writeFileSync(
    reportFile,
    firstSection === -1
      ? `${existing.trimEnd()}\n\n${section}`
      : `${existing.slice(0, firstSection)}${section}\n${existing.slice(firstSection)}`,
  );
  console.log(`\nReport: ${reportFile}`);
}

if (jsonFile) {
  const raw = {
    date: new Date().toISOString(),
    dist,
    budgets: { ...budget, peer: peerBudget },
    peer: peerDir || null,
    firstVisit,
    sizes: {
      landingJs: { gzip: jsTotal, files: initialJs },
      landingCss: { gzip: cssTotal, files: initialCss },
      landingHtmlGzip: landing.html,
      supabaseInInitialJs: supabaseInitial.map((c) => c.file),
      chunks,
    },
    lighthouse: results.map(({ label, route, url, runs: r, median: m, peerRuns, floorRuns }) => ({
      label,
      route,
      url,
      median: m,
      runs: r,
      peerRuns,
      floorRuns,
    })),
  };
  writeFileSync(jsonFile, JSON.stringify(raw, null, 2) + '\n');
  console.log(`\nRaw numbers: ${jsonFile}`);
}
process.exit(0);
