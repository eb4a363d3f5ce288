// The cookie categories: the rows of the cookie policy's table, and what the cookie banner's
// preferences list. A module of their own, so the banner (on every first visit) loads them without
// the policy's text.

/** One row of the cookie table; also used by the banner's category descriptions. */
export interface CookieCategoryPolicy {
  id: 'essential' | 'security' | 'functional' | 'analytics' | 'marketing';
  label: string;
  purpose: string;
  examples: string;
  lifespan: string;
  alwaysOn: boolean;
}

export const cookieCategoryPolicies: readonly CookieCategoryPolicy[] = [
  {
    id: 'essential',
    label: 'Essential',
    purpose:
      'Make the site work: keep you signed in during a visit, remember your cookie choice and route requests.',
    examples: 'Session, load balancing, consent record',
    lifespan: 'Up to 24 hours',
    alwaysOn: true,
  },
  {
    id: 'security',
    label: 'Security',
    purpose: 'Protect sign-in and forms: detect automated abuse and stop repeated failed sign-ins.',
    examples: 'Request verification, rate limiting',
    lifespan: 'Up to 24 hours',
    alwaysOn: false,
  },
  {
    id: 'functional',
    label: 'Functional',
    purpose: 'Remember choices that make later visits easier, such as the billing period you last looked at.',
    examples: 'Preferences',
    lifespan: 'Up to 1 year',
    alwaysOn: false,
  },
  {
    id: 'analytics',
    label: 'Analytics',
    purpose:
      'Count visits and see which pages help, in aggregate. No cross-site tracking, no advertising profiles.',
    examples: 'Pseudonymous visitor and visit identifiers',
    lifespan: 'Up to 2 years',
    alwaysOn: false,
  },
  {
    id: 'marketing',
    label: 'Marketing',
    purpose:
      'Measure whether announcements of new releases reach people. We set no marketing cookies today; the switch records your choice in advance.',
    examples: 'Campaign attribution',
    lifespan: 'Up to 2 years',
    alwaysOn: false,
  },
];
