import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './TextLink.css';

export interface TextLinkProps extends Omit<LinkProps, 'className'> {
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside running text: underlined, in the accent colour. It is a react-aria `Link`, so the
 * app's `RouterProvider` routes internal hrefs without a page load. `ref` reaches the `<a>`.
 */
export function TextLink({ className, ...rest }: TextLinkProps) {
  return <Link {...rest} className={cx(styles.root, className)} />;
}
