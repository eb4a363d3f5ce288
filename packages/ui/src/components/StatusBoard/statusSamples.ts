import type { Incident } from './IncidentList';
import type { MaintenanceWindow } from './MaintenanceList';
import type { StatusComponent } from './status';

/** Sample content for stories and tests only; the site supplies its own. */
export const sampleComponents: StatusComponent[] = [
  { name: 'Website', status: 'operational', uptime: 99.99 },
  { name: 'Download server', status: 'operational', uptime: 99.98 },
  { name: 'Authentication', status: 'operational', uptime: 99.97 },
  { name: 'Email delivery', status: 'operational', uptime: 99.95 },
  { name: 'License activation', status: 'operational', uptime: 99.99 },
  { name: 'Update service', status: 'operational', uptime: 100 },
  { name: 'Sync relay', status: 'operational', uptime: 99.93 },
  { name: 'Payments', status: 'operational', uptime: 99.99 },
  { name: 'Support desk', status: 'operational', uptime: 99.9 },
  { name: 'Documentation', status: 'operational', uptime: 100 },
];

export const withStatus = (
  name: string,
  status: StatusComponent['status'],
  issue?: string,
): StatusComponent[] =>
  sampleComponents.map((component) =>
    component.name === name ? { ...component, status, issue } : component,
  );

/** The same, with what the service stands on marked `core`. */
const coreNames = new Set([
  'Website',
  'Download server',
  'Authentication',
  'License activation',
  'Update service',
]);
export const withCore = (components: StatusComponent[]): StatusComponent[] =>
  components.map((component) => ({ ...component, core: coreNames.has(component.name) }));

export const sampleIncidents: Incident[] = [
  {
    date: '2024-06-18',
    title: 'Slow verification emails',
    description:
      'Verification emails took up to ten minutes to arrive because of a backlog at our mail provider. Messages were queued, none were lost.',
    duration: '48 minutes',
    status: 'resolved',
    affected: ['Email delivery', 'Authentication'],
  },
  {
    date: '2024-05-02',
    title: 'Download links expired early',
    description:
      'Signed download links expired after one minute instead of five. A configuration change was rolled back.',
    duration: '1 hour 12 minutes',
    status: 'resolved',
    affected: ['Download server'],
  },
  {
    date: '2024-04-11',
    title: 'Update checks failed for some Macs',
    description:
      'The update feed returned errors for Macs on macOS 12. The app kept working; only update checks failed.',
    duration: '25 minutes',
    status: 'resolved',
    affected: ['Update service'],
  },
];

export const sampleMaintenance: MaintenanceWindow[] = [
  {
    date: '2024-07-20',
    timeRange: '02:00–04:00 UTC',
    title: 'Database upgrade',
    description:
      'We are moving accounts to a newer database version. Sign-in and downloads may pause for a few minutes.',
    affected: ['Authentication', 'Download server'],
  },
  {
    date: '2024-08-03',
    timeRange: '01:00–01:30 UTC',
    title: 'Mail provider migration',
    description: 'Verification emails sent during the window will be delayed, not lost.',
    affected: ['Email delivery'],
  },
];
