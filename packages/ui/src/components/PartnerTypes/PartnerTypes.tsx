import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { cx } from '../../utils/cx';
import { renderIcon, type IconProp } from '../private/renderIcon';
import { SectionHeader, below, type Level } from '../private/SectionHeader';
import * as styles from './PartnerTypes.css';
import { iconTileGlyph } from '../private/card.css';

/** A kind of partnership. */
export interface PartnerType {
  id?: string;
  title: string;
  description: string;
  /** What partners of this kind get. */
  benefits: readonly string[];
  icon?: IconProp;
}

export interface PartnerTypesProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  items: readonly PartnerType[];
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** Level of `title`; each partner type is a heading one level below. */
  headingLevel?: Level;
}

/** The partnership programmes side by side, each with its benefits as a checklist. */
export function PartnerTypes({
  items,
  title,
  description,
  eyebrow,
  headingLevel = 2,
  className,
  ...rest
}: PartnerTypesProps) {
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
      <ul className={styles.grid}>
        {items.map((type) => (
          <li key={type.id ?? type.title} className={styles.card}>
            {type.icon && <span className={styles.icon}>{renderIcon(type.icon, iconTileGlyph)}</span>}
            <ItemHeading className={styles.title}>{type.title}</ItemHeading>
            <p className={styles.description}>{type.description}</p>
            {type.benefits.length > 0 && (
              <ul className={styles.benefits}>
                {type.benefits.map((benefit) => (
                  <li key={benefit} className={styles.benefit}>
                    <Icon name="check" size={16} className={styles.check} />
                    {benefit}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
