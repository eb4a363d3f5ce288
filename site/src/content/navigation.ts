import { productName } from './productName';
import type { SiteHeaderVariant } from '@clipnest/ui';
import type { HeaderVariant } from '../routeTable';
import type { Href, SitePath } from './types';

export interface NavItem {
  label: string;
  href: SitePath;
}

const mainNav: readonly NavItem[] = [
  { label: 'Features', href: '/features' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'About', href: '/about' },
];

/**
 * The header of each variant a route of the table names: its links, and the SiteHeader look (the
 * landing page's own bar, or the bar of every other page).
 */
export const headers: Record<HeaderVariant, { items: readonly NavItem[]; look: SiteHeaderVariant }> = {
  landing: { items: mainNav, look: 'default' },
  default: { items: mainNav, look: 'legal' },
  minimal: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Features', href: '/features' },
    ],
    look: 'legal',
  },
};

/** The mobile menu's second, smaller group of links, under the main ones (the bar has no room for them). */
export const headerSecondaryNav: readonly NavItem[] = [
  { label: 'Blog', href: '/blog' },
  { label: 'Changelog', href: '/changelog' },
  { label: 'Roadmap', href: '/roadmap' },
  { label: 'Status', href: '/status' },
  { label: 'Install Guide', href: '/install' },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact', href: '/contact' },
];

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
