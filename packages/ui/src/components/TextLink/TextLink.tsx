import { Anchor, type AnchorProps } from '../../utils/Anchor';
import { cx } from '../../utils/cx';
import * as styles from './TextLink.css';

export type TextLinkProps = AnchorProps;

/**
 * A link inside running text: underlined, in the accent colour. The
 * app's `RouterProvider` routes internal hrefs without a page load. `ref` reaches the `<a>`.
 */
export function TextLink({ className, ...rest }: TextLinkProps) {
  return <Anchor {...rest} className={cx(styles.root, className)} />;
}
