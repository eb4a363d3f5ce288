import type { CookieCategoryInfo } from './CookiePreferencesDialog';

/** Sample categories for stories and tests, with the lifespans from the product's cookie policy. */
export const sampleCookieCategories: CookieCategoryInfo[] = [
  {
    id: 'essential',
    label: 'Essential',
    description: 'Keep you signed in and remember your cookie choice.',
    lifespan: 'up to 24 hours',
  },
  {
    id: 'security',
    label: 'Security',
    description: 'Protect your account and detect suspicious sign-ins.',
    lifespan: 'up to 24 hours',
  },
  {
    id: 'functional',
    label: 'Functional',
    description: 'Remember settings such as your preferred theme.',
    lifespan: 'up to 1 year',
  },
  {
    id: 'analytics',
    label: 'Analytics',
    description: 'Help us understand which pages are useful, in aggregate.',
    lifespan: 'up to 2 years',
  },
  {
    id: 'marketing',
    label: 'Marketing',
    description: 'Measure whether our announcements reach people.',
    lifespan: 'up to 2 years',
  },
];

export const sampleCookieMessage =
  'We use essential cookies to run the site and, with your permission, others to improve it.';
