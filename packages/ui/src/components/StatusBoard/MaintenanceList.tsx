import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { formatDate } from '../private/formatDate';
import { SectionHeader, below, type Level } from '../private/SectionHeader';
import * as shared from '../private/SectionHeader.css';
import { Affected } from './IncidentList';
import * as styles from './StatusBoard.css';

/** A planned maintenance window. */
export interface MaintenanceWindow {
  id?: string;
  /** ISO date (`2024-07-20`, formatted for `locale`) or a date as it should read. */
  date: string;
  /** When on that day, e.g. '02:00–04:00 UTC'. */
  timeRange: string;
  title: string;
  description: string;
  /** The names of the components it will touch. */
  affected: readonly string[];
}

export interface MaintenanceListLabels {
  /** The badge on every window. */
  scheduled: string;
  /** Introduces the affected components. */
  affected: string;
  /** Shown when nothing is planned. */
  empty: string;
}

export const defaultMaintenanceListLabels: MaintenanceListLabels = {
  scheduled: 'Scheduled',
  affected: 'Affected',
  empty: 'No maintenance scheduled.',
};

export interface MaintenanceListProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  items: readonly MaintenanceWindow[];
  /** e.g. 'Upcoming maintenance'. */
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** Level of `title`; each window's title is one level below. */
  headingLevel?: Level;
  labels?: Partial<MaintenanceListLabels>;
  locale?: string;
}

/** Upcoming maintenance windows, each marked Scheduled with its date, time range and affected components. */
export function MaintenanceList({
  items,
  title,
  description,
  eyebrow,
  headingLevel = 2,
  labels,
  locale = 'en-US',
  className,
  ...rest
}: MaintenanceListProps) {
  const titleId = useId();
  const words = { ...defaultMaintenanceListLabels, ...labels };
  const ItemHeading = `h${below(headingLevel)}` as const;
  return (
    <section {...rest} aria-labelledby={title ? titleId : undefined} className={className}>
      <SectionHeader
        id={titleId}
        eyebrow={eyebrow}
        title={title}
        description={description}
        headingLevel={headingLevel}
      />
      {items.length === 0 ? (
        <p className={shared.empty}>{words.empty}</p>
      ) : (
        <ol className={styles.entries}>
          {items.map((window, index) => {
            const date = formatDate(window.date, locale);
            return (
              <li key={window.id ?? `${window.date}-${index}`} className={styles.entry}>
                <div className={styles.entryWhen}>
                  <time dateTime={date.dateTime} className={styles.entryDate}>
                    {date.text}
                  </time>
                  <span>{window.timeRange}</span>
                </div>
                <div className={styles.entryBody}>
                  <div className={styles.entryHead}>
                    <ItemHeading className={styles.entryTitle}>{window.title}</ItemHeading>
                    <span className={styles.badge.maintenance} data-status="scheduled">
                      <Icon name="clock" size={14} />
                      {words.scheduled}
                    </span>
                  </div>
                  <p className={styles.entryDescription}>{window.description}</p>
                  {window.affected.length > 0 && <Affected label={words.affected} names={window.affected} />}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
