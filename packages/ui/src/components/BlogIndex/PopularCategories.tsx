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

function CategoryButton({
  category,
  isSelected,
  onChoose,
}: {
  category: PopularCategory;
  isSelected: boolean;
  onChoose: (name: string) => void;
}) {
  const nameId = useId();
  const descriptionId = useId();
  return (
    <AriaButton
      className={styles.popularButton}
      data-selected={isSelected || undefined}
      aria-pressed={isSelected}
      // Named by the category alone, as the select names it; the line under it is its description.
      aria-labelledby={nameId}
      aria-describedby={category.description ? descriptionId : undefined}
      onPress={() => onChoose(category.name)}
    >
      <span className={iconTile}>{renderIcon(category.icon ?? 'folder', iconTileGlyph)}</span>
      <span className={styles.popularText}>
        <span id={nameId} className={styles.popularName}>
          {category.name}
        </span>
        {category.description && (
          <span id={descriptionId} className={styles.popularDescription}>
            {category.description}
          </span>
        )}
      </span>
    </AriaButton>
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
          <li key={category.name}>
            <CategoryButton category={category} isSelected={selected === category.name} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </section>
  );
}
