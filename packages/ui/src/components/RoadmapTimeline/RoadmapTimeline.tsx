import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import { SectionHeader, below, type Level } from '../private/SectionHeader';
import {
  quarterProgress,
  quarterState,
  timelineEntries,
  type QuarterState,
  type RoadmapEntry,
  type RoadmapQuarter,
} from './roadmap';
import * as styles from './RoadmapTimeline.css';

export interface RoadmapTimelineLabels {
  completed: string;
  current: string;
  planned: string;
  /** Read with a shipped feature's check mark. */
  featureDone: string;
  /** Read with a feature still to come. */
  featureOpen: string;
  /** A quarter's progress line. */
  progress: (done: number, total: number) => string;
  /** After the year on a folded year's toggle, e.g. '12 shipped'. */
  yearShipped: (shipped: number) => string;
  /** The first features a folded year shipped, on its tile, e.g. 'Pins, Templates, Code snippets'. */
  yearHighlights: (names: string[]) => string;
}

export const defaultRoadmapTimelineLabels: RoadmapTimelineLabels = {
  completed: 'Completed',
  current: 'Current',
  planned: 'Planned',
  featureDone: 'Shipped',
  featureOpen: 'Not shipped yet',
  progress: (done, total) => `${done} of ${total} shipped`,
  yearShipped: (shipped) => `${shipped} shipped`,
  yearHighlights: (names) => names.join(', '),
};

/** How many of a folded year's shipped features its tile names. */
const highlightCount = 3;

const stateIcons: Record<QuarterState, IconName> = {
  completed: 'check-circle',
  current: 'zap',
  planned: 'clock',
};

export interface RoadmapTimelineProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The quarters, oldest first: the list is read in this order. */
  items: readonly RoadmapQuarter[];
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** Level of `title`; each quarter is a heading one level below. */
  headingLevel?: Level;
  labels?: Partial<RoadmapTimelineLabels>;
  /**
   * Fold the completed quarters into one native disclosure per year ('2024 · 12 shipped'), so
   * the current and planned quarters lead; each opens on demand, without JavaScript.
   */
  collapseCompleted?: boolean;
}

/**
 * The roadmap as a vertical timeline: an ordered list of quarters, each marked Completed, Current
 * or Planned (`quarterState`), with its features ticked off as they ship. The current quarter
 * carries `aria-current="step"`.
 */
export function RoadmapTimeline({
  items,
  title,
  description,
  eyebrow,
  headingLevel = 2,
  labels,
  collapseCompleted = false,
  className,
  ...rest
}: RoadmapTimelineProps) {
  const titleId = useId();
  const words = { ...defaultRoadmapTimelineLabels, ...labels };
  const heading = `h${below(headingLevel)}` as const;
  return (
    <section {...rest} aria-labelledby={title ? titleId : undefined} className={cx(styles.root, className)}>
      <SectionHeader
        id={titleId}
        eyebrow={eyebrow}
        title={title}
        description={description}
        headingLevel={headingLevel}
      />
      <ol className={styles.timeline}>
        {groupYears(timelineEntries(items, collapseCompleted)).map((entry) =>
          entry.kind === 'quarter' ? (
            <Quarter
              key={entry.quarter.id ?? entry.quarter.quarter}
              quarter={entry.quarter}
              heading={heading}
              words={words}
            />
          ) : (
            // The folded years side by side as tiles across the column (a column of one-line
            // toggles left most of it empty); an opened year takes the whole row.
            <li key={entry.years[0]!.year} className={styles.quarter} data-state="completed">
              <span className={styles.marker.completed} aria-hidden="true">
                <Icon name="check" size={12} />
              </span>
              <ul className={styles.years}>
                {entry.years.map((year) => (
                  <li key={year.year} className={styles.yearTile}>
                    <details className={styles.year}>
                      <summary className={styles.yearToggle}>
                        <span className={styles.yearHead}>
                          <span className={styles.quarterTitle}>{year.year}</span>{' '}
                          <span className={styles.yearCount}>
                            <span aria-hidden="true">· </span>
                            {words.yearShipped(year.shipped)}
                          </span>
                          <Icon name="chevron-down" size={18} className={styles.yearChevron} />
                        </span>
                        <span className={styles.yearHighlights}>
                          {words.yearHighlights(shippedNames(year.quarters).slice(0, highlightCount))}
                        </span>
                      </summary>
                      <ol className={styles.yearQuarters}>
                        {year.quarters.map((quarter) => (
                          <Quarter
                            key={quarter.id ?? quarter.quarter}
                            quarter={quarter}
                            heading={heading}
                            words={words}
                            nested
                          />
                        ))}
                      </ol>
                    </details>
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}

type YearEntry = Extract<RoadmapEntry, { kind: 'year' }>;

/** Consecutive folded years as one run of tiles. */
function groupYears(
  entries: RoadmapEntry[],
): (Extract<RoadmapEntry, { kind: 'quarter' }> | { kind: 'years'; years: YearEntry[] })[] {
  const runs: ReturnType<typeof groupYears> = [];
  for (const entry of entries) {
    const last = runs.at(-1);
    if (entry.kind === 'quarter') runs.push(entry);
    else if (last?.kind === 'years') last.years.push(entry);
    else runs.push({ kind: 'years', years: [entry] });
  }
  return runs;
}

/** The names of the features a run of quarters shipped, in order. */
function shippedNames(quarters: readonly RoadmapQuarter[]): string[] {
  return quarters.flatMap((quarter) => quarter.features.filter((f) => f.complete).map((f) => f.name));
}

/** One quarter: its marker on the rail (not inside a folded year), heading, state and features. */
function Quarter({
  quarter,
  heading: QuarterHeading,
  words,
  nested = false,
}: {
  quarter: RoadmapQuarter;
  heading: `h${number}`;
  words: RoadmapTimelineLabels;
  nested?: boolean;
}) {
  const state = quarterState(quarter);
  const { done, total } = quarterProgress(quarter);
  const Heading = QuarterHeading as 'h2';
  return (
    <li
      className={nested ? styles.nestedQuarter : styles.quarter}
      data-state={state}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      {!nested && (
        <span className={styles.marker[state]} aria-hidden="true">
          {state === 'completed' && <Icon name="check" size={12} />}
        </span>
      )}
      <div className={styles.head}>
        <Heading className={styles.quarterTitle}>{quarter.quarter}</Heading>
        <span className={styles.badge[state]}>
          <Icon name={stateIcons[state]} size={14} />
          {words[state]}
        </span>
        {total > 0 && <span className={styles.progress}>{words.progress(done, total)}</span>}
      </div>
      <ul className={styles.card[state]}>
        {quarter.features.map((feature) => (
          <li key={feature.id ?? feature.name} className={styles.feature} data-complete={feature.complete}>
            <Icon
              name={feature.complete ? 'check-circle' : 'clock'}
              size={18}
              label={feature.complete ? words.featureDone : words.featureOpen}
              className={feature.complete ? styles.featureIconDone : styles.featureIconOpen}
            />
            <div className={styles.featureText}>
              <span className={styles.featureName}>{feature.name}</span>
              <span className={styles.featureDescription}>{feature.description}</span>
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}
