import { useId } from 'react';
import { Icon } from '../Icon';
import { allPostCategories } from './filterPosts';
import type { BlogIndexLabels } from './blogIndexLabels';
import * as styles from './CategorySelect.css';

export interface CategorySelectProps {
  /** The chosen category, or `allPostCategories`. */
  value: string;
  onChange: (category: string) => void;
  categories: readonly string[];
  labels: Pick<BlogIndexLabels, 'category' | 'allCategories'>;
}

/**
 * The blog's category filter: every category, after 'All categories'. A native `<select>` drawn
 * like a toolbar button: the system's own menu (the picker on a phone), nothing to load for it.
 */
export function CategorySelect({ value: category, onChange, categories, labels }: CategorySelectProps) {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id} className={styles.selectLabel}>
        {labels.category}
      </label>
      <div className={styles.selectBox}>
        <Icon name="filter" size={16} className={styles.selectIcon} />
        <select
          id={id}
          value={category}
          onChange={(event) => onChange(event.target.value)}
          className={styles.selectControl}
        >
          {[allPostCategories, ...categories].map((name) => (
            <option key={name} value={name}>
              {name === allPostCategories ? labels.allCategories : name}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={16} className={styles.selectChevron} />
      </div>
    </div>
  );
}
