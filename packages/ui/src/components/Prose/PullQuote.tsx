import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './PullQuote.css';

export interface PullQuoteProps extends Omit<ComponentPropsWithRef<'aside'>, 'children'> {
  /** A line repeated from the text beside it. */
  children: ReactNode;
}

/**
 * A line of a story set large in the display face beside it, on wide screens only. It repeats
 * the text, so it is hidden from screen readers (they have just read it) and from phones (where it
 * would sit right under the same words).
 */
export function PullQuote({ children, className, ...rest }: PullQuoteProps) {
  return (
    <aside {...rest} aria-hidden="true" className={cx(styles.root, className)}>
      <p className={styles.text}>{children}</p>
    </aside>
  );
}
