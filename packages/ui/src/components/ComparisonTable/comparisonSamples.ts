// Sample content for the stories (not exported by the package): the plan limits
// of the site's pricing content, with descriptions written for the sample.
import type { ComparisonGroup, ComparisonPlan } from './comparisonTypes';

export const samplePlans: ComparisonPlan[] = [
  { id: 'basic', title: 'Basic', description: '$0' },
  { id: 'pro', title: 'Pro', description: '$3.99/month' },
  { id: 'enterprise', title: 'Enterprise', description: '$7.99/month' },
];

export const sampleGroups: ComparisonGroup[] = [
  {
    id: 'history',
    title: 'History',
    rows: [
      {
        title: 'Maximum history size',
        description: 'How many clips are kept.',
        values: { basic: '100 items', pro: 'Unlimited', enterprise: 'Unlimited' },
      },
      {
        title: 'History retention',
        description: 'How long clips are kept.',
        values: { basic: '7 days', pro: '30 days', enterprise: 'Unlimited' },
      },
    ],
  },
  {
    id: 'organization',
    title: 'Sync and organization',
    rows: [
      {
        title: 'Device sync',
        description: 'Optional, end-to-end encrypted.',
        values: { basic: 'Single device only', pro: true, enterprise: true },
      },
      { title: 'AI organization', values: { basic: false, pro: true, enterprise: true } },
      { title: 'Custom rules', values: { basic: false, pro: 'Limited', enterprise: 'Advanced' } },
    ],
  },
  {
    id: 'security',
    title: 'Security and privacy',
    rows: [
      {
        title: 'Encryption',
        values: { basic: 'Standard', pro: 'Advanced', enterprise: 'Hardware-bound keys' },
      },
      { title: 'Password protection', values: { basic: false, pro: true, enterprise: true } },
      { title: 'Privacy controls', values: { basic: 'Basic', pro: 'Advanced', enterprise: 'Custom' } },
    ],
  },
  {
    id: 'support',
    title: 'Support and teams',
    rows: [
      { title: 'Priority support', values: { basic: false, pro: true, enterprise: true } },
      { title: 'Advanced analytics', values: { basic: false, pro: true, enterprise: true } },
      { title: 'Team management', values: { basic: false, pro: false, enterprise: true } },
      { title: 'Custom API', values: { basic: false, pro: false, enterprise: true } },
      { title: 'Dedicated account manager', values: { basic: false, pro: false, enterprise: true } },
    ],
  },
];

/** The same rows without category headings. */
export const sampleUngrouped: ComparisonGroup[] = [{ rows: sampleGroups.flatMap((group) => group.rows) }];

/** Five plans: wider than a phone, with checks and crosses in the last columns. */
export const sampleWidePlans: ComparisonPlan[] = [
  ...samplePlans,
  { id: 'team', title: 'Team', description: '$5.99/month' },
  { id: 'education', title: 'Education', description: '$1.99/month' },
];

export const sampleWideRows: ComparisonGroup[] = [
  {
    rows: [
      {
        title: 'Password protection',
        values: { basic: false, pro: true, enterprise: true, team: true, education: true },
      },
      {
        title: 'Team management',
        values: { basic: false, pro: false, enterprise: true, team: false, education: true },
      },
    ],
  },
];
