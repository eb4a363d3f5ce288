import { isValidElement, useId, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './MoneyBackPanel.css';
import type { HeadingLevel } from '../Typography';
import { keepCompounds } from '../private/keepCompounds';
import { bindDashesIn } from '../../utils/bindShortWords';

export interface MoneyBackPanelProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> {
  /** The guarantee, e.g. `30-day money-back guarantee`. */
  title: ReactNode;
  /** The terms in a sentence or two. */
  description: ReactNode;
  /** A decorative icon: a name from the set (default `shield`) or any element (about 20 px). */
  icon?: IconName | ReactElement;
  /** An optional action, e.g. a link to the refund policy. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline (default 2). */
  headingLevel?: HeadingLevel;
}

/**
 * A reassuring panel for a guarantee: icon, title, description and an optional action. Icon and
 * text side by side at every width, the text left-aligned; on a phone the action wraps below. It is a `<section>` named by
 * its title; `ref` and HTML attributes reach it.
 */
export function MoneyBackPanel({
  title,
  description,
  icon = 'shield',
  action,
  headingLevel = 2,
  className,
  ...rest
}: MoneyBackPanelProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} {...rest} className={cx(styles.panel, className)}>
      <span className={styles.icon}>
        {isValidElement(icon) ? icon : <Icon name={icon as IconName} size={20} />}
      </span>
      <div className={styles.body}>
        <Title id={titleId} className={styles.title}>
          {keepCompounds(title)}
        </Title>
        <p className={styles.description}>{bindDashesIn(description)}</p>
      </div>
      {/* A neutral (gray-accent) action: no second accent button on the amber panel. */}
      {action && (
        <div className={styles.action} data-accent-color="gray">
          {action}
        </div>
      )}
    </section>
  );
}
