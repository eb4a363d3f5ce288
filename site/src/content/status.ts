/**
 * The /status page: components, recent incidents and upcoming maintenance. Incidents and
 * maintenance are dated relative to the build date, so "recent" and "upcoming" stay true.
 */
import { addDays, buildDate, nextWeekday } from './buildDate';
import { productName } from './productName';

export type ComponentStatus = 'operational' | 'degraded' | 'outage' | 'maintenance';

export const componentStatusLabels: Record<ComponentStatus, string> = {
  operational: 'Operational',
  degraded: 'Degraded performance',
  outage: 'Outage',
  maintenance: 'Under maintenance',
};

/** A service: name, status, uptime, optional issue. */
export interface StatusComponent {
  name: string;
  description: string;
  status: ComponentStatus;
  /** Uptime in percent over the last 90 days, e.g. 99.98: the incidents' minutes taken off. */
  uptime: number;
  /** Its state each of those days, oldest first, today last: degraded on a day with an incident. */
  history: readonly ComponentStatus[];
  issue?: string;
  /**
   * What getting and running the app stands on. A notice on other components alone leaves the
   * headline at "All core systems operational", with the count of notices.
   */
  core?: boolean;
}

export interface Incident {
  /** ISO date. */
  date: string;
  title: string;
  description: string;
  duration: string;
  status: 'resolved';
  affected: readonly string[];
}

export interface MaintenanceWindow {
  /** ISO date. */
  date: string;
  /** Time range, e.g. '06:00–07:00 UTC'. */
  time: string;
  title: string;
  description: string;
  affected: readonly string[];
  status: 'scheduled';
}

/**
 * The components, each at rest: operational. The page is built once and read for days, so a
 * notice written here would stay up long after its cause; every incident listed is resolved and
 * every maintenance window is ahead of the build date.
 */
const componentEntries: readonly Omit<StatusComponent, 'uptime' | 'history'>[] = [
  {
    name: 'Website',
    description: 'This website and its pages',
    status: 'operational',
    core: true,
  },
  {
    name: 'Accounts and sign-in',
    description: 'Sign-up, sign-in and sessions',
    status: 'operational',
    core: true,
  },
  {
    name: 'Verification emails',
    description: 'Emails with the code and link to verify an account',
    status: 'operational',
  },
  {
    name: 'App downloads',
    description: 'Download of the app after verification',
    status: 'operational',
    core: true,
  },
  {
    name: 'Update service',
    description: 'Update checks and update downloads in the app',
    status: 'operational',
    core: true,
  },
  {
    name: 'License activation',
    description: 'Activating and refreshing paid plans in the app',
    status: 'operational',
    core: true,
  },
  {
    name: `${productName} Sync relay`,
    description: 'Optional encrypted sync between your Macs',
    status: 'operational',
  },
  {
    name: 'Payments and billing',
    description: 'Checkout, invoices and refunds',
    status: 'operational',
  },
  {
    name: 'Team administration',
    description: 'Seats and managed settings for Enterprise',
    status: 'operational',
  },
  {
    name: 'Support desk',
    description: 'Support requests and replies',
    status: 'operational',
  },
];

/** The days the uptime and each component's history cover. */
export const historyDays = 90;

/** An incident's length in minutes, from how it is written ('1 hour 12 minutes', '38 minutes'). */
export function durationMinutes(duration: string): number {
  const hours = /(\d+)\s*hours?/.exec(duration);
  const minutes = /(\d+)\s*minutes?/.exec(duration);
  return Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0);
}

/**
 * A component with its uptime and day-by-day history, both from the incidents that name it: the
 * page never claims a figure its own incident list contradicts.
 */
export function withHistory(component: Omit<StatusComponent, 'uptime' | 'history'>): StatusComponent {
  const own = incidentEntries.filter(
    (incident) => incident.affected.includes(component.name) && incident.daysBefore < historyDays,
  );
  const history: ComponentStatus[] = Array.from({ length: historyDays }, () => 'operational');
  for (const incident of own) history[historyDays - 1 - incident.daysBefore] = 'degraded';
  const down = own.reduce((sum, incident) => sum + durationMinutes(incident.duration), 0);
  const uptime = 100 - (down / (historyDays * 24 * 60)) * 100;
  return { ...component, uptime, history };
}

/** An incident as written: how many days before the build it happened. */
export interface IncidentEntry extends Omit<Incident, 'date'> {
  daysBefore: number;
}

/** A maintenance window as written: on the first `weekday` (0 Sunday) `daysAfter` the build. */
export interface MaintenanceEntry extends Omit<MaintenanceWindow, 'date'> {
  daysAfter: number;
  weekday: number;
}

export const incidentEntries: readonly IncidentEntry[] = [
  {
    daysBefore: 11,
    title: 'Delayed Sync Between Devices',
    description:
      'A configuration change reduced relay capacity in one availability zone. Clips synced with delays of up to 4 minutes; no messages were lost. We rolled back the change and added a capacity check to our deploy.',
    duration: '38 minutes',
    status: 'resolved',
    affected: [`${productName} Sync relay`],
  },
  {
    daysBefore: 34,
    title: 'Sign-in Errors for Some Accounts',
    description:
      'An expired certificate on an internal service caused about 6% of sign-in attempts to fail with an unexpected error. Existing sessions and the app were not affected.',
    duration: '22 minutes',
    status: 'resolved',
    affected: ['Accounts and sign-in'],
  },
  {
    daysBefore: 61,
    title: 'Slow Downloads in Asia-Pacific',
    description:
      'Our download host served the app from a distant region for visitors in Asia-Pacific, making downloads slower. Routing was corrected.',
    duration: '1 hour 12 minutes',
    status: 'resolved',
    affected: ['App downloads'],
  },
];

export const maintenanceEntries: readonly MaintenanceEntry[] = [
  {
    daysAfter: 5,
    weekday: 2,
    time: '06:00–06:30 UTC',
    title: 'Account Database Upgrade',
    description:
      'We are upgrading the account database to a new major version. Sign-in and sign-up may be unavailable for up to 10 minutes. The app and your history are not affected.',
    affected: ['Accounts and sign-in', 'Verification emails'],
    status: 'scheduled',
  },
  {
    daysAfter: 19,
    weekday: 2,
    time: '05:00–05:45 UTC',
    title: 'Relay Network Maintenance',
    description:
      'Our host is replacing network equipment. Sync may pause for a few minutes; changes catch up automatically afterwards.',
    affected: [`${productName} Sync relay`],
    status: 'scheduled',
  },
];

/** The incidents of the 90 days before `today` (an ISO date), newest first. */
export function incidentsAt(today: string): Incident[] {
  return [...incidentEntries]
    .sort((a, b) => a.daysBefore - b.daysBefore)
    .map(({ daysBefore, ...incident }) => ({ ...incident, date: addDays(today, -daysBefore) }));
}

/** The maintenance scheduled after `today` (an ISO date), soonest first. */
export function maintenanceAt(today: string): MaintenanceWindow[] {
  return maintenanceEntries
    .map(({ daysAfter, weekday, ...window }) => ({
      ...window,
      date: nextWeekday(addDays(today, daysAfter), weekday),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The components as of the build: their uptime and history from the incidents above. */
export const statusComponents: readonly StatusComponent[] = componentEntries.map(withHistory);

/** As of the day the site was built. */
export const incidents: readonly Incident[] = incidentsAt(buildDate);
export const maintenanceWindows: readonly MaintenanceWindow[] = maintenanceAt(buildDate);

export const statusPage = {
  eyebrow: 'Status',
  heading: 'System Status',
  description: `The status of the services behind ${productName} and their last 90 days. The app itself runs on your Mac and keeps working during any outage listed here.`,
  summary: {
    allOperational: 'All systems operational',
    /** When only components outside the core (`core`) have a notice: calm, and true. */
    coreOperational: 'All core systems operational',
    notices: (count: number) => `${count} ${count === 1 ? 'notice' : 'notices'}`,
    someDegraded: 'Some systems are experiencing issues',
  },
  componentsHeading: 'Components',
  uptimeLabel: (uptime: string) => `${uptime} uptime`,
  uptimeNote: 'Uptime is measured over the last 90 days.',
  /** Under each component's day-by-day strip, and read in its place. */
  history: {
    start: (days: number) => `${days} days ago`,
    end: 'Today',
    summary: (days: number, incidentDays: number) =>
      incidentDays === 0
        ? `No incidents in the last ${days} days`
        : `${incidentDays} ${incidentDays === 1 ? 'day' : 'days'} with an incident in the last ${days} days`,
  },
  incidentsHeading: 'Recent Incidents',
  incidentStatusLabel: 'Resolved',
  /** Introduces an incident's length ('Duration: 38 minutes'). */
  durationLabel: 'Duration',
  affectedLabel: 'Affected',
  maintenanceHeading: 'Upcoming Maintenance',
  maintenanceStatusLabel: 'Scheduled',
  noIncidents: 'No incidents in the last 90 days.',
  noMaintenance: 'No maintenance scheduled.',
  subscribe: {
    heading: 'Get Status Updates',
    text: 'An email when an incident starts and when it is resolved. Nothing else.',
    label: 'Email address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
  },
  /** A static feed file the build writes (not a page route). */
  rss: { label: 'RSS feed', path: '/status.xml' },
} as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An ISO date as RFC 822 for RSS, at noon UTC (the records carry days, not times). */
const rssDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toUTCString();

/**
 * The RSS feed behind `statusPage.rss` (the build writes it to `statusPage.rss.path`): the recent
 * incidents and the scheduled maintenance, newest first. `origin` is the published site's origin.
 */
export function statusFeedXml(origin: string): string {
  const page = `${origin}/status`;
  const entries = [
    ...incidents.map((incident) => ({
      date: incident.date,
      title: `${statusPage.incidentStatusLabel}: ${incident.title}`,
      description: `${incident.description} ${statusPage.durationLabel}: ${incident.duration}. ${statusPage.affectedLabel}: ${incident.affected.join(', ')}.`,
    })),
    ...maintenanceWindows.map((window) => ({
      date: window.date,
      title: `${statusPage.maintenanceStatusLabel}: ${window.title} (${window.time})`,
      description: `${window.description} ${statusPage.affectedLabel}: ${window.affected.join(', ')}.`,
    })),
  ].sort((a, b) => b.date.localeCompare(a.date));
  const items = entries.map(
    (entry) => `    <item>
      <title>${escapeXml(entry.title)}</title>
      <link>${page}</link>
      <guid isPermaLink="false">${escapeXml(`${entry.date}-${entry.title}`)}</guid>
      <pubDate>${rssDate(entry.date)}</pubDate>
      <description>${escapeXml(entry.description)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(`${productName} ${statusPage.heading.toLowerCase()}`)}</title>
    <link>${page}</link>
    <description>${escapeXml(statusPage.description)}</description>
    <language>en</language>
${items.join('\n')}
  </channel>
</rss>
`;
}
