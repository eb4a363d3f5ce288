import { useId, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import { CategoryFilter } from '../private/CategoryFilter';
import { SectionHeader, below, type Level } from '../private/SectionHeader';
import * as shared from '../private/SectionHeader.css';
import { useCategory } from '../private/useCategory';
import { filterJobs, jobDepartments, type Job } from './jobs';
import * as styles from './JobList.css';
import { keepCompounds } from '../private/keepCompounds';

export interface JobListLabels {
  /** Names the department chips. */
  filter: string;
  /** The chip that shows every department. */
  all: string;
  /** Read politely after the department changes. */
  resultCount: (count: number) => string;
  /** Shown when there is no opening. */
  empty: string;
  /** Read before each fact of an opening. */
  department: string;
  location: string;
  type: string;
  tags: string;
}

export const defaultJobListLabels: JobListLabels = {
  filter: 'Filter positions by department',
  all: 'All',
  resultCount: (count) => (count === 1 ? '1 open position' : `${count} open positions`),
  empty: 'No open positions right now.',
  department: 'Department',
  location: 'Location',
  type: 'Type',
  tags: 'Tags',
};

export interface JobListProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'title' | 'onChange' | 'defaultValue'
> {
  items: readonly Job[];
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** Level of `title`; each opening's title is a heading one level below. */
  headingLevel?: Level;
  /** The department shown (controlled); `null` shows all. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (department: string | null) => void;
  /** Hide the department chips (they also hide when there is only one department). */
  hideFilter?: boolean;
  labels?: Partial<JobListLabels>;
}

/**
 * Open positions, each a row linking to its page (`href`): title, department, location, type and
 * tags, with optional single-choice department chips (`filterJobs`).
 */
export function JobList({
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
}: JobListProps) {
  const titleId = useId();
  const words = { ...defaultJobListLabels, ...labels };
  const [department, setDepartment] = useCategory(value, defaultValue, onChange);
  const departments = useMemo(() => jobDepartments(items), [items]);
  const visible = useMemo(() => filterJobs(items, department), [items, department]);
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
      {!hideFilter && departments.length > 1 && (
        <CategoryFilter
          categories={departments}
          value={department}
          onChange={setDepartment}
          label={words.filter}
          allLabel={words.all}
          status={words.resultCount(visible.length)}
        />
      )}
      {visible.length === 0 ? (
        <p className={shared.empty}>{words.empty}</p>
      ) : (
        <ul className={styles.list}>
          {visible.map((job) => (
            <li key={job.id ?? job.href} className={styles.item}>
              <div className={styles.main}>
                <ItemHeading className={styles.title}>
                  <Link href={job.href} className={styles.link}>
                    {keepCompounds(job.title)}
                  </Link>
                </ItemHeading>
                <dl className={styles.facts}>
                  <Fact icon="briefcase" term={words.department} value={job.department} />
                  <Fact icon="globe" term={words.location} value={job.location} />
                  <Fact icon="clock" term={words.type} value={job.type} />
                </dl>
              </div>
              {job.tags.length > 0 && (
                <ul className={cx(shared.tagList, styles.tags)} aria-label={words.tags}>
                  {job.tags.map((tag) => (
                    <li key={tag} className={shared.tag}>
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
              <Icon name="arrow-right" size={18} className={styles.arrow} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Fact({ icon, term, value }: { icon: IconName; term: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factTerm}>
        <Icon name={icon} size={14} className={styles.factIcon} />
        <VisuallyHidden>{term}</VisuallyHidden>
      </dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
}
