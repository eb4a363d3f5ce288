import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { formatDate } from '../private/formatDate';
import { SectionHeader, below, type Level } from '../private/SectionHeader';
import * as shared from '../private/SectionHeader.css';
import * as styles from './StatusBoard.css';

export const incidentStatuses = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

/** A past or ongoing incident. */
export interface Incident {
  id?: string;
  /** ISO date (`2024-03-12`, formatted for `locale`) or a date as it should read. */
  date: string;
  title: string;
  description: string;
  /** How long it lasted, e.g. '45 minutes'. */
  duration: string;
  status: IncidentStatus;
  /** The names of the components it touched. */
  affected: readonly string[];
}

export interface IncidentListLabels {
  investigating: string;
  identified: string;
  monitoring: string;
  resolved: string;
  /** Introduces the incident's length. */
  duration: string;
  /** Introduces the affected components. */
  affected: string;
  /** Shown when there is no incident. */
  empty: string;
}

export const defaultIncidentListLabels: IncidentListLabels = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
  duration: 'Duration',
  affected: 'Affected',
  empty: 'No incidents reported.',
};

const statusLook = {
  investigating: { badge: styles.badge.outage, icon: 'search' },
  identified: { badge: styles.badge.degraded, icon: 'alert' },
  monitoring: { badge: styles.badge.maintenance, icon: 'eye' },
  resolved: { badge: styles.badge.operational, icon: 'check-circle' },
} as const;

export interface IncidentListProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  items: readonly Incident[];
  /** e.g. 'Recent incidents'. */
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** Level of `title`; each incident's title is one level below. */
  headingLevel?: Level;
  labels?: Partial<IncidentListLabels>;
  locale?: string;
}

/** Recent incidents, newest first as given: date, duration, status, what happened and what it affected. */
export function IncidentList({
  items,
  title,
  description,
  eyebrow,
  headingLevel = 2,
  labels,
  locale = 'en-US',
  className,
  ...rest
}: IncidentListProps) {
  const titleId = useId();
  const words = { ...defaultIncidentListLabels, ...labels };
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
          {items.map((incident, index) => {
            const date = formatDate(incident.date, locale);
            const look = statusLook[incident.status];
            return (
              <li key={incident.id ?? `${incident.date}-${index}`} className={styles.entry}>
                <div className={styles.entryWhen}>
                  <time dateTime={date.dateTime} className={styles.entryDate}>
                    {date.text}
                  </time>
                  <span>
                    {words.duration}: {incident.duration}
                  </span>
                </div>
                <div className={styles.entryBody}>
                  <div className={styles.entryHead}>
                    <ItemHeading className={styles.entryTitle}>{incident.title}</ItemHeading>
                    <span className={look.badge} data-status={incident.status}>
                      <Icon name={look.icon} size={14} />
                      {words[incident.status]}
                    </span>
                  </div>
                  <p className={styles.entryDescription}>{incident.description}</p>
                  {incident.affected.length > 0 && (
                    <Affected label={words.affected} names={incident.affected} />
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** 'Affected' and the component names as tags. */
export function Affected({ label, names }: { label: string; names: readonly string[] }) {
  return (
    <div className={styles.affected}>
      <span>{label}:</span>
      <ul className={shared.tagList}>
        {names.map((name) => (
          <li key={name} className={shared.metaTag}>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
