import type { ReactNode } from 'react';
import * as styles from './Brand.css';

/**
 * A dialog title with the product mark above it, for dialogs that speak for the product (sign in,
 * check your email, the beta notice): give every dialog of a journey the same header. The mark is hidden from screen readers, so the dialog is still named by the
 * title's text alone. Without a mark it is just the title.
 */
export function MarkedTitle({ mark, children }: { mark?: ReactNode; children: ReactNode }) {
  if (!mark) return children;
  return (
    <span className={styles.markedTitle}>
      <span className={styles.mark} aria-hidden="true">
        {mark}
      </span>
      <span>{children}</span>
    </span>
  );
}
