/** One feature of a roadmap quarter. */
export interface RoadmapFeature {
  id?: string;
  name: string;
  description: string;
  /** Shipped (true) or still to come. */
  complete: boolean;
}

/** A quarter of the roadmap with its features. */
export interface RoadmapQuarter {
  id?: string;
  /** e.g. 'Q2 2023'. */
  quarter: string;
  /** Every feature of the quarter shipped. */
  complete: boolean;
  /** The quarter we are in. */
  current: boolean;
  features: readonly RoadmapFeature[];
}

export const quarterStates = ['completed', 'current', 'planned'] as const;
export type QuarterState = (typeof quarterStates)[number];

/** How a quarter is marked: the current one is Current (even when complete), then Completed, else Planned. */
export function quarterState(quarter: Pick<RoadmapQuarter, 'complete' | 'current'>): QuarterState {
  if (quarter.current) return 'current';
  if (quarter.complete) return 'completed';
  return 'planned';
}

/** How many of a quarter's features have shipped. */
export function quarterProgress(quarter: Pick<RoadmapQuarter, 'features'>): { done: number; total: number } {
  return {
    done: quarter.features.filter((feature) => feature.complete).length,
    total: quarter.features.length,
  };
}

/** A run of the timeline: one quarter, or the completed quarters of a year folded into one entry. */
export type RoadmapEntry =
  | { kind: 'quarter'; quarter: RoadmapQuarter }
  | { kind: 'year'; year: string; quarters: RoadmapQuarter[]; shipped: number };

/** The year of a quarter named like 'Q2 2023' (its last four-digit number). */
export function quarterYear(quarter: Pick<RoadmapQuarter, 'quarter'>): string {
  return quarter.quarter.match(/\d{4}(?!.*\d{4})/)?.[0] ?? quarter.quarter;
}

/**
 * The timeline's entries: with `collapse`, completed quarters are grouped per year (in order,
 * a year's run broken by any other quarter starts a new group); the current and planned quarters
 * stay on their own.
 */
export function timelineEntries(quarters: readonly RoadmapQuarter[], collapse: boolean): RoadmapEntry[] {
  const entries: RoadmapEntry[] = [];
  for (const quarter of quarters) {
    if (!collapse || quarterState(quarter) !== 'completed') {
      entries.push({ kind: 'quarter', quarter });
      continue;
    }
    const year = quarterYear(quarter);
    const last = entries.at(-1);
    const { done } = quarterProgress(quarter);
    if (last?.kind === 'year' && last.year === year) {
      last.quarters.push(quarter);
      last.shipped += done;
    } else entries.push({ kind: 'year', year, quarters: [quarter], shipped: done });
  }
  return entries;
}
