import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './CategoryFilter.css';
import { chip } from './chip.css';

const allKey = '\u0000all';

export interface CategoryFilterProps {
  /** The categories to offer, in order; 'All' comes first. */
  categories: readonly string[];
  /** The chosen category, `null` for all. */
  value: string | null;
  onChange: (category: string | null) => void;
  /** Names the group, e.g. 'Filter by category'. */
  label: string;
  /** The chip that shows every category. */
  allLabel: string;
  /** Read politely after each change, e.g. '3 press releases'. */
  status: string;
}

/**
 * Single-choice chips (react-aria ToggleButtonGroup) and a polite live count of what is shown.
 * The chips wrap onto more lines on a phone: every one shows whole, none cut at the screen's edge.
 */
export function CategoryFilter({
  categories,
  value,
  onChange,
  label,
  allLabel,
  status,
}: CategoryFilterProps) {
  const selected = value !== null && categories.includes(value) ? value : allKey;
  const choose = (keys: Set<Key>) => {
    const [key] = keys;
    if (key === undefined) return;
    onChange(key === allKey ? null : String(key));
  };
  return (
    <>
      <ToggleButtonGroup
        aria-label={label}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selected]}
        onSelectionChange={choose}
        className={styles.group}
      >
        {[allKey, ...categories].map((key) => (
          <ToggleButton key={key} id={key} className={chip}>
            {key === allKey ? allLabel : key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </>
  );
}
