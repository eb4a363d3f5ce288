// The benchmark's account of what blocked a load's main thread, from Lighthouse's long tasks.
import { describe, expect, it } from 'vitest';
import { blockingAtFirstPaint, blockingBySource } from './lighthouse.mjs';
import { blockingTable } from './report.mjs';

const page = 'http://127.0.0.1:4173/privacy';

describe('blockingBySource', () => {
  it('sums each long task’s time past 50 ms by the page’s document, each script file and the rest', () => {
    const tasks = [
      { url: 'Unattributable', duration: 536 },
      { url: page, duration: 197 },
      { url: `${page}#section-2`, duration: 60 },
      { url: 'http://127.0.0.1:4173/assets/react-D1tIrKzj.js', duration: 160 },
      { url: 'http://127.0.0.1:4173/assets/react-D1tIrKzj.js', duration: 147 },
      { url: 'http://127.0.0.1:4173/assets/boot-k1eWCHcy.js', duration: 50 },
      { url: 'http://127.0.0.1:4173/assets/overlays-B3J0Y5qn.js', duration: 40 },
    ];
    expect(blockingBySource(tasks, page)).toEqual({
      unattributed: 486,
      document: 157,
      'react-D1tIrKzj.js': 207,
    });
  });

  it('tells another page’s document from this one’s', () => {
    expect(blockingBySource([{ url: 'http://127.0.0.1:4173/', duration: 80 }], page)).toEqual({
      'http://127.0.0.1:4173/': 30,
    });
  });
});

describe('blockingAtFirstPaint', () => {
  // Simulated long tasks of a prerendered page: the navigation's commit from 870 to 1370 ms.
  const tasks = [
    { startTime: 1380, duration: 100 },
    { startTime: 870, duration: 500 },
    { startTime: 760, duration: 100 },
  ];

  it('is the TBT of the task under way at the first paint: from the paint to its end, past 50 ms', () => {
    expect(blockingAtFirstPaint(tasks, 930, 2500)).toBe(390);
  });

  it('stops at the page being interactive', () => {
    expect(blockingAtFirstPaint(tasks, 930, 1200)).toBe(220);
  });

  it('is nothing when the first paint comes after the task, or within its last 50 ms', () => {
    expect(blockingAtFirstPaint(tasks, 1375, 2500)).toBe(0);
    expect(blockingAtFirstPaint(tasks, 1330, 2500)).toBe(0);
  });

  it('is unknown without a first paint', () => {
    expect(blockingAtFirstPaint(tasks, undefined, 2500)).toBeNull();
  });
});

describe('blockingTable', () => {
  const run = (tbt, blocking, tbtAtFirstPaint = 0) => ({
    tbt,
    tbtAtFirstPaint,
    blocking,
    scores: { performance: 90 },
  });
  const results = [
    {
      label: 'floor (one-line page)',
      route: null,
      runs: [run(150, {}, 150), run(0, {}, 0), run(90, {}, 60)],
    },
    {
      label: 'peer (dist)',
      route: null,
      runs: [
        run(500, { 'index.js': 700, unattributed: 120 }),
        run(460, { 'index.js': 650, unattributed: 130 }),
      ],
    },
    {
      label: '/privacy',
      route: '/privacy',
      runs: [
        run(470, { document: 300, unattributed: 400, 'react.js': 40 }, 300),
        run(430, { document: 200, unattributed: 300 }, 100),
        run(520, { document: 250, unattributed: 350, 'react.js': 60, 'boot.js': 10 }, 380),
      ],
    },
  ];

  it('gives the floor’s and the peer’s rows, then each route’s, with the medians of its runs', () => {
    const rows = blockingTable(results)
      .split('\n')
      .filter((line) => /^\| (floor|peer|\/)/.test(line));
    expect(rows).toEqual([
      '| floor (one-line page) | 90 | 60 | 0 | 0 | 0 | 0 | – |',
      '| peer (dist) | 480 | 0 | 480 | 0 | 675 | 125 | index.js 675 |',
      '| /privacy | 470 | 300 | 170 | 250 | 40 | 350 | react.js 40 |',
    ]);
  });

  it('says nothing when no run has long tasks on record', () => {
    expect(blockingTable([{ label: '/', route: '/', runs: [{ error: 'NO_FCP' }] }])).toBe('');
  });
});
