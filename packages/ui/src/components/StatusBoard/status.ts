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

/** Uptime for display, e.g. `99.98` → '99.98%', `100` → '100%' (at most two decimals, never rounded up to 100). */
export function formatUptime(uptime: number, locale: string): string {
  const clamped = Math.min(100, Math.max(0, uptime));
  // Truncate rather than round, so 99.999 never reads as a perfect 100%.
  const truncated = Math.floor(clamped * 100 + 1e-6) / 100;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    truncated / 100,
  );
}
