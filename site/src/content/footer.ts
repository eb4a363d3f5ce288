// The footer's copy: it loads with the footer's code, when the visitor scrolls near it (the header's
// is in ./navigation, with every page's first load).
import { emails, mailto, productName } from './product';
import type { Href } from './types';

export interface FooterLinkItem {
  label: string;
  href: Href;
}

export interface FooterColumnContent {
  title: string;
  links: readonly FooterLinkItem[];
}

/** The footer links to every page of the site. */
export const footerColumns: readonly FooterColumnContent[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '/features' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Roadmap', href: '/roadmap' },
      { label: 'Changelog', href: '/changelog' },
      { label: 'Install Guide', href: '/install' },
      { label: 'Status', href: '/status' },
      { label: 'Download', href: '/#download' },
    ],
  },
  {
    title: 'Features',
    links: [
      { label: 'Local Storage', href: '/features/local-storage' },
      { label: 'Smart Organization', href: '/features/smart-organization' },
      { label: 'Smart Search', href: '/features/smart-search' },
      { label: 'Lightning Fast', href: '/features/lightning-fast' },
      { label: 'Code Snippets', href: '/features/code-snippets' },
      { label: 'Custom Rules', href: '/features/custom-rules' },
      { label: 'Universal Clipboard', href: '/features/universal-clipboard' },
      { label: 'Templates', href: '/features/templates' },
      { label: 'Encrypted Sync', href: '/features/copy-clip-cloud' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Blog', href: '/blog' },
      { label: 'Careers', href: '/careers' },
      { label: 'Press', href: '/press' },
      { label: 'Partners', href: '/partners' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Cookie Policy', href: '/cookies' },
      { label: 'Acceptable Use', href: '/acceptable-use' },
      { label: 'Data Processing', href: '/data-processing' },
      { label: 'Legal Notice', href: '/legal-notice' },
    ],
  },
];

/** The short row of legal links under the footer columns. */
export const legalLinks: readonly FooterLinkItem[] = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Cookies', href: '/cookies' },
  { label: 'Legal Notice', href: '/legal-notice' },
];

export const footerContent = {
  tagline: `${productName} keeps everything you copy — text, images, files, code — searchable on your Mac. Nothing leaves the device unless you turn on sync.`,
  legalLabel: 'Policies',
  /** Reopens the cookie preferences. */
  cookieSettings: 'Cookie Settings',
  contact: {
    intro: 'Questions, bugs, ideas?',
    label: emails.support,
    href: mailto('support'),
  },
  newsletter: {
    heading: 'Release Notes in Your Inbox',
    text: 'One email per release. No tracking pixels, unsubscribe in one click.',
    label: 'Email address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
  },
  backToTop: 'Back to top',
} as const;

/**
 * Pages whose own subscribe box (blog, press, roadmap and status updates) ends the page: there the
 * footer leaves its newsletter form out, so that two sign-up forms never sit one above the other.
 */
export const pagesWithOwnSubscribeBox: readonly string[] = ['/blog', '/press', '/roadmap', '/status'];
