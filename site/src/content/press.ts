/** The /press page. Release links point to pages of this site (mostly blog posts). */
import { buildDate } from './buildDate';
import { blogHref } from './paths';
import { privateBeta, privateBetaDuration } from './company';
import { company, emails, mailto, productName } from './product';
import type { SitePath } from './types';

export type PressCategory = 'Product' | 'Company' | 'Security' | 'Partnerships';

/** A press release: title, date, excerpt, link — plus a category for the filter. */
export interface PressRelease {
  title: string;
  /** ISO date. */
  date: string;
  excerpt: string;
  link: SitePath;
  category: PressCategory;
}

/** A media-kit file: name, format, size. `sizeMb` is a number; the total is computed. */
export interface MediaKitItem {
  name: string;
  format: string;
  sizeMb: number;
  description: string;
}

export const pressCategories: readonly PressCategory[] = ['Product', 'Company', 'Security', 'Partnerships'];

/** Every release as written, newest first; the page shows those dated on or before the build day. */
const allPressReleases: readonly PressRelease[] = [
  {
    title: `${productName} 3.5 Suggests the Clip You Need, Learned on Your Mac`,
    date: '2026-10-20',
    excerpt:
      'The clips you paste into the app in front now come first. The suggestions are learned and stored on the device, and nothing about them is uploaded.',
    link: '/changelog',
    category: 'Product',
  },
  {
    title: `${productName} Opens a Local API for Scripts and Automation`,
    date: '2026-04-21',
    excerpt:
      'A command-line tool and a local socket let scripts read and add clips. It is off by default and never listens on the network.',
    link: '/roadmap',
    category: 'Product',
  },
  {
    title: `${productName} Publishes Its Clipboard Threat Model`,
    date: '2026-01-13',
    excerpt:
      'What a clipboard manager can leak, which of those risks the app removes, and which ones stay with the user: the team’s full analysis.',
    link: blogHref('clipboard-threat-model'),
    category: 'Security',
  },
  {
    title: `Managed Settings and Single Sign-On Bring ${productName} to IT-Managed Macs`,
    date: '2025-12-02',
    excerpt:
      'Enterprise teams can deploy rules and excluded apps with configuration profiles and sign in to team administration with SAML.',
    link: '/pricing',
    category: 'Product',
  },
  {
    title: `${productName} Sync Brings End-to-End-Encrypted Sync to a Local-First Clipboard`,
    date: '2025-02-11',
    excerpt: 'Optional, opt-in sync between a user’s own Macs, with keys that never leave their devices.',
    link: blogHref('end-to-end-encrypted-sync'),
    category: 'Product',
  },
  {
    title: 'Education Program Offers Free Pro Seats to Teaching Staff',
    date: '2024-11-12',
    excerpt:
      'Universities and research institutes can now deploy the app to staff and students with campus pricing.',
    link: '/partners',
    category: 'Partnerships',
  },
  {
    title: 'Independent Review Confirms No Clipboard Content Leaves the Device',
    date: '2024-10-08',
    excerpt:
      'An external security review of the app’s network traffic and storage found no transmission of clipboard content.',
    link: blogHref('why-your-clipboard-should-stay-on-your-mac'),
    category: 'Security',
  },
  {
    title: `${productName} Opens Public Beta for macOS`,
    date: privateBeta.endedOn,
    excerpt: `After ${privateBetaDuration} of private testing with ${privateBeta.testers} people, the clipboard manager is available to everyone on macOS 13 or later.`,
    link: blogHref('introducing-public-beta'),
    category: 'Product',
  },
  {
    title: `${company.legalName} Founded in Berlin to Build Local-First Productivity Tools`,
    date: company.foundedOn,
    excerpt:
      'The founders set out to build software that is fast because it runs locally and private because it never uploads.',
    link: '/about',
    category: 'Company',
  },
];

/** The releases as of the build day: a release is never dated after the site that shows it. */
export const pressReleases: readonly PressRelease[] = allPressReleases.filter(
  (release) => release.date <= buildDate,
);

export const mediaKit: readonly MediaKitItem[] = [
  { name: 'Logo pack', format: 'SVG, PNG', sizeMb: 4.8, description: 'Mark and wordmark, light and dark.' },
  {
    name: 'Product screenshots',
    format: 'PNG',
    sizeMb: 38.4,
    description: 'The history window, search, timeline and settings at 2×.',
  },
  { name: 'App icon set', format: 'PNG, ICNS', sizeMb: 6.2, description: 'Every size from 16 to 1024 px.' },
  {
    name: 'Founder photos',
    format: 'JPG',
    sizeMb: 12.5,
    description: 'Lena Hoffmann and Jonas Becker, print resolution.',
  },
  {
    name: 'Brand guidelines',
    format: 'PDF',
    sizeMb: 8.9,
    description: 'Colors, type and how to write the name.',
  },
  { name: 'Fact sheet', format: 'PDF', sizeMb: 1.8, description: 'The company and product on one page.' },
];

/** The media kit's total in MB, to one decimal (72.6). */
export const mediaKitTotalMb = Math.round(mediaKit.reduce((sum, item) => sum + item.sizeMb * 10, 0)) / 10;

export const pressPage = {
  eyebrow: 'Press',
  heading: 'Press and Media',
  description: `News, resources and a direct line to the ${productName} team.`,
  releasesHeading: 'Press Releases',
  categoryLabel: 'Category',
  allCategories: 'All',
  readMore: 'Read More',
  noReleases: 'No releases in this category yet.',
  releasesCount: (count: number) => (count === 1 ? '1 press release' : `${count} press releases`),
  mediaKit: {
    heading: 'Media Kit',
    description: 'Logos, screenshots and photos you may use when writing about us.',
    sizeLabel: (sizeMb: number) => `${sizeMb.toFixed(1)} MB`,
    totalLabel: (totalMb: number) => `Complete kit: ${totalMb.toFixed(1)} MB`,
    request: { label: 'Request the Media Kit', href: mailto('press', 'Media kit request') },
  },
  contact: {
    heading: 'Press Contact',
    text: 'Interviews, quotes and review builds, answered by a founder.',
    name: 'Lena Hoffmann',
    role: 'Co-founder and CEO',
    email: emails.press,
    href: mailto('press'),
    responseClaim: 'We reply to press inquiries within 24 hours.',
  },
  subscribe: {
    heading: 'Press Updates',
    text: 'Releases and announcements, before they go on the blog.',
    label: 'Email address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
  },
} as const;
