// Sample content for the stories (not exported by the package): the product spec's §9
// 'Plan limits', with descriptions written for the sample.
import type { ComparisonGroup, ComparisonPlan } from './ComparisonTable';

export const samplePlans: ComparisonPlan[] = [
  { id: 'basic', name: 'Basic', detail: '$0' },
  { id: 'pro', name: 'Pro', detail: '$3.99/month' },
  { id: 'enterprise', name: 'Enterprise', detail: '$7.99/month' },
];

export const sampleGroups: ComparisonGroup[] = [
  {
    id: 'history',
    heading: 'History',
    rows: [
      {
        name: 'Maximum history size',
        description: 'How many clips are kept.',
        values: { basic: '100 items', pro: 'Unlimited', enterprise: 'Unlimited' },
      },
      {
        name: 'History retention',
        description: 'How long clips are kept.',
        values: { basic: '7 days', pro: '30 days', enterprise: 'Unlimited' },
      },
    ],
  },
  {
    id: 'organization',
    heading: 'Sync and organization',
    rows: [
      {
        name: 'Device sync',
        description: 'Optional, end-to-end encrypted.',
        values: { basic: 'Single device only', pro: true, enterprise: true },
      },
      { name: 'AI organization', values: { basic: false, pro: true, enterprise: true } },
      { name: 'Custom rules', values: { basic: false, pro: 'Limited', enterprise: 'Advanced' } },
    ],
  },
  {
    id: 'security',
    heading: 'Security and privacy',
    rows: [
      { name: 'Encryption', values: { basic: 'Standard', pro: 'Advanced', enterprise: 'Military-grade' } },
      { name: 'Password protection', values: { basic: false, pro: true, enterprise: true } },
      { name: 'Privacy controls', values: { basic: 'Basic', pro: 'Advanced', enterprise: 'Custom' } },
    ],
  },
  {
    id: 'support',
    heading: 'Support and teams',
    rows: [
      { name: 'Priority support', values: { basic: false, pro: true, enterprise: true } },
      { name: 'Advanced analytics', values: { basic: false, pro: true, enterprise: true } },
      { name: 'Team management', values: { basic: false, pro: false, enterprise: true } },
      { name: 'Custom API', values: { basic: false, pro: false, enterprise: true } },
      { name: 'Dedicated account manager', values: { basic: false, pro: false, enterprise: true } },
    ],
  },
];

/** The same rows without category headings. */
export const sampleUngrouped: ComparisonGroup[] = [{ rows: sampleGroups.flatMap((group) => group.rows) }];
