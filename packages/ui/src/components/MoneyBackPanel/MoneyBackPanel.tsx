import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './MoneyBackPanel.css';

export interface MoneyBackPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The guarantee, e.g. `30-day money-back guarantee`. */
  title: ReactNode;
  /** The terms in a sentence or two. */
  text: ReactNode;
  /** A decorative icon from the set (default `shield`). */
  icon?: IconName;
  /** An optional action, e.g. a link to the refund policy. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A reassuring panel for a guarantee: icon, title, text and an optional action. Icon and text side
 * by side from `media.md`, stacked and centred on a phone.
 */
export function MoneyBackPanel({
  title,
  text,
  icon = 'shield',
  action,
  headingLevel = 2,
  className,
  ...rest
}: MoneyBackPanelProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section {...rest} aria-labelledby={titleId} className={cx(styles.panel, className)}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <div className={styles.body}>
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
        <p className={styles.text}>{text}</p>
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
