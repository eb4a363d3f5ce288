import { useId, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Icon } from '../Icon';
import { cx } from '../../utils/cx';
import { CategoryFilter } from '../private/CategoryFilter';
import { formatDate } from '../private/formatDate';
import { SectionHeader, below, type Level } from '../private/SectionHeader';
import * as shared from '../private/SectionHeader.css';
import { useCategory } from '../private/useCategory';
import { filterPressReleases, pressReleaseCategories, type PressRelease } from './pressReleases';
import * as styles from './PressReleaseList.css';
import { keepCompounds } from '../private/keepCompounds';

export interface PressReleaseListLabels {
  /** Names the category chips. */
  filter: string;
  /** The chip that shows every category. */
  all: string;
  /** Read politely after the category changes. */
  resultCount: (count: number) => string;
  /** Shown when there is no release. */
  empty: string;
}

export const defaultPressReleaseListLabels: PressReleaseListLabels = {
  filter: 'Filter press releases by category',
  all: 'All',
  resultCount: (count) => (count === 1 ? '1 press release' : `${count} press releases`),
  empty: 'No press releases yet.',
};

export interface PressReleaseListProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'title' | 'onChange' | 'defaultValue'
> {
  items: readonly PressRelease[];
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** Level of `title`; each release's title is a heading one level below. */
  headingLevel?: Level;
  /** The category shown (controlled); `null` shows all. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (category: string | null) => void;
  /** Hide the category chips (they also hide when fewer than two categories exist). */
  hideFilter?: boolean;
  labels?: Partial<PressReleaseListLabels>;
  /** Formats the dates with Intl for this locale, unless `formatDate` is given. */
  locale?: string;
  /**
   * How an ISO date (`2026-10-20`) reads, for an app that writes its dates itself: the first Intl
   * object a page makes loads the browser's locale data in one long task (~200 ms on a slow phone).
   */
  formatDate?: (isoDate: string) => string;
}

/**
 * Press releases, newest first as given: date, category, title linking to the release and an
 * excerpt, with single-choice category chips (`filterPressReleases`).
 */
export function PressReleaseList({
  items,
  title,
  description,
  eyebrow,
  headingLevel = 2,
  value,
  defaultValue,
  onChange,
  hideFilter = false,
  labels,
  locale = 'en-US',
  formatDate: formatDateAs,
  className,
  ...rest
}: PressReleaseListProps) {
  const titleId = useId();
  const words = { ...defaultPressReleaseListLabels, ...labels };
  const [category, setCategory] = useCategory(value, defaultValue, onChange);
  const categories = useMemo(() => pressReleaseCategories(items), [items]);
  const visible = useMemo(() => filterPressReleases(items, category), [items, category]);
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
      {!hideFilter && categories.length > 1 && (
        <CategoryFilter
          categories={categories}
          value={category}
          onChange={setCategory}
          label={words.filter}
          allLabel={words.all}
          status={words.resultCount(visible.length)}
        />
      )}
      {visible.length === 0 ? (
        <p className={shared.empty}>{words.empty}</p>
      ) : (
        <ul className={styles.list}>
          {visible.map((release) => {
            const date = formatDate(release.date, locale, formatDateAs);
            return (
              <li key={release.id ?? release.href} className={styles.item}>
                <div className={styles.meta}>
                  <time dateTime={date.dateTime}>{date.text}</time>
                  {release.category && <span className={shared.tag}>{release.category}</span>}
                </div>
                <div className={styles.body}>
                  <ItemHeading className={styles.title}>
                    <Link href={release.href} className={styles.link}>
                      {keepCompounds(release.title)}
                    </Link>
                  </ItemHeading>
                  <p className={styles.excerpt}>{release.excerpt}</p>
                </div>
                <Icon name="arrow-right" size={18} className={styles.arrow} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
