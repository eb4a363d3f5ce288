import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './SectionHeader.css';
import { keepCompounds } from './keepCompounds';

/** Heading levels a component's title can take. */
export type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** One level below `level`, never past h6. */
export const below = (level: Level): Level => Math.min(level + 1, 6) as Level;

export type SectionHeaderAlignment = 'center' | 'start';

export interface SectionHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'title' | 'children'> {
  /** The title's id, for `aria-labelledby` on the surrounding section. */
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  headingLevel: Level;
  /** `center` above a grid or carousel; `start` beside or above left-aligned content (default). */
  align?: SectionHeaderAlignment;
}

/**
 * The site's one section header: the optional eyebrow, the section title on the type scale's
 * section size, and the lead. Every section and content component opens with it. Renders nothing
 * without content.
 */
export function SectionHeader({
  id,
  eyebrow,
  title,
  description,
  headingLevel,
  align = 'start',
  className,
  ...rest
}: SectionHeaderProps) {
  if (!title && !description && !eyebrow) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <header {...rest} className={cx(styles.header[align], className)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      {title && (
        <Heading id={id} className={styles.title}>
          {keepCompounds(title)}
        </Heading>
      )}
      {description && <p className={styles.description}>{description}</p>}
    </header>
  );
}
