import { describe, expect, it } from 'vitest';
import { addDays, nextWeekday, quarterIndexOf } from './buildDate';
import { publishedBuildNotes } from './changelog';
import { roadmapAt, roadmapEntries, quartersAhead } from './roadmap';

const states = (today: string) =>
  roadmapAt(today).map((q) => `${q.quarter}:${q.current ? 'current' : q.complete ? 'completed' : 'planned'}`);

describe('the roadmap as of a day', () => {
  it('marks earlier quarters Completed, the quarter of the day Current and later ones Planned', () => {
    const quarters = states('2026-11-26');
    expect(quarters).toContain('Q3 2026:completed');
    expect(quarters).toContain('Q4 2026:current');
    expect(quarters).toContain('Q1 2027:planned');
    expect(quarters.filter((q) => q.endsWith(':current'))).toEqual(['Q4 2026:current']);
  });

  it('keeps the first quarters (Q2 2023 to Q3 2024) as history', () => {
    const quarters = states('2026-11-26');
    expect(quarters.slice(0, 6)).toEqual([
      'Q2 2023:completed',
      'Q3 2023:completed',
      'Q4 2023:completed',
      'Q1 2024:completed',
      'Q2 2024:completed',
      'Q3 2024:completed',
    ]);
  });

  it('shows every quarter up to the present and two ahead, and no further', () => {
    const quarters = roadmapAt('2026-11-26').map((q) => q.quarter);
    expect(quarters.at(-1)).toBe('Q2 2027');
    expect(
      roadmapAt('2026-08-01')
        .map((q) => q.quarter)
        .at(-1),
    ).toBe('Q1 2027');
    // The content covers the present it was written for, with two quarters of plans.
    const last = roadmapEntries.at(-1)!;
    expect(last.year * 4 + last.quarter - 1).toBeGreaterThanOrEqual(
      quarterIndexOf('2026-11-26') + quartersAhead,
    );
  });

  it('moves with the date: the next quarter becomes current when it starts', () => {
    expect(states('2026-12-31')).toContain('Q4 2026:current');
    expect(states('2027-01-01')).toContain('Q4 2026:completed');
    expect(states('2027-01-01')).toContain('Q1 2027:current');
  });

  it('ticks a feature off once its ship date has passed', () => {
    const q4 = (today: string) => roadmapAt(today).find((q) => q.quarter === 'Q4 2026')!;
    const shipped = (today: string) => q4(today).features.filter((f) => f.complete).length;
    expect(shipped('2026-10-01')).toBe(0);
    expect(shipped('2026-11-18')).toBe(2);
    expect(shipped('2026-11-26')).toBe(3);
    // Planned quarters have nothing shipped.
    expect(
      roadmapAt('2026-11-26')
        .find((q) => q.quarter === 'Q1 2027')!
        .features.some((f) => f.complete),
    ).toBe(false);
  });

  it('every completed quarter shipped all its features, and the ship dates lie in their quarters', () => {
    for (const entry of roadmapEntries) {
      for (const item of entry.items) {
        if (item.shipped)
          expect(quarterIndexOf(item.shipped), item.name).toBe(entry.year * 4 + entry.quarter - 1);
      }
    }
    for (const quarter of roadmapAt('2026-11-26').filter((q) => q.complete)) {
      expect(
        quarter.features.every((f) => f.complete),
        quarter.quarter,
      ).toBe(true);
    }
  });
});

describe('the roadmap and the changelog', () => {
  it('tell one story: a feature the newest build ships is shipped on the roadmap', () => {
    const notes = Object.values(publishedBuildNotes).join('\n').toLowerCase();
    const features = roadmapAt('2026-11-26').flatMap((q) => q.features);
    const named = features.filter((f) => notes.includes(f.name.toLowerCase()));
    expect(named.map((f) => f.name)).toContain('Team audit log');
    for (const feature of named) expect(feature.complete, feature.name).toBe(true);
  });
});

describe('date helpers', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('finds the next weekday on or after a day', () => {
    // 2026-11-26 is a Thursday.
    expect(nextWeekday('2026-11-26', 2)).toBe('2026-12-01');
    expect(nextWeekday('2026-11-26', 4)).toBe('2026-11-26');
  });
});
