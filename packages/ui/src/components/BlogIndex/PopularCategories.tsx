import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { iconTile, iconTileGlyph } from '../private/card.css';
import { renderIcon, type IconProp } from '../private/renderIcon';
import { sectionTitle } from './BlogIndex.css';
import type { BlogIndexLabels } from './blogIndexLabels';
import * as styles from './PopularCategories.css';

/** A popular category: its name (as the category select spells it), a line on what it holds, an icon. */
export interface PopularCategory {
  name: string;
  /** What the category's posts are about, in a few words ('' for none). */
  description: string;
  /** The glyph of its icon tile ('folder' unless told). */
  icon?: IconProp;
}

export interface PopularCategoriesProps {
  /** The categories to offer, in order. */
  categories: readonly PopularCategory[];
  /** The category chosen now (its button is pressed). */
  selected: string;
  onChoose: (name: string) => void;
  /** The section's heading element. */
  Heading: `h${1 | 2 | 3 | 4 | 5 | 6}`;
  labels: Pick<BlogIndexLabels, 'popularCategories'>;
}

function CategoryItem({
  category,
  isSelected,
  onChoose,
}: {
  category: PopularCategory;
  isSelected: boolean;
  onChoose: (name: string) => void;
}) {
  const descriptionId = useId();
  return (
    // The card is the button's target (its ::after covers it); the button holds the name alone,
    // so what it says is what it shows, and the line under it is its description.
    <li className={styles.popularItem} data-selected={isSelected || undefined}>
      <span className={iconTile}>{renderIcon(category.icon ?? 'folder', iconTileGlyph)}</span>
      <span className={styles.popularText}>
        <AriaButton
          className={styles.popularButton}
          aria-pressed={isSelected}
          aria-describedby={category.description ? descriptionId : undefined}
          onPress={() => onChoose(category.name)}
        >
          {category.name}
        </AriaButton>
        {category.description && (
          <span id={descriptionId} className={styles.popularDescription}>
            {category.description}
          </span>
        )}
      </span>
    </li>
  );
}

/**
 * The blog's popular categories: a grid of shortcuts, each an icon tile, the category's name and
 * what it holds, that filter the index (no post counts: a small number proves nothing).
 */
export function PopularCategories({
  categories,
  selected,
  onChoose,
  Heading,
  labels,
}: PopularCategoriesProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.popular}>
      <Heading id={headingId} className={sectionTitle}>
        {labels.popularCategories}
      </Heading>
      <ul className={styles.popularGrid}>
        {categories.map((category) => (
          <CategoryItem
            key={category.name}
            category={category}
            isSelected={selected === category.name}
            onChoose={onChoose}
          />
        ))}
      </ul>
    </section>
  );
}
