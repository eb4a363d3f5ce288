import { useId, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { CategoryFilter } from '../private/CategoryFilter';
import { SectionHeader, type Level } from '../private/SectionHeader';
import * as shared from '../private/SectionHeader.css';
import { useCategory } from '../private/useCategory';
import {
  filterPartners,
  partnerCategories,
  wordmarkFor,
  type Partner,
  type WordmarkSymbol,
} from './partners';
import * as styles from './LogoGrid.css';

export interface LogoGridLabels {
  /** Names the category chips. */
  filter: string;
  /** The chip that shows every category. */
  all: string;
  /** Read politely after the category changes. */
  resultCount: (count: number) => string;
  /** Shown when there is no partner. */
  empty: string;
}

export const defaultLogoGridLabels: LogoGridLabels = {
  filter: 'Filter partners by category',
  all: 'All',
  resultCount: (count) => (count === 1 ? '1 partner' : `${count} partners`),
  empty: 'No partners to show yet.',
};

export interface LogoGridProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'title' | 'onChange' | 'defaultValue'
> {
  items: readonly Partner[];
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  headingLevel?: Level;
  /** The category shown (controlled); `null` shows all. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (category: string | null) => void;
  /** Hide the category chips (they also hide when there is only one category). */
  hideFilter?: boolean;
  labels?: Partial<LogoGridLabels>;
}

/**
 * Partner logos as monochrome marks generated from each name (`lettermark`, `markShape`) with the
 * name beside it, filterable by category with single-choice chips (`filterPartners`).
 */
export function LogoGrid({
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
  className,
  ...rest
}: LogoGridProps) {
  const titleId = useId();
  const words = { ...defaultLogoGridLabels, ...labels };
  const [category, setCategory] = useCategory(value, defaultValue, onChange);
  const categories = useMemo(() => partnerCategories(items), [items]);
  const visible = useMemo(() => filterPartners(items, category), [items, category]);
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
        <ul className={styles.grid}>
          {visible.map((partner) => {
            const mark = wordmarkFor(partner);
            return (
              <li key={partner.id ?? partner.name} className={styles.tile}>
                <Symbol symbol={mark.symbol} />
                <span className={styles.text}>
                  <span className={styles.name[mark.type]}>{partner.name}</span>
                  <span className={styles.category}>{partner.category}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

// The wordmarks' symbols on a 32-unit grid: `ink` parts in the tile's grey, `fill` parts in a lighter
// grey (the second tone), lines 2.5 units with round ends.
const ink = styles.symbolInk;
const fill = styles.symbolFill;
const line = styles.symbolLine;
const symbols: Record<WordmarkSymbol, ReactNode> = {
  compass: (
    <>
      <circle cx="16" cy="16" r="12.5" className={line} />
      <path d="M16 6.5 19.5 16 16 25.5 12.5 16Z" className={fill} />
    </>
  ),
  wing: (
    <>
      <path d="M4 21c6-1 10-5 12-12 2 7 6 11 12 12" className={line} />
      <path d="M9 26c3-.5 5-2 7-5 2 3 4 4.5 7 5" className={cx(line, styles.lineAccent)} />
    </>
  ),
  waves: (
    <>
      <path d="M3 10q3.25-4 6.5 0t6.5 0 6.5 0 6.5 0" className={line} />
      <path d="M3 16q3.25-4 6.5 0t6.5 0 6.5 0 6.5 0" className={cx(line, styles.lineAccent)} />
      <path d="M3 22q3.25-4 6.5 0t6.5 0 6.5 0 6.5 0" className={line} />
    </>
  ),
  rings: (
    <>
      <circle cx="12" cy="16" r="8" className={line} />
      <circle cx="20" cy="16" r="8" className={cx(line, styles.lineAccent)} />
    </>
  ),
  lattice: (
    <>
      <path d="M4 16 16 4l12 12-12 12ZM10 10l12 12M22 10 10 22" className={line} />
      <circle cx="16" cy="16" r="3" className={fill} />
    </>
  ),
  stack: (
    <>
      <path d="M16 4.5 28 10.5 16 16.5 4 10.5Z" className={fill} />
      <path d="m4 16 12 6 12-6M4 21.5l12 6 12-6" className={line} />
    </>
  ),
  pine: (
    <>
      <path d="M16 3 25 15h-5l7 9H5l7-9H7Z" className={ink} />
      <rect x="14" y="24" width="4" height="5" rx="1" className={fill} />
    </>
  ),
  leaf: (
    <>
      <path d="M5 27C5 13 12.5 5.5 27 5c-.5 14.5-8 22-22 22Z" className={fill} />
      <path d="M5 27 19 13" className={line} />
    </>
  ),
  sail: (
    <>
      <path d="M15 3.5v19H5Z" className={ink} />
      <path d="M18 8v14.5h9Z" className={fill} />
      <path d="M4 26.5h24" className={line} />
    </>
  ),
  peak: (
    <>
      <path d="M2 27 12 10l6 9 4-5 8 13Z" className={ink} />
      <circle cx="24" cy="7" r="3.5" className={fill} />
    </>
  ),
  spark: (
    <>
      <path d="M16 3c1 7 6 12 13 13-7 1-12 6-13 13-1-7-6-12-13-13 7-1 12-6 13-13Z" className={fill} />
      <circle cx="16" cy="16" r="2.5" className={ink} />
    </>
  ),
  orbit: (
    <>
      <circle cx="16" cy="16" r="6" className={ink} />
      <ellipse
        cx="16"
        cy="16"
        rx="13.5"
        ry="5"
        transform="rotate(-30 16 16)"
        className={cx(line, styles.lineAccent)}
      />
    </>
  ),
};

/** A wordmark's drawn symbol, beside the name set in the wordmark's type. Decorative. */
function Symbol({ symbol }: { symbol: WordmarkSymbol }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={styles.mark}
      aria-hidden="true"
      focusable="false"
      data-symbol={symbol}
    >
      {symbols[symbol]}
    </svg>
  );
}
