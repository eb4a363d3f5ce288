import type { PressRelease } from './pressReleases';

/** Sample content for stories only; the site supplies its own. */
export const samplePressReleases: PressRelease[] = [
  {
    title: 'Optional end-to-end encrypted sync arrives for Pro and Enterprise',
    date: '2024-07-09',
    excerpt:
      'History stays on the Mac by default. Teams that want it can now sync between their own devices.',
    href: '/press/sync',
    category: 'Product',
  },
  {
    title: 'Clipboard manager passes 15,000 downloads in public beta',
    date: '2024-05-21',
    excerpt: 'Six months after the first public build, the beta has found its way onto thousands of Macs.',
    href: '/press/15000-downloads',
    category: 'Company',
  },
  {
    title: 'New partner program for resellers and integrators',
    date: '2024-03-04',
    excerpt: 'Three partnership types with pricing, training and priority support.',
    href: '/press/partner-program',
    category: 'Partnerships',
  },
  {
    title: 'Intelligent search and pinned clips land in version 3.0',
    date: '2023-11-14',
    excerpt: 'Find any clip by a word or its type, and keep the snippets you use every day.',
    href: '/press/version-3',
    category: 'Product',
  },
];
