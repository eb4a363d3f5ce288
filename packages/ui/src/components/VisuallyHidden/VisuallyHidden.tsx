import type { HTMLAttributes } from 'react';
import * as styles from './VisuallyHidden.css';
import { cx } from '../../utils/cx';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'label';
  /** Show the content while it (or something inside it) has focus, as a skip link does. */
  isFocusable?: boolean;
}

/** Content for screen readers only: read aloud, never seen. */
export function VisuallyHidden({
  as: Tag = 'span',
  isFocusable = false,
  className,
  ...rest
}: VisuallyHiddenProps) {
  return <Tag {...rest} className={cx(isFocusable ? styles.focusable : styles.root, className)} />;
}
