import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { renderIcon } from '../private/renderIcon';
import { SectionHeader, below, type Level } from '../private/SectionHeader';
import type { CareerItem } from './ValuesGrid';
import * as styles from './CareerSections.css';
import { iconTileGlyph } from '../private/card.css';

export interface BenefitsGridProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  items: readonly CareerItem[];
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** Level of `title`; each benefit is a heading one level below. */
  headingLevel?: Level;
}

/** What working here brings: a compact grid of benefits, icon beside title and description. */
export function BenefitsGrid({
  items,
  title,
  description,
  eyebrow,
  headingLevel = 2,
  className,
  ...rest
}: BenefitsGridProps) {
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
      <ul className={styles.benefitsGrid}>
        {items.map((benefit) => (
          <li key={benefit.id ?? benefit.title} className={styles.benefit}>
            <span className={styles.benefitIcon}>{renderIcon(benefit.icon ?? 'check', iconTileGlyph)}</span>
            <div className={styles.benefitText}>
              <ItemHeading className={styles.benefitTitle}>{benefit.title}</ItemHeading>
              {benefit.description && <p className={styles.itemDescription}>{benefit.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
