import type { ReactNode } from 'react';

/* The data a ComparisonTable shows: plans (columns), and rows of values in groups. */

/** A column of the table. */
export interface ComparisonPlan {
  /** Key of this plan's entry in each row's `values`. */
  id: string;
  /** The column header: the plan's name. */
  title: ReactNode;
  /** A second line under the title, e.g. the price. */
  description?: ReactNode;
}

/** A cell: `true`/`false` draw a check or a cross with a text alternative; anything else is shown as is. */
export type ComparisonValue = boolean | ReactNode;

export interface ComparisonRow {
  /** Stable key; defaults to the row's position. */
  id?: string;
  /** What is compared; the row's header. */
  title: ReactNode;
  /** A short explanation under the title. */
  description?: ReactNode;
  /** One value per plan, keyed by plan id. A missing value leaves the cell empty. */
  values: Readonly<Record<string, ComparisonValue>>;
}

export interface ComparisonGroup {
  /** Stable key; defaults to the group's position. */
  id?: string;
  /** A category heading across the table (e.g. 'Security'). Optional. */
  title?: ReactNode;
  /** The rows of this group, in order: a feature name with one value per plan each. */
  rows: readonly ComparisonRow[];
}
