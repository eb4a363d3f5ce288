import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import type { Job } from '../JobList/jobs';
import * as shared from '../private/SectionHeader.css';
import { below, type Level } from '../private/SectionHeader';
import { tickSize } from '../private/listTick.css';
import * as styles from './CareerSections.css';

export interface JobDetailLabels {
  summary: string;
  responsibilities: string;
  requirements: string;
  benefits: string;
  /** Heading of the facts box beside the text. */
  details: string;
  department: string;
  location: string;
  type: string;
}

export const defaultJobDetailLabels: JobDetailLabels = {
  summary: 'About the Role',
  responsibilities: 'What You Will Do',
  requirements: 'What You Bring',
  benefits: 'What We Offer',
  details: 'At a Glance',
  department: 'Department',
  location: 'Location',
  type: 'Type',
};

export interface JobDetailProps extends HTMLAttributes<HTMLElement> {
  /** The opening's facts for the box beside the text (its title belongs in the page header). */
  job: Pick<Job, 'location' | 'department' | 'type'> & { tags?: readonly string[] };
  /** A paragraph or two about the role. */
  summary: ReactNode;
  responsibilities: readonly ReactNode[];
  requirements: readonly ReactNode[];
  /** What comes with the job; left out when empty. */
  benefits?: readonly ReactNode[];
  /** The apply call to action, e.g. a button link to the application or a mailto. */
  action?: ReactNode;
  /** A line under the action, e.g. 'We answer every application within a week.' */
  actionDescription?: ReactNode;
  /**
   * Show the action (and its line) again at the end of the text, so a reader who has read the
   * whole posting applies from where they are (default `true`).
   */
  hasClosingAction?: boolean;
  /**
   * Level of the body's one heading at the site's section size (About the Role); the parts under
   * it (What You Will Do, …) are a level below. The page header holds the opening's `h1`, so a
   * page has one size for every h2: this one and its later bands' titles.
   */
  headingLevel?: Level;
  labels?: Partial<JobDetailLabels>;
}

/**
 * The body of one opening's page: summary, responsibilities, requirements and benefits in a
 * readable column, and a box with the facts and the apply call to action beside it (sticky from
 * `lg`, first on a phone). The action comes again at the end of the text (`hasClosingAction`).
 */
export function JobDetail({
  job,
  summary,
  responsibilities,
  requirements,
  benefits = [],
  action,
  actionDescription,
  hasClosingAction = true,
  headingLevel = 2,
  labels,
  className,
  children,
  ...rest
}: JobDetailProps) {
  const summaryId = useId();
  const detailsId = useId();
  const words = { ...defaultJobDetailLabels, ...labels };
  const Heading = `h${headingLevel}` as const;
  const partLevel = below(headingLevel);
  return (
    <article {...rest} className={cx(styles.detail, className)}>
      {/* Not an <aside>: a complementary landmark inside the page's main would not be top-level. */}
      {/* A labelled group, not a heading: it comes first (first on a phone), before the body's
          heading, so a heading here would skip a level. */}
      <div role="group" aria-labelledby={detailsId} className={styles.detailAside}>
        <p id={detailsId} className={styles.asideTitle}>
          {words.details}
        </p>
        <dl className={styles.asideFacts}>
          <AsideFact icon="briefcase" term={words.department} value={job.department} />
          <AsideFact icon="globe" term={words.location} value={job.location} />
          <AsideFact icon="clock" term={words.type} value={job.type} />
        </dl>
        {job.tags && job.tags.length > 0 && (
          <ul className={shared.tagList}>
            {job.tags.map((tag) => (
              <li key={tag} className={shared.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        {action && <div className={styles.asideAction}>{action}</div>}
        {actionDescription && <p className={styles.asideNote}>{actionDescription}</p>}
      </div>
      <div className={styles.detailMain}>
        <section aria-labelledby={summaryId} className={styles.detailSection}>
          <Heading id={summaryId} className={shared.title}>
            {words.summary}
          </Heading>
          <div className={styles.prose}>{summary}</div>
        </section>
        <BulletSection title={words.responsibilities} items={responsibilities} level={partLevel} />
        <BulletSection title={words.requirements} items={requirements} level={partLevel} />
        <BulletSection title={words.benefits} items={benefits} level={partLevel} />
        {children}
        {action && hasClosingAction && (
          <div className={styles.closing}>
            <div className={styles.closingAction}>{action}</div>
            {actionDescription && <p className={styles.asideNote}>{actionDescription}</p>}
          </div>
        )}
      </div>
    </article>
  );
}

function BulletSection({
  title,
  items,
  level,
}: {
  title: string;
  items: readonly ReactNode[];
  level: Level;
}) {
  const id = useId();
  if (items.length === 0) return null;
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} className={styles.detailSection}>
      <Heading id={id} className={styles.detailHeading}>
        {title}
      </Heading>
      <ul className={styles.bullets}>
        {items.map((item, index) => (
          <li key={index} className={styles.bullet}>
            <Icon name="check" size={tickSize} className={styles.bulletIcon} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AsideFact({ icon, term, value }: { icon: IconName; term: string; value: string }) {
  return (
    <div className={styles.asideFact}>
      <dt className={styles.asideTerm}>
        <Icon name={icon} size={16} />
        {term}
      </dt>
      <dd className={styles.asideValue}>{value}</dd>
    </div>
  );
}
