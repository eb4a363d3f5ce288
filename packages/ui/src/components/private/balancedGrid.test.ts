import { describe, expect, it } from 'vitest';
import { balancedSpans } from './balancedGrid';

/** The number of cards on each row of six tracks, for the given span of each card. */
function rows(spans: number[]): number[] {
  const result: number[] = [];
  let used = 6;
  for (const span of spans) {
    if (used + span > 6) {
      result.push(0);
      used = 0;
    }
    result[result.length - 1]! += 1;
    used += span;
  }
  return result;
}

describe('balancedSpans', () => {
  it('lays four cards out as two pairs, on a tablet and on a wide screen', () => {
    const spans = balancedSpans(4);
    expect(rows(spans.map((span) => span.md))).toEqual([2, 2]);
    expect(rows(spans.map((span) => span.lg))).toEqual([2, 2]);
  });

  it('fills every row it starts, with two or three cards, whatever the count', () => {
    for (let count = 2; count <= 13; count++) {
      const spans = balancedSpans(count);
      for (const width of ['md', 'lg'] as const) {
        const perRow = rows(spans.map((span) => span[width]));
        expect(perRow.reduce((a, b) => a + b, 0)).toBe(count);
        for (const cards of perRow) expect([2, 3], `${count} cards at ${width}: ${perRow}`).toContain(cards);
      }
    }
  });

  it('rows of three on a wide screen when the count allows it, and one card spans the row', () => {
    expect(rows(balancedSpans(6).map((span) => span.lg))).toEqual([3, 3]);
    expect(rows(balancedSpans(7).map((span) => span.lg))).toEqual([3, 2, 2]);
    expect(rows(balancedSpans(5).map((span) => span.md))).toEqual([2, 3]);
    expect(balancedSpans(1)).toEqual([{ md: 6, lg: 6 }]);
  });
});
