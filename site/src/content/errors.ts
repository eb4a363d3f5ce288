/** The 404 page and the error page shown for a render or router error. */
import type { LinkItem } from './types';

export const notFound = {
  code: '404',
  /** The specified text, word for word. */
  title: 'Oops! Page not found',
  description: 'The page you are looking for doesn’t exist or has moved.',
  homeLabel: 'Back to Home',
  home: { label: 'Back to Home', href: '/' } satisfies LinkItem,
} as const;

export const serverError = {
  title: 'Something Went Wrong',
  description: 'This page failed to load. Reloading usually helps; if it doesn’t, the home page will.',
  homeLabel: 'Back to Home',
  detailsLabel: 'Technical details',
  retryLabel: 'Reload Page',
} as const;
