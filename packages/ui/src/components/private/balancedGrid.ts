/** How many of a balanced grid's six tracks one card spans, below and from the `lg` breakpoint. */
export interface BalancedSpan {
  md: 2 | 3 | 6;
  /** 4 only in a bento that pairs a wide card with a narrow one (FeatureGrid). */
  lg: 2 | 3 | 4 | 6;
}

/**
 * The spans of `count` cards in a grid of six tracks, so that every row holds two or three cards
 * and none is left alone: pairs from `md` (an odd count ends in a row of three), threes from `lg`
 * (a count one over a multiple of three ends in two pairs, two over in one pair). 4 → 2 + 2,
 * 5 → 3 + 2, 7 → 3 + 2 + 2. A single card spans the row.
 */
export function balancedSpans(count: number): BalancedSpan[] {
  return Array.from({ length: count }, (_, index) => {
    const fromEnd = count - index;
    const md = count === 1 ? 6 : count % 2 === 1 && fromEnd <= 3 ? 2 : 3;
    const rest = count % 3;
    const lg = count === 1 ? 6 : (rest === 1 && fromEnd <= 4) || (rest === 2 && fromEnd <= 2) ? 3 : 2;
    return { md, lg };
  });
}
