/** The cookie banner and its preferences dialog. Lifespans come from the cookie policy's table. */
import { cookieCategoryPolicies } from './legal/cookieCategories';

export interface CookieCategoryCopy {
  id: 'essential' | 'security' | 'functional' | 'analytics' | 'marketing';
  label: string;
  description: string;
  lifespan: string;
}

const short: Record<CookieCategoryCopy['id'], string> = {
  essential: 'Keep you signed in during a visit and remember your cookie choice. Always on.',
  security: 'Protect sign-in and forms from automated abuse.',
  functional: 'Remember choices such as the billing period you last looked at.',
  analytics: 'Count visits and popular pages, in aggregate. No cross-site tracking.',
  marketing: 'Measure whether release announcements reach people. None are set today.',
};

export const cookieCategories: readonly CookieCategoryCopy[] = cookieCategoryPolicies.map((c) => ({
  id: c.id,
  label: c.label,
  description: short[c.id],
  lifespan: c.lifespan,
}));

export const cookieBanner = {
  title: 'Cookies on This Site',
  message:
    'We use essential cookies to run the site. With your permission we also use analytics to see which pages help. The app itself sets no cookies.',
  dialogTitle: 'Cookie Preferences',
  dialogDescription:
    'Choose which cookies this website may use. You can change this at any time from the footer.',
  labels: {
    region: 'Cookie consent',
    acceptAll: 'Accept All',
    essentialOnly: 'Essential Only',
    customize: 'Customize',
    save: 'Save Preferences',
    cancel: 'Cancel',
    close: 'Close',
    privacy: 'Privacy',
    essentialReason: 'Required for the site to work',
    lifespan: 'Lifespan',
  },
  privacyHref: '/privacy',
  cookiePolicyLink: { label: 'Cookie Policy', href: '/cookies' },
  /** Toast after saving (the specified text, word for word). */
  saved: 'Cookie preferences saved successfully.',
} as const;
