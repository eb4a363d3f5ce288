import type { HTMLAttributes, Ref } from 'react';
import * as styles from './VisuallyHidden.css';
import { cx } from '../../utils/cx';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'label';
  /** Show the content while it (or something inside it) has focus, as a skip link does. */
  isFocusable?: boolean;
  /** Reaches the rendered element (`as`). */
  ref?: Ref<HTMLElement>;
}

/** Content for screen readers only: read aloud, never seen. `ref` and other attributes go to its element. */
export function VisuallyHidden({
  as: Tag = 'span',
  isFocusable = false,
  className,
  ref,
  ...rest
}: VisuallyHiddenProps) {
  return (
    <Tag
      {...rest}
      // One ref type for every possible tag: each of them is an HTMLElement.
      ref={ref as Ref<never>}
      className={cx(isFocusable ? styles.focusable : styles.root, className)}
    />
  );
}
