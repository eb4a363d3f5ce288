import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { renderIcon, type IconProp } from '../private/renderIcon';
import { SectionHeader, below, type Level } from '../private/SectionHeader';
import * as styles from './CareerSections.css';

/** A titled entry with a description and an optional icon (a value, a benefit). */
export interface CareerItem {
  id?: string;
  title: string;
  description?: string;
  icon?: IconProp;
}

export interface ValuesGridProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  items: readonly CareerItem[];
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** Level of `title`; each value is a heading one level below. */
  headingLevel?: Level;
}

/** What the company believes in: a grid of values, each with an icon, a title and a description. */
export function ValuesGrid({
  items,
  title,
  description,
  eyebrow,
  headingLevel = 2,
  className,
  ...rest
}: ValuesGridProps) {
  const titleId = useId();
  const ItemHeading = `h${below(headingLevel)}` as const;
  return (
    <section {...rest} aria-labelledby={title ? titleId : undefined} className={cx(styles.root, className)}>
      <SectionHeader
        id={titleId}
        eyebrow={eyebrow}
        title={title}
        description={description}
        headingLevel={headingLevel}
      />
      <ul className={styles.valuesGrid}>
        {items.map((value) => (
          <li key={value.id ?? value.title} className={styles.value}>
            {value.icon && <span className={styles.valueIcon}>{renderIcon(value.icon, 22)}</span>}
            <ItemHeading className={styles.itemTitle}>{value.title}</ItemHeading>
            {value.description && <p className={styles.itemDescription}>{value.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
