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
  /**
   * A decorative icon before the step's title: a name from the set, or any element. Give every
   * step of a list one, or none: the numbered disc is already each step's marker.
   */
  icon?: IconName | ReactElement;
  /** A short fact under the description, e.g. how long the step takes or when a milestone was. */
  detail?: ReactNode;
  /** More under the description: a note, a path through menus, a field to copy (block content). */
  content?: ReactNode;
}

export const stepListOrientations = ['horizontal', 'vertical'] as const;
export type StepListOrientation = (typeof stepListOrientations)[number];

export interface StepListProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** The steps, in order. They are numbered from 1. */
  items: readonly Step[];
  /** Heading level of each step's title (default 3, under a section's h2). */
  headingLevel?: HeadingLevel;
  /**
   * `horizontal` (default): a row from `media.lg` (stacked on a phone, two columns from `md`).
   * `vertical`: stacked at every width, for steps that say more than fits a column (an install
   * guide with pictures). Both draw the same disc, line, title and text.
   */
  orientation?: StepListOrientation;
  /**
   * Horizontal only: from `media.lg`, four steps to a row, each read from the start, instead of one row (for a long
   * list such as milestones, whose titles would wrap in eight narrow columns).
   */
  wrap?: boolean;
}

/**
 * The site's one numbered sequence (how it works, the hiring process, milestones, an install
 * guide) as an ordered list, in two orientations with one look: a 40 px numbered disc, a line
 * joining the discs, a 20 px title and body text. Horizontal: stacked on a phone, two columns from
 * `media.md`, one row from `media.lg` (`wrap`: four to a row). Vertical: stacked at every width.
 * Label it (`aria-label` or `aria-labelledby`) when several lists share a page. `ref` and HTML
 * attributes reach the `<ol>`.
 */
export function StepList({
  items,
  headingLevel = 3,
  orientation = 'horizontal',
  wrap = false,
  className,
  ...rest
}: StepListProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <ol
      {...rest}
      data-orientation={orientation}
      data-wrap={(orientation === 'horizontal' && wrap) || undefined}
      className={cx(styles.list, className)}
    >
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
