import { isValidElement, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './StepList.css';
import type { HeadingLevel } from '../Typography';

export interface Step {
  /** A stable key for the list (defaults to the position). */
  id?: string;
  /** The step's short name, e.g. `Install`. */
  title: ReactNode;
  /** What happens in this step (a short title may say it all). */
  description?: ReactNode;
  /** A decorative icon before the step's title: a name from the set, or any element. */
  icon?: IconName | ReactElement;
  /** A short fact under the description, e.g. how long the step takes or when a milestone was. */
  detail?: ReactNode;
  /** More under the description: a note, a path through menus, a field to copy (block content). */
  content?: ReactNode;
}

export interface StepListProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** The steps, in order. They are numbered from 1. */
  items: readonly Step[];
  /** Heading level of each step's title (default 3, under a section's h2). */
  headingLevel?: HeadingLevel;
  /**
   * From `media.lg`, four steps to a row, each read from the start, instead of one row (for a long
   * list such as milestones, whose titles would wrap in eight narrow columns).
   */
  wrap?: boolean;
}

/**
 * The site's one numbered sequence (how it works, the hiring process, milestones) as an ordered list: stacked and joined by a line
 * on a phone, two columns from `media.md`, one row joined by a line from `media.lg` (more than four
 * `wrap`: four to a row, read from the start). Label it (`aria-label` or `aria-labelledby`) when several lists
 * share a page. `ref` and HTML attributes reach the `<ol>`.
 */
export function StepList({ items, headingLevel = 3, wrap = false, className, ...rest }: StepListProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <ol {...rest} data-wrap={wrap || undefined} className={cx(styles.list, className)}>
      {items.map((step, index) => (
        <li key={step.id ?? index} className={styles.step}>
          {/* The list already tells assistive technology the position. */}
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <Title className={styles.title}>
              {step.icon &&
                (isValidElement(step.icon) ? (
                  <span className={styles.icon}>{step.icon}</span>
                ) : (
                  <Icon name={step.icon as IconName} size={20} className={styles.icon} />
                ))}
              {step.title}
            </Title>
            {step.description && <p className={styles.description}>{step.description}</p>}
            {step.detail && <p className={styles.detail}>{step.detail}</p>}
            {step.content}
          </div>
        </li>
      ))}
    </ol>
  );
}
