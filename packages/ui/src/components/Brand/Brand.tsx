import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '../../utils/Anchor';
import { cx } from '../../utils/cx';
import * as styles from './Brand.css';

export interface BrandProps extends Omit<AnchorProps, 'children' | 'title'> {
  /** The product mark (an SVG the app supplies); decorative, so give it `aria-hidden`. */
  mark: ReactNode;
  /** The product name shown beside the mark. */
  title: ReactNode;
  /** Where the link goes, usually home. */
  href: string;
  /** Show only the mark (the link then needs an `aria-label`). */
  hideTitle?: boolean;
}

/** The product's mark and name as one link, for headers, footers and dialogs. */
export function Brand({ mark, title, hideTitle = false, className, ...rest }: BrandProps) {
  return (
    <Anchor {...rest} className={cx(styles.root, className)}>
      <span className={styles.mark}>{mark}</span>
      {!hideTitle && <span>{title}</span>}
    </Anchor>
  );
}
