import { useId, useMemo } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { BlogPost } from '../PostCard/blogPost';
import { filterPosts } from './filterPosts';
import { sectionTitle } from './BlogIndex.css';
import type { BlogIndexLabels } from './blogIndexLabels';
import * as styles from './PopularCategories.css';

export interface PopularCategoriesProps {
  /** Every post (each category's count is of these). */
  items: readonly BlogPost[];
  /** The categories to offer, in order. */
  names: readonly string[];
  /** The category chosen now (its button is pressed). */
  selected: string;
  onChoose: (name: string) => void;
  /** The section's heading element. */
  Heading: `h${1 | 2 | 3 | 4 | 5 | 6}`;
  labels: Pick<BlogIndexLabels, 'popularCategories' | 'postCount'>;
}

/** The blog's popular categories: a button each, with its number of posts, that filters the index. */
export function PopularCategories({
  items,
  names,
  selected,
  onChoose,
  Heading,
  labels,
}: PopularCategoriesProps) {
  const headingId = useId();
  const counts = useMemo(
    () => new Map(names.map((name) => [name, filterPosts(items, { category: name }).length])),
    [items, names],
  );

  return (
    <section aria-labelledby={headingId} className={styles.popular}>
      <Heading id={headingId} className={sectionTitle}>
        {labels.popularCategories}
      </Heading>
      <ul className={styles.popularGrid}>
        {names.map((name) => (
          <li key={name}>
            <AriaButton
              className={styles.popularButton}
              data-selected={selected === name || undefined}
              aria-pressed={selected === name}
              onPress={() => onChoose(name)}
            >
              <span className={styles.popularName}>{name}</span>{' '}
              <span className={styles.popularCount}>{labels.postCount(counts.get(name) ?? 0)}</span>
            </AriaButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
