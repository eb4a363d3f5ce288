// The benchmark's report: printed, and added as Markdown with the machine and the date to a file.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { basename, resolve } from 'node:path';
import { fileOf, kB, supabaseMarkers } from './assets.mjs';
import { categories, fmt, lighthouseVersion, median } from './lighthouse.mjs';

const require = createRequire(import.meta.url);
const { chromiumPath } = require('../chromium.cjs');

/** ✓ or ✗ beside a figure and its budget. */
export const mark = (ok) => (ok ? '✓' : '✗');

/**
 * Prints the report (the route table, the ratios to the peer, the sizes, the first visit and what
 * costs points) and returns its lines for the Markdown file.
 */
export function printReport({
  results,
  sizeLines,
  firstVisit,
  lighthouseSkipped,
  dist,
  budget,
  peerBudget,
  quietFloor,
}) {
  const reportLines = [];
  const say = (text) => {
    console.log(text);
    reportLines.push(text);
  };
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
    const triples = triplesLine(results, quietFloor);
    if (triples) say(triples);
    say(blockingTable(results));
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
        const file = fileOf(dist, new URL(q.url).pathname, '/');
        return file && supabaseMarkers.test(readFileSync(file, 'utf8'));
      });
      say(
        `  supabase-js among them: ${supa.length ? `YES ✗ (${supa.map((q) => q.url).join(', ')})` : 'no ✓'}`,
      );
    }
  } else if (lighthouseSkipped) {
    say('\n(Lighthouse skipped.)');
  }
  return reportLines;
}

/**
 * What blocked the main thread, for the floor, the peer and each route: the medians over the runs
 * of the TBT, of its part at the first paint and of the rest (see `blockingAtFirstPaint`), and of
 * each source's long-task time past 50 ms (see `blockingBySource`), the page's own document apart
 * from its scripts.
 */
export function blockingTable(results) {
  const rows = [];
  const addRow = (label, runs) => {
    const ok = runs.filter((x) => !x.error && x.blocking);
    if (!ok.length) return;
    const sources = [...new Set(ok.flatMap((x) => Object.keys(x.blocking)))];
    const of = (pick) => median(ok.map((x) => pick(x.blocking)));
    const scripts = sources.filter((s) => s !== 'document' && s !== 'unattributed');
    const perScript = scripts
      .map((s) => [s, of((b) => b[s] ?? 0)])
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1]);
    const atFirstPaint = ok.filter((x) => x.tbtAtFirstPaint != null);
    rows.push(
      `| ${label} | ${fmt(median(ok.map((x) => x.tbt)))} | ${fmt(median(atFirstPaint.map((x) => x.tbtAtFirstPaint)))} | ${fmt(median(atFirstPaint.map((x) => Math.max(0, x.tbt - x.tbtAtFirstPaint))))} | ${fmt(of((b) => b.document ?? 0))} | ${fmt(
        of((b) => scripts.reduce((n, s) => n + (b[s] ?? 0), 0)),
      )} | ${fmt(of((b) => b.unattributed ?? 0))} | ${
        perScript
          .slice(0, 2)
          .map(([s, ms]) => `${s} ${fmt(ms)}`)
          .join(', ') || '–'
      } |`,
    );
  };
  // The floor and the peer first: what a one-line page and a page its script draws pay.
  for (const r of results.filter((x) => x.route === null)) addRow(r.label, r.runs);
  for (const r of results.filter((x) => x.route !== null)) addRow(r.label, r.runs);
  if (!rows.length) return '';
  return `What blocked the main thread (Lighthouse's long tasks, each one's time past 50 ms, summed by what it ran; medians over the runs). Over the whole load, so a row's sum is not its TBT, which counts only what falls between the estimated first paint and the page being interactive. "Unattributed" runs no page code and parses no HTML: the navigation's commit (the page's JavaScript contexts, the first bytes of its HTML), and style, layout and paint that no script asked for (the frame after parsing, a part drawn in the next frame, a face arriving).

"At first paint" is the part of the TBT that is the task under way at the estimated first paint (scripts/bench-site/lighthouse.mjs): Lighthouse leaves the navigation's commit out of its first-paint estimate but not out of TBT, so a page that paints from its HTML, the floor included, paints inside that task and is charged the rest of it — hundreds of milliseconds in one run, nothing in the next, as the estimate falls; a page its script draws paints after it. "The rest" is the TBT without it: what the page's own work after its first paint cost.

| page | TBT ms | at first paint ms | the rest ms | document ms | scripts ms | unattributed ms | largest scripts (ms) |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}
`;
}

/**
 * Adds the report to `reportFile` as Markdown, newest first, under a header with the machine, its
 * load, the date, the tools' versions and the peer; formatted as the repository's Prettier would
 * (the lint checks every Markdown file).
 */
export async function writeReportFile(
  reportFile,
  reportLines,
  { runs, routeRuns, peerDir, cpuLine, throttlingName, withoutScripts = false },
) {
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
    `- Node ${process.versions.node}, Lighthouse ${lighthouseVersion()} (mobile, ${throttlingName}), ${chromiumVersion}`,
    `- ${cpuLine}`,
    `- Peer: ${peerDir ? basename(resolve(peerDir, '..')) + '/' + basename(resolve(peerDir)) : 'none (floor only)'}; runs: ${runs} of \`/\`, ${routeRuns} of every other route, each interleaved with the floor${peerDir ? ' and the peer' : ''}`,
    ...(withoutScripts
      ? [
          '- Pages: `--without-scripts`, a copy of the build with every `<script>` removed (the HTML and CSS alone, not what visitors get)',
        ]
      : []),
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
  const text =
    firstSection === -1
      ? `${existing.trimEnd()}\n\n${section}`
      : `${existing.slice(0, firstSection)}${section}\n${existing.slice(firstSection)}`;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(resolve(reportFile))) ?? {};
  writeFileSync(reportFile, await prettier.format(text, { ...options, filepath: resolve(reportFile) }));
  console.log(`\nReport: ${reportFile}`);
}

/**
 * How the triples went against the quiet mark: how many were run again because the floor scored
 * below it, and how many were kept below it after their last try ('' with no mark or no triples).
 */
export function triplesLine(results, quietFloor) {
  const triples = results.flatMap((r) => r.triples ?? []);
  if (!quietFloor || !triples.length) return '';
  const again = triples.filter((t) => t.tries > 1).length;
  const busy = triples.filter((t) => !t.quiet).length;
  return (
    `Triples: ${triples.length}, of which ${again} ran again because the floor scored below ${quietFloor} ` +
    `(${triples.reduce((sum, t) => sum + t.tries, 0)} triples run in all); ` +
    `${busy ? `${busy} kept with the floor still below it after the last try` : `every one kept with the floor at ${quietFloor} or more`}.\n`
  );
}
