/** A service component's state, from best to worst as `componentStatuses` lists them. */
export const componentStatuses = ['operational', 'maintenance', 'degraded', 'outage'] as const;
export type ComponentStatus = (typeof componentStatuses)[number];

/** One service component on the status page. */
export interface StatusComponent {
  /** A stable key (defaults to `name`). */
  id?: string;
  /** The component's name, e.g. 'Download server'. */
  name: string;
  status: ComponentStatus;
  /** Uptime in percent, e.g. `99.98`. */
  uptime: number;
  /** A line about the current issue, e.g. 'Slower searches for some users'. */
  issue?: string;
  /**
   * The component's state day by day, oldest first, today last (e.g. the 90 days its uptime is
   * measured over): drawn as a strip of one bar per day.
   */
  history?: readonly ComponentStatus[];
  /**
   * What the service stands on (e.g. sign-in, downloads). When any component is marked, a notice on
   * the others alone (degraded, maintenance) leaves the banner operational; none marked: all are.
   */
  core?: boolean;
}

const severity: Record<ComponentStatus, number> = { operational: 0, maintenance: 1, degraded: 2, outage: 3 };

/**
 * The state the whole service is in: the worst state of its components (outage, then degraded,
 * then maintenance), or operational when every component is (and when there are none).
 */
export function overallStatus(items: readonly Pick<StatusComponent, 'status'>[]): ComponentStatus {
  let worst: ComponentStatus = 'operational';
  for (const { status } of items) if (severity[status] > severity[worst]) worst = status;
  return worst;
}

/** The banner's state, and how many components are not operational (notices). */
export interface BoardStatus {
  /** `operational` also when only components outside the core have a notice (see `notices`). */
  status: ComponentStatus;
  notices: number;
}

/**
 * What the board's banner says: an outage anywhere, or a notice on a core component, is the worst
 * state present (`overallStatus`); degraded or maintenance on components outside the core alone
 * leaves the core operational, with the count of notices. Without any `core` mark, all are core.
 */
export function boardStatus(items: readonly Pick<StatusComponent, 'status' | 'core'>[]): BoardStatus {
  const notices = items.filter((item) => item.status !== 'operational');
  const worst = overallStatus(items);
  const anyCore = items.some((item) => item.core);
  const coreAffected = notices.some((item) => !anyCore || item.core);
  if (worst !== 'outage' && !coreAffected) return { status: 'operational', notices: notices.length };
  return { status: worst, notices: notices.length };
}

/** Uptime for display, e.g. `99.98` → '99.98%', `100` → '100%' (at most two decimals, never rounded up to 100). */
export function formatUptime(uptime: number, locale: string): string {
  const clamped = Math.min(100, Math.max(0, uptime));
  // Truncate rather than round, so 99.999 never reads as a perfect 100%.
  const truncated = Math.floor(clamped * 100 + 1e-6) / 100;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    truncated / 100,
  );
}
