import { useId, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { CategoryFilter } from '../private/CategoryFilter';
import { SectionHeader, type Level } from '../private/SectionHeader';
import * as shared from '../private/SectionHeader.css';
import { useCategory } from '../private/useCategory';
import {
  filterPartners,
  lettermark,
  markShape,
  partnerCategories,
  type MarkShape,
  type Partner,
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
          {visible.map((partner) => (
            <li key={partner.id ?? partner.name} className={styles.tile}>
              <Mark name={partner.name} />
              <span className={styles.text}>
                <span className={styles.name}>{partner.name}</span>
                <span className={styles.category}>{partner.category}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const shapes: Record<MarkShape, ReactNode> = {
  circle: <circle cx="20" cy="20" r="19" />,
  square: <rect x="1" y="1" width="38" height="38" rx="9" />,
  diamond: <rect x="6.5" y="6.5" width="27" height="27" rx="6" transform="rotate(45 20 20)" />,
  hexagon: <path d="M20 1.5 36.5 11v18L20 38.5 3.5 29V11Z" />,
};

/** The generated mark: a shape with the name's initials knocked out of it. Decorative. */
function Mark({ name }: { name: string }) {
  const letters = lettermark(name);
  return (
    <svg viewBox="0 0 40 40" className={styles.mark} aria-hidden="true" focusable="false">
      <g className={styles.markShape}>{shapes[markShape(name)]}</g>
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        className={styles.markLetters}
        fontSize={letters.length > 1 ? 14 : 17}
      >
        {letters}
      </text>
    </svg>
  );
}
