import { productName } from './product';
import type { Href, SitePath } from './types';

export interface NavItem {
  label: string;
  href: SitePath;
}

/** Header variants: the default set, and the reduced set for the privacy, terms, legal-notice and contact pages. */
export type HeaderVariant = 'default' | 'minimal';

export const headerNav: Record<HeaderVariant, readonly NavItem[]> = {
  default: [
    { label: 'Features', href: '/features' },
    { label: 'Pricing', href: '/pricing' },
    { label: 'About', href: '/about' },
  ],
  minimal: [
    { label: 'Home', href: '/' },
    { label: 'Features', href: '/features' },
  ],
};

/** The mobile menu's second, smaller group of links, under the main ones (the bar has no room for them). */
export const headerSecondaryNav: readonly NavItem[] = [
  { label: 'Blog', href: '/blog' },
  { label: 'Roadmap', href: '/roadmap' },
  { label: 'Status', href: '/status' },
  { label: 'Contact', href: '/contact' },
];

/** Pages whose header shows Home and Features instead of Features, Pricing and About. */
export const minimalHeaderPaths: readonly SitePath[] = ['/privacy', '/terms', '/legal-notice', '/contact'];

export function headerVariantFor(path: string): HeaderVariant {
  return (minimalHeaderPaths as readonly string[]).includes(path) ? 'minimal' : 'default';
}

export const headerLabels = {
  navigation: 'Main',
  openMenu: 'Open Menu',
  closeMenu: 'Close Menu',
  menu: 'Menu',
  secondaryNavigation: 'More',
  home: `${productName} home`,
  download: 'Download',
  /** The mobile menu's full-width button, pinned to the bottom of the sheet. */
  menuDownload: 'Download Now',
  skipLink: 'Skip to content',
} as const;

/** The floating product-directory badge at the bottom right of every page. */
export const floatingBadge = {
  label: `${productName} on the product directory`,
  text: 'Featured in the directory',
  href: '/press' satisfies Href,
} as const;
