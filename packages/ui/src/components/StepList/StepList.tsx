import type { HTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './StepList.css';

export interface Step {
  /** A stable key for the list (defaults to the position). */
  id?: string;
  /** The step's short name, e.g. `Install`. */
  title: ReactNode;
  /** What happens in this step. */
  description: ReactNode;
  /** A decorative icon shown before the step's title. */
  icon?: IconName;
}

export interface StepListProps extends HTMLAttributes<HTMLOListElement> {
  /** The steps, in order. They are numbered from 1. */
  steps: readonly Step[];
  /** Heading level of each step's title (default 3, under a section's h2). */
  headingLevel?: 3 | 4;
}

/**
 * A numbered sequence of steps ("how it works") as an ordered list: stacked and joined by a line
 * on a phone, two columns from `media.md`, one row joined by a line from `media.lg`. Label it (`aria-label` or `aria-labelledby`) when several lists
 * share a page.
 */
export function StepList({ steps, headingLevel = 3, className, ...rest }: StepListProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <ol {...rest} className={cx(styles.list, className)}>
      {steps.map((step, index) => (
        <li key={step.id ?? index} className={styles.step}>
          {/* The list already tells assistive technology the position. */}
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <Title className={styles.title}>
              {step.icon && <Icon name={step.icon} size={20} className={styles.icon} />}
              {step.title}
            </Title>
            <p className={styles.description}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
