import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Prose.css';

export const proseSizes = [1, 2, 3] as const;
export type ProseSize = (typeof proseSizes)[number];

export interface ProseProps extends ComponentPropsWithRef<'div'> {
  /** Type size of the running text: 1 small, 2 default (body text), 3 large (a story, an introduction). */
  size?: ProseSize;
}

/**
 * Running text written as plain elements — paragraphs, lists, links, `strong`, `code` — with the
 * site's reading rhythm: a comfortable measure (about 68 characters), space between paragraphs
 * and lists, and links in the accent colour. Renders a `<div>`; `ref` and HTML attributes reach it.
 */
export function Prose({ size = 2, className, ...rest }: ProseProps) {
  return <div {...rest} data-size={size} className={cx(styles.root, styles.size[size], className)} />;
}
