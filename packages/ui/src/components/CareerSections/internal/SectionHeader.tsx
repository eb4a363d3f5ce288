import type { ReactNode } from 'react';
import * as styles from './SectionHeader.css';

/** Heading levels a component's title can take. */
export type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** One level below `level`, never past h6. */
export const below = (level: Level): Level => Math.min(level + 1, 6) as Level;

export interface SectionHeaderProps {
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  headingLevel: Level;
  className?: string;
}

/** The optional eyebrow, title and description above a content component. Renders nothing without them. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  description,
  headingLevel,
  className,
}: SectionHeaderProps) {
  if (!title && !description && !eyebrow) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <header className={className ? `${styles.header} ${className}` : styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      {title && (
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
      )}
      {description && <p className={styles.description}>{description}</p>}
    </header>
  );
}
