// The benchmark's triples: run again while the floor page says the machine was busy.
import { describe, expect, it } from 'vitest';
import { runTriple } from './lighthouse.mjs';
import { triplesLine } from './report.mjs';

/** A runner that answers each entry with the next of its scores, recording the order of runs. */
function scripted(floorScores) {
  const order = [];
  let floorCalls = 0;
  const runOne = async (entry) => {
    order.push(entry);
    if (entry === 'floor') {
      const performance = floorScores[floorCalls++];
      return performance == null ? { error: 'NO_FCP' } : { scores: { performance } };
    }
    return { scores: { performance: 80 }, label: `${entry} ${floorCalls}` };
  };
  return { runOne, order };
}

const entries = { floor: 'floor', peer: 'peer', route: '/' };

describe('runTriple', () => {
  it('keeps a triple whose floor scored at least the quiet mark, run once: floor, peer, route', async () => {
    const { runOne, order } = scripted([98]);
    const triple = await runTriple(runOne, entries, { quietFloor: 98, tries: 3 });
    expect(order).toEqual(['floor', 'peer', '/']);
    expect(triple).toMatchObject({ tries: 1, quiet: true, routeRun: { label: '/ 1' } });
  });

  it('runs the whole triple again when the floor scored below it, and keeps the quiet one', async () => {
    const { runOne, order } = scripted([93, 99]);
    const busy = [];
    const triple = await runTriple(runOne, entries, {
      quietFloor: 98,
      tries: 3,
      onBusy: (score) => busy.push(score),
    });
    expect(order).toEqual(['floor', 'peer', '/', 'floor', 'peer', '/']);
    expect(busy).toEqual([93]);
    expect(triple).toMatchObject({ tries: 2, quiet: true, floorRun: { scores: { performance: 99 } } });
    expect(triple.peerRun.label).toBe('peer 2');
  });

  it('stops after its tries and keeps the last triple, marked as not quiet; a failed floor run counts as busy', async () => {
    const { runOne, order } = scripted([90, undefined, 95, 100]);
    const triple = await runTriple(runOne, entries, { quietFloor: 98, tries: 3 });
    expect(order).toHaveLength(9);
    expect(triple).toMatchObject({ tries: 3, quiet: false, floorRun: { scores: { performance: 95 } } });
  });

  it('never runs again with no quiet mark, and runs no peer without one', async () => {
    const { runOne, order } = scripted([40]);
    const triple = await runTriple(runOne, { floor: 'floor', route: '/' }, { quietFloor: 0, tries: 3 });
    expect(order).toEqual(['floor', '/']);
    expect(triple).toMatchObject({ tries: 1, quiet: true, peerRun: null });
  });
});

describe('triplesLine', () => {
  const routes = [
    {
      route: '/',
      triples: [
        { tries: 1, quiet: true },
        { tries: 3, quiet: false },
      ],
    },
    { route: '/privacy', triples: [{ tries: 2, quiet: true }] },
    { route: null, runs: [] },
  ];

  it('counts the triples run again and those kept with a busy floor', () => {
    expect(triplesLine(routes, 98)).toBe(
      'Triples: 3, of which 2 ran again because the floor scored below 98 (6 triples run in all); 1 kept with the floor still below it after the last try.\n',
    );
  });

  it('says when every triple was kept quiet, and says nothing without a mark', () => {
    expect(triplesLine([{ route: '/', triples: [{ tries: 1, quiet: true }] }], 98)).toMatch(
      /0 ran again .* every one kept with the floor at 98 or more\.$/m,
    );
    expect(triplesLine(routes, 0)).toBe('');
  });
});
