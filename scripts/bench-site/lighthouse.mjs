// Lighthouse's side of the benchmark: a Chromium with a DevTools port for it, and one result
// summarised to the numbers and findings the report shows.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('../chromium.cjs');
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The Lighthouse categories measured. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export const fmt = (v, digits = 0) => (v == null ? '–' : v.toFixed(digits).replace(/\.0+$/, ''));
export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** The installed Lighthouse's version ('' without one). */
export function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(join(repo, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}

/** Starts Chromium with a DevTools port for Lighthouse; resolves to { port, close }. */
export async function startChromium() {
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

/**
 * Where a load blocked the main thread: Lighthouse's long tasks (with their simulated durations
 * under simulated throttling), each task's time past 50 ms summed by what it ran — `document`
 * (tasks that parse the page's HTML, with the style and layout they force), a script by file name,
 * or `unattributed` (tasks that run no page code and parse no HTML: the navigation's commit, with
 * the page's JavaScript contexts and the first bytes of its HTML, and style, layout and paint no
 * script asked for). Over the whole load, so its sum is not the TBT, which counts only
 * between the first paint and the page being interactive as Lighthouse estimates them.
 */
export function blockingBySource(tasks, documentUrl) {
  const bySource = {};
  const page = documentUrl ? new URL(documentUrl).href.replace(/#.*$/, '') : null;
  for (const { url, duration } of tasks) {
    const over = Math.max(0, (duration ?? 0) - 50);
    if (!over) continue;
    let source = 'unattributed';
    if (URL.canParse(url ?? '')) {
      const href = new URL(url).href.replace(/#.*$/, '');
      source = href === page ? 'document' : new URL(url).pathname.split('/').pop() || href;
    }
    bySource[source] = (bySource[source] ?? 0) + over;
  }
  return bySource;
}

/**
 * The part of a load's TBT that is the long task under way at the estimated first paint, counted as
 * TBT counts it (its time from the first paint to its end or the page being interactive, past
 * 50 ms). Lighthouse estimates the first paint from the first parse, layout and paint tasks and the
 * render-blocking scripts only, so the navigation's commit (the page's JavaScript contexts, with
 * Lighthouse's own, and the first bytes of its HTML) is left out of it but not out of TBT: a page
 * that paints from its HTML alone paints inside that task, and the rest of the task counts as
 * blocking; a page its scripts draw paints long after it. Approximate: Lighthouse's TBT averages
 * two simulations, its long tasks are one of them.
 */
export function blockingAtFirstPaint(tasks, firstPaint, interactive) {
  if (firstPaint == null) return null;
  let blocking = 0;
  for (const { startTime, duration } of tasks) {
    const end = startTime + duration;
    if (!(startTime < firstPaint && end > firstPaint)) continue;
    const clipped = Math.min(end, interactive ?? end) - firstPaint;
    if (clipped >= 50) blocking += clipped - 50;
  }
  return blocking;
}

/** The numbers and findings of one Lighthouse result. */
export function summarise(lhr) {
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
    tbtAtFirstPaint: blockingAtFirstPaint(
      audit('long-tasks')?.details?.items ?? [],
      audit('first-contentful-paint')?.numericValue,
      audit('interactive')?.numericValue,
    ),
    blocking: blockingBySource(
      audit('long-tasks')?.details?.items ?? [],
      lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl,
    ),
    // Lighthouse's measure of this machine's CPU (a Pixel 5 scores about 1000, a Moto G Power 264).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
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

/**
 * One interleaved triple — the floor, the peer (when there is one), the route — run again while
 * the floor scores below `quietFloor`: the budgets hold "on a machine where the floor page scores
 * 98–100", so a triple in which the one-line page itself scored less measured a busy moment of the
 * machine, not the site. At most `tries` times; the last is kept either way, marked `quiet: false`.
 * `runOne(entry)` resolves to a run's summary (`{ scores }` or `{ error }`).
 */
export async function runTriple(runOne, { floor, peer, route }, { quietFloor, tries, onBusy = () => {} }) {
  for (let attempt = 1; ; attempt++) {
    const floorRun = await runOne(floor);
    const peerRun = peer ? await runOne(peer) : null;
    const routeRun = await runOne(route);
    const floorPerf = floorRun.scores?.performance;
    const quiet = !quietFloor || (floorPerf != null && floorPerf >= quietFloor);
    if (quiet || attempt >= tries) return { floorRun, peerRun, routeRun, tries: attempt, quiet };
    onBusy(floorPerf, attempt);
  }
}
