import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import { SectionHeader, below, type Level } from '../private/SectionHeader';
import {
  quarterProgress,
  quarterState,
  timelineEntries,
  type QuarterState,
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
}

export const defaultRoadmapTimelineLabels: RoadmapTimelineLabels = {
  completed: 'Completed',
  current: 'Current',
  planned: 'Planned',
  featureDone: 'Shipped',
  featureOpen: 'Not shipped yet',
  progress: (done, total) => `${done} of ${total} shipped`,
  yearShipped: (shipped) => `${shipped} shipped`,
};

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
        {timelineEntries(items, collapseCompleted).map((entry) =>
          entry.kind === 'quarter' ? (
            <Quarter
              key={entry.quarter.id ?? entry.quarter.quarter}
              quarter={entry.quarter}
              heading={heading}
              words={words}
            />
          ) : (
            <li key={entry.year} className={styles.quarter} data-state="completed">
              <span className={styles.marker.completed} aria-hidden="true">
                <Icon name="check" size={12} />
              </span>
              <details className={styles.year}>
                <summary className={styles.yearToggle}>
                  <span className={styles.quarterTitle}>{entry.year}</span>{' '}
                  <span className={styles.yearCount}>
                    <span aria-hidden="true">· </span>
                    {words.yearShipped(entry.shipped)}
                  </span>
                  <Icon name="chevron-down" size={18} className={styles.yearChevron} />
                </summary>
                <ol className={styles.yearQuarters}>
                  {entry.quarters.map((quarter) => (
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
          ),
        )}
      </ol>
    </section>
  );
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
