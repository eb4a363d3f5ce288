// The benchmark's account of what blocked a load's main thread, from Lighthouse's long tasks.
import { describe, expect, it } from 'vitest';
import { blockingBySource } from './lighthouse.mjs';
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

describe('blockingTable', () => {
  const run = (tbt, blocking) => ({ tbt, blocking, scores: { performance: 90 } });
  const results = [
    { label: 'floor (one-line page)', route: null, runs: [run(0, {})] },
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
        run(470, { document: 300, unattributed: 400, 'react.js': 40 }),
        run(430, { document: 200, unattributed: 300 }),
        run(520, { document: 250, unattributed: 350, 'react.js': 60, 'boot.js': 10 }),
      ],
    },
  ];

  it('gives the peer’s row, then each route’s, with the medians of its runs', () => {
    const rows = blockingTable(results)
      .split('\n')
      .filter((line) => /^\| (peer|\/)/.test(line));
    expect(rows).toEqual([
      '| peer (dist) | 480 | 0 | 675 | 125 | index.js 675 |',
      '| /privacy | 470 | 250 | 40 | 350 | react.js 40 |',
    ]);
  });

  it('says nothing when no run has long tasks on record', () => {
    expect(blockingTable([{ label: '/', route: '/', runs: [{ error: 'NO_FCP' }] }])).toBe('');
  });
});
