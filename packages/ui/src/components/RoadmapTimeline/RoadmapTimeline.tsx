import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import { SectionHeader, below, type Level } from '../private/SectionHeader';
import { quarterProgress, quarterState, type QuarterState, type RoadmapQuarter } from './roadmap';
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
}

export const defaultRoadmapTimelineLabels: RoadmapTimelineLabels = {
  completed: 'Completed',
  current: 'Current',
  planned: 'Planned',
  featureDone: 'Shipped',
  featureOpen: 'Not shipped yet',
  progress: (done, total) => `${done} of ${total} shipped`,
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
  className,
  ...rest
}: RoadmapTimelineProps) {
  const titleId = useId();
  const words = { ...defaultRoadmapTimelineLabels, ...labels };
  const QuarterHeading = `h${below(headingLevel)}` as const;
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
        {items.map((quarter) => {
          const state = quarterState(quarter);
          const { done, total } = quarterProgress(quarter);
          return (
            <li
              key={quarter.id ?? quarter.quarter}
              className={styles.quarter}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker[state]} aria-hidden="true">
                {state === 'completed' && <Icon name="check" size={12} />}
              </span>
              <div className={styles.head}>
                <QuarterHeading className={styles.quarterTitle}>{quarter.quarter}</QuarterHeading>
                <span className={styles.badge[state]}>
                  <Icon name={stateIcons[state]} size={14} />
                  {words[state]}
                </span>
                {total > 0 && <span className={styles.progress}>{words.progress(done, total)}</span>}
              </div>
              <ul className={styles.card[state]}>
                {quarter.features.map((feature) => (
                  <li
                    key={feature.id ?? feature.name}
                    className={styles.feature}
                    data-complete={feature.complete}
                  >
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
        })}
      </ol>
    </section>
  );
}
