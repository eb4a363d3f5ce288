import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './SkipLink.css';

export interface SkipLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** The id of the main content, with its '#': '#main'. The target needs `tabIndex={-1}`. */
  href: `#${string}`;
}

/**
 * The first stop of the keyboard: jumps past the header to the main content. Hidden until focused.
 * A plain `<a>`, not a routed link: it moves within the page, which the browser does itself.
 */
export function SkipLink({ className, children, ...rest }: SkipLinkProps) {
  return (
    <a {...rest} className={cx(styles.root, className)}>
      {children}
    </a>
  );
}
