import { Button } from '../Button';
import { Icon } from '../Icon';
import type { BlogIndexLabels } from './blogIndexLabels';
import * as styles from './EmptyResults.css';

export interface EmptyResultsProps {
  labels: Pick<BlogIndexLabels, 'noResults' | 'noResultsHint' | 'clearFilters'>;
  /** Clears the search and the category. */
  onClear: () => void;
}

/** What the blog index shows when no post matches: a hint and a button that clears the filters. */
export function EmptyResults({ labels, onClear }: EmptyResultsProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <Icon name="search" size={24} />
      </span>
      <p className={styles.emptyTitle}>{labels.noResults}</p>
      <p className={styles.emptyHint}>{labels.noResultsHint}</p>
      <Button variant="surface" icon="rotate-ccw" onPress={onClear}>
        {labels.clearFilters}
      </Button>
    </div>
  );
}
