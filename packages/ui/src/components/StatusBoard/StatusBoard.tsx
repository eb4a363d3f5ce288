import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import { SectionHeader, type Level } from '../private/SectionHeader';
import { StatusBadge, defaultStatusLabels, statusIcons, type StatusLabels } from './StatusBadge';
import { boardStatus, formatUptime, type ComponentStatus, type StatusComponent } from './status';
import * as styles from './StatusBoard.css';

export interface StatusBoardLabels extends StatusLabels {
  /** The banner when every component is operational. */
  overallOperational: string;
  /** The banner when every core component is operational and others have notices. */
  overallCoreOperational: string;
  /** Beside `overallCoreOperational`: how many components have a notice, e.g. '1 notice'. */
  notices: (count: number) => string;
  /** The banner when the worst state is maintenance. */
  overallMaintenance: string;
  /** The banner when the worst state is degraded. */
  overallDegraded: string;
  /** The banner when any component is down. */
  overallOutage: string;
  /** A component's uptime, given the formatted percentage. */
  uptime: (percent: string) => string;
  /** Under the day-by-day strip: its first day, e.g. '90 days ago'. */
  historyStart: (days: number) => string;
  /** Under the strip: its last day. */
  historyEnd: string;
  /** Read in place of the strip, e.g. '1 day with an incident in the last 90 days'. */
  historySummary: (days: number, incidentDays: number) => string;
}

export const defaultStatusBoardLabels: StatusBoardLabels = {
  ...defaultStatusLabels,
  overallOperational: 'All systems operational',
  overallCoreOperational: 'All core systems operational',
  notices: (count) => `${count} ${count === 1 ? 'notice' : 'notices'}`,
  overallMaintenance: 'Maintenance in progress',
  overallDegraded: 'Some systems are degraded',
  overallOutage: 'Major outage in progress',
  uptime: (percent) => `${percent} uptime`,
  historyStart: (days) => `${days} days ago`,
  historyEnd: 'Today',
  historySummary: (days, incidentDays) =>
    incidentDays === 0
      ? `No incidents in the last ${days} days`
      : `${incidentDays} ${incidentDays === 1 ? 'day' : 'days'} with an incident in the last ${days} days`,
};

/**
 * Days as one small SVG: the operational days are one patterned rectangle (a bar every day), and
 * only the days with an incident are drawn on their own, in their state's colour.
 */
function HistoryBars({ history, className }: { history: readonly ComponentStatus[]; className?: string }) {
  const patternId = useId();
  const days = history.length;
  return (
    <svg
      className={cx(styles.historyBars, className)}
      viewBox={`0 0 ${days * 4} 20`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <pattern id={patternId} width="4" height="20" patternUnits="userSpaceOnUse">
          <rect width="3" height="20" rx="1" className={styles.historyDay.operational} />
        </pattern>
      </defs>
      <rect width={days * 4} height="20" fill={`url(#${patternId})`} />
      {history.map((status, day) =>
        status === 'operational' ? null : (
          <rect key={day} x={day * 4} width="3" height="20" rx="1" className={styles.historyDay[status]} />
        ),
      )}
    </svg>
  );
}

/**
 * A component's history as a strip of day bars. On a phone, where 90 bars would be hairlines, it
 * shows the last `phoneDays` (CSS only: two drawings, one for each width) and its first label says
 * so; screen readers hear the whole history's summary either way.
 */
function HistoryStrip({
  history,
  phoneDays,
  words,
}: {
  history: readonly ComponentStatus[];
  phoneDays: number;
  words: StatusBoardLabels;
}) {
  const days = history.length;
  const incidentDays = history.filter((status) => status !== 'operational').length;
  const windowed = phoneDays > 0 && phoneDays < days;
  return (
    <div className={styles.history}>
      <HistoryBars history={history} className={windowed ? styles.fromSm : undefined} />
      {windowed && <HistoryBars history={history.slice(-phoneDays)} className={styles.belowSm} />}
      <p className={styles.historyScale}>
        <span aria-hidden="true" className={windowed ? styles.fromSm : undefined}>
          {words.historyStart(days)}
        </span>
        {windowed && (
          <span aria-hidden="true" className={styles.belowSm}>
            {words.historyStart(phoneDays)}
          </span>
        )}
        <VisuallyHidden>{words.historySummary(days, incidentDays)}</VisuallyHidden>
        <span aria-hidden="true">{words.historyEnd}</span>
      </p>
    </div>
  );
}

function bannerText(status: ComponentStatus, words: StatusBoardLabels): string {
  const texts: Record<ComponentStatus, string> = {
    operational: words.overallOperational,
    maintenance: words.overallMaintenance,
    degraded: words.overallDegraded,
    outage: words.overallOutage,
  };
  return texts[status];
}

export interface StatusBoardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The service's components, in the order listed. */
  items: readonly StatusComponent[];
  /** An optional heading above the banner, e.g. 'Current status'. */
  title?: ReactNode;
  eyebrow?: ReactNode;
  /** A line under the banner's text, e.g. 'Updated every minute'. */
  description?: ReactNode;
  /** Level of `title`; the components' names are not headings. */
  headingLevel?: Level;
  labels?: Partial<StatusBoardLabels>;
  /** Locale for the uptime figures. */
  locale?: string;
  /**
   * How many of the last days a history strip shows on a phone, where 90 bars would be hairlines
   * (default 30; 0 shows them all).
   */
  phoneDays?: number;
}

/**
 * The status page's board: a banner with the overall state (`boardStatus`: all operational; the
 * core operational with a count of notices when only components outside it have one; else the
 * worst state present) and each component with its uptime, status badge and any issue line (the
 * badge under the name on a phone, so an issue line keeps the row's width), and, when given, its
 * day-by-day history as a strip under it.
 */
export function StatusBoard({
  items,
  title,
  eyebrow,
  description,
  headingLevel = 2,
  labels,
  locale = 'en-US',
  phoneDays = 30,
  className,
  ...rest
}: StatusBoardProps) {
  const titleId = useId();
  const bannerId = useId();
  const words = { ...defaultStatusBoardLabels, ...labels };
  const { status: overall, notices } = boardStatus(items);
  // Only components outside the core have notices: the core is fine, and the notices are counted.
  const coreOnly = overall === 'operational' && notices > 0;
  return (
    <section {...rest} aria-labelledby={title ? titleId : bannerId} className={cx(styles.board, className)}>
      <SectionHeader
        id={titleId}
        eyebrow={eyebrow}
        title={title}
        headingLevel={headingLevel}
        className={styles.header}
      />
      <div className={styles.banner[overall]} data-status={overall}>
        <span className={styles.bannerIcon[overall]}>
          <Icon name={statusIcons[overall]} size={22} />
        </span>
        <div className={styles.bannerText}>
          <p id={bannerId} className={styles.bannerTitle}>
            {coreOnly ? words.overallCoreOperational : bannerText(overall, words)}
            {coreOnly && (
              <>
                {/* Read as one sentence: "All core systems operational, 1 notice". */}
                <VisuallyHidden>, </VisuallyHidden>
                <span className={styles.noticeCount}>{words.notices(notices)}</span>
              </>
            )}
          </p>
          {description && <p className={styles.bannerDescription}>{description}</p>}
        </div>
      </div>
      {items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id ?? item.name} className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.name}>{item.name}</p>
                {item.issue && (
                  <p className={styles.issue}>
                    <Icon name="info" size={14} className={styles.issueIcon} />
                    {item.issue}
                  </p>
                )}
              </div>
              <div className={styles.rowAside}>
                <StatusBadge status={item.status} labels={words} />
                <span className={styles.uptime}>{words.uptime(formatUptime(item.uptime, locale))}</span>
              </div>
              {item.history && item.history.length > 0 && (
                <HistoryStrip history={item.history} phoneDays={phoneDays} words={words} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
