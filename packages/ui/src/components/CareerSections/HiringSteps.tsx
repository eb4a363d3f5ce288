import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { SectionHeader, below, type Level } from './internal/SectionHeader';
import * as styles from './CareerSections.css';

/** One step of the hiring process. */
export interface HiringStep {
  id?: string;
  title: string;
  description: string;
  /** How long it takes, e.g. '30 minutes'. */
  duration?: string;
}

export interface HiringStepsProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The steps, in order; numbered from 1. */
  items: readonly HiringStep[];
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** Level of `title`; each step is a heading one level below. */
  headingLevel?: Level;
}

/** The hiring process as an ordered list: numbered steps joined by a line, in a row from `lg`. */
export function HiringSteps({
  items,
  title,
  description,
  eyebrow,
  headingLevel = 2,
  className,
  ...rest
}: HiringStepsProps) {
  const titleId = useId();
  const ItemHeading = `h${below(headingLevel)}` as const;
  return (
    <section {...rest} aria-labelledby={title ? titleId : undefined} className={cx(styles.root, className)}>
      <SectionHeader
        id={titleId}
        eyebrow={eyebrow}
        title={title}
        description={description}
        headingLevel={headingLevel}
      />
      <ol className={styles.steps}>
        {items.map((step, index) => (
          <li key={step.id ?? step.title} className={styles.step}>
            {/* The ordered list already tells the position. */}
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.stepText}>
              <ItemHeading className={styles.itemTitle}>{step.title}</ItemHeading>
              <p className={styles.itemDescription}>{step.description}</p>
              {step.duration && <p className={styles.stepDuration}>{step.duration}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
