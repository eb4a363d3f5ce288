import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
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

/** The blog's category filter: every category, after 'All categories'. */
export function CategorySelect({ value: category, onChange, categories, labels }: CategorySelectProps) {
  return (
    <Select
      value={category}
      onChange={(key) => key !== null && onChange(String(key))}
      className={styles.select}
    >
      <Label className={styles.selectLabel}>{labels.category}</Label>
      <AriaButton className={styles.selectButton}>
        <Icon name="filter" size={16} className={styles.selectIcon} />
        <SelectValue className={styles.selectValue} />
        <Icon name="chevron-down" size={16} className={styles.selectChevron} />
      </AriaButton>
      <Popover className={styles.popover} offset={6}>
        <ListBox className={styles.listBox}>
          {[allPostCategories, ...categories].map((name) => (
            <ListBoxItem
              key={name}
              id={name}
              textValue={name === allPostCategories ? labels.allCategories : name}
              className={styles.option}
            >
              <span>{name === allPostCategories ? labels.allCategories : name}</span>
              <Icon name="check" size={16} className={styles.optionCheck} />
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
