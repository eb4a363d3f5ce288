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
