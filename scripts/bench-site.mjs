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
//     --cpu-slowdown N  Lighthouse's simulated CPU slowdown (default 4, its mobile profile's). The
//                       profile stands for a phone 4× slower than the machine measuring; on a
//                       faster machine a larger N stands for the same phone: the report names the
//                       device the runs stand for (the machine's benchmark index ÷ N; Chrome's
//                       calibration puts a Moto G Power at 264, a Pixel 5 at 1000)
//     --throttling M    `simulate` (default: Lighthouse's estimate from an unthrottled load, as
//                       PageSpeed Insights reports) or `devtools` (the page loaded with the CPU
//                       slowed and the network shaped: what the main thread really does on the
//                       slow device, without the estimate's idea of what comes before the first paint)
//     --quiet-floor S   run a triple again while its floor page scores below S (default 98: the
//                       budgets hold "on a machine where the floor page scores 98–100"; 0: never)
//     --tries N         at most N runs of each triple (default 3); the last is kept, and counted
//     --without-scripts the routes as their HTML and CSS alone (a copy of the build with every
//                       <script> removed): what rendering the pages costs before any script runs,
//                       the part of TBT no change to the islands can remove
// Chromium: Debian's package or CHROME_PATH. The table shows the median of the runs per route.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliOptions } from './cli-options.mjs';
import { serveSite } from './site-server.mjs';
import { gzipSize, initialAssets, kB, supabaseMarkers, walk } from './bench-site/assets.mjs';
import {
  categories,
  fmt,
  lighthouseVersion,
  median,
  runTriple,
  startChromium,
  summarise,
} from './bench-site/lighthouse.mjs';
import { mark, printReport, writeReportFile } from './bench-site/report.mjs';
import { scriptlessCopy } from './bench-site/scriptless.mjs';
import { firstVisitScripts, serveFloor, serveWithBackend } from './bench-site/servers.mjs';

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
const cpuSlowdown = Number(option('--cpu-slowdown', '4'));
const throttlingMethod = option('--throttling', 'simulate');
const quietFloor = Number(option('--quiet-floor', '98'));
const tries = count('--tries', '3');
const withoutScripts = flag('--without-scripts');
done();

if (!['simulate', 'devtools'].includes(throttlingMethod)) fail('--throttling takes simulate or devtools.');
/** How the report names the runs' throttling. */
const throttlingName =
  throttlingMethod === 'devtools' ? 'applied throttling (devtools)' : 'simulated throttling';

if (!(cpuSlowdown >= 1 && cpuSlowdown <= 50)) fail('--cpu-slowdown takes a number from 1 to 50.');
if (!(quietFloor >= 0 && quietFloor <= 100))
  fail('--quiet-floor takes a score from 0 to 100 (0: never run again).');

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

// ---------------------------------------------------------------------------------------------
// 1. Landing page initial JS and CSS

const files = walk(dist);
const landing = initialAssets(dist, join(dist, 'index.html'));
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

const firstVisit = []; // { label, files, bytes }
const results = []; // { route, label, runs: [summary] }
let lighthouseSkipped = skipLighthouse;
if (!skipLighthouse) {
  let lighthouse;
  let mobileSlow4G;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
    // The mobile profile's network, as Lighthouse defines it; only its CPU slowdown is ours to set.
    ({
      throttling: { mobileSlow4G },
    } = await import('lighthouse/core/config/constants.js'));
  } catch {
    console.log('\nLighthouse is not installed (root devDependency `lighthouse`); sizes only.');
    lighthouseSkipped = true;
  }
  if (lighthouse) {
    const scriptless = withoutScripts ? scriptlessCopy(dist) : null;
    const stack = await serveWithBackend(scriptless?.dir ?? dist);
    const site = stack.site;
    const floor = await serveFloor();
    // The peer is served by the same server too (compressed, cached the same way).
    const peer = peerDir ? await serveSite(resolve(peerDir)) : null;
    let chromium;
    try {
      // (A scriptless copy fetches no script: its first visit says nothing.)
      if (!withoutScripts) firstVisit.push(await firstVisitScripts('/', site.url + '/'));
      if (peer) firstVisit.push(await firstVisitScripts('peer /', peer.url + '/'));
      chromium = await startChromium();
      const flags = {
        port: chromium.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: categories,
        throttlingMethod,
        throttling: { ...mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      };
      const floorEntry = { label: 'floor (one-line page)', route: null, url: floor.url + '/', runs: [] };
      const peerEntry = peer
        ? { label: `peer (${basename(resolve(peerDir))})`, route: null, url: peer.url + '/', runs: [] }
        : null;
      results.push(floorEntry, ...(peerEntry ? [peerEntry] : []));
      for (const route of wanted) {
        results.push({
          label: withoutScripts ? `${route} (no scripts)` : route,
          route,
          url: site.url + route,
          runs: [],
          floorRuns: [],
          peerRuns: [],
          triples: [],
        });
      }
      // Every run of a route is a triple — floor, peer, route — so the three see the same moment of
      // the machine, and a route's ratios are taken against the peer run of its own triples. A
      // triple whose floor scored below --quiet-floor is run again (runTriple).
      const plan = [];
      for (const r of results.filter((x) => x.route !== null)) {
        for (let i = 0; i < (r.route === '/' ? runs : routeRuns); i++) plan.push(r);
      }
      console.log(
        `\nLighthouse ${lighthouseVersion()} (mobile, ${throttlingName}): ${plan.length} triple(s) on ${wanted.length} route(s), each run with a floor${peerEntry ? ' and a peer' : ''} run${quietFloor ? `, again (up to ${tries} in all) while the floor scores below ${quietFloor}` : ''}…`,
      );
      const runOne = async (r) => {
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
        const s = summary.scores;
        console.log(
          `  ${r.label}: ${
            summary.error
              ? `error: ${summary.error}`
              : `perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo}, LCP ${fmt(summary.lcp)} ms, CLS ${summary.cls == null ? '–' : summary.cls.toFixed(3)}`
          } — ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
        return summary;
      };
      for (const [i, r] of plan.entries()) {
        console.log(`[${i + 1}/${plan.length}] ${r.label}`);
        const triple = await runTriple(
          runOne,
          { floor: floorEntry, peer: peerEntry, route: r },
          {
            quietFloor,
            tries,
            onBusy: (score) =>
              console.log(
                `  (the floor scored ${score ?? 'nothing'}: the machine was busy — this triple again)`,
              ),
          },
        );
        floorEntry.runs.push(triple.floorRun);
        r.floorRuns.push(triple.floorRun);
        if (peerEntry) {
          peerEntry.runs.push(triple.peerRun);
          r.peerRuns.push(triple.peerRun);
        }
        r.runs.push(triple.routeRun);
        r.triples.push({ tries: triple.tries, quiet: triple.quiet });
      }
    } catch (error) {
      console.log(`\nLighthouse could not run: ${error?.message ?? error}`);
    } finally {
      await chromium?.close();
      await stack.close();
      await floor.close();
      await peer?.close();
      scriptless?.remove();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Report (printed, and written as Markdown with the machine and the date to --report FILE)

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

// The device the runs stand for: Lighthouse's CPU slowdown applied to this machine's measured speed.
const benchmarkIndex = median(results.flatMap((r) => r.runs.map((x) => x.benchmarkIndex)));
const cpuLine =
  `CPU: Lighthouse's ${throttlingMethod === 'devtools' ? 'applied' : 'simulated'} slowdown ${cpuSlowdown}×` +
  (benchmarkIndex
    ? ` on a machine of benchmark index ${Math.round(benchmarkIndex)} (median of the runs): a device of about ${Math.round(benchmarkIndex / cpuSlowdown)} (Chrome's calibration: Moto G Power 264, Pixel 5 1000)`
    : '');
console.log(`\n${cpuLine}`);

const reportLines = printReport({
  results,
  sizeLines,
  firstVisit,
  lighthouseSkipped,
  dist,
  budget,
  peerBudget,
  quietFloor,
});
if (reportFile)
  await writeReportFile(reportFile, reportLines, {
    runs,
    routeRuns,
    peerDir,
    cpuLine,
    throttlingName,
    withoutScripts,
  });

if (jsonFile) {
  const raw = {
    date: new Date().toISOString(),
    dist,
    cpuSlowdown,
    throttlingMethod,
    benchmarkIndex,
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
    lighthouse: results.map(({ label, route, url, runs: r, median: m, peerRuns, floorRuns, triples }) => ({
      label,
      route,
      url,
      median: m,
      runs: r,
      peerRuns,
      floorRuns,
      triples,
    })),
  };
  writeFileSync(jsonFile, JSON.stringify(raw, null, 2) + '\n');
  console.log(`\nRaw numbers: ${jsonFile}`);
}
process.exit(0);
