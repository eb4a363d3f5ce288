/** The /roadmap page: every quarter since Q2 2023 and two ahead, as of the build date. */
import { buildDate, quarterIndex, quarterIndexOf } from './buildDate';
import { privateBeta } from './company';
import { productName } from './productName';
import type { LinkItem } from './types';

/** A feature as the page shows it: shipped or not by the build date. */
export interface RoadmapFeature {
  name: string;
  description: string;
  complete: boolean;
}

/** A quarter: quarter, complete, current, features — as derived for one day (`roadmapAt`). */
export interface RoadmapQuarter {
  quarter: string;
  complete: boolean;
  current: boolean;
  features: readonly RoadmapFeature[];
}

/** A feature as written: shipped on an ISO date, or not yet (no date). */
export interface RoadmapItem {
  name: string;
  description: string;
  shipped?: string;
}

/** A quarter as written: no state of its own — `roadmapAt` derives it from the date. */
export interface RoadmapEntry {
  year: number;
  quarter: 1 | 2 | 3 | 4;
  items: readonly RoadmapItem[];
}

/**
 * Every quarter, oldest first: the original Q2 2023 to Q3 2024 as history, then the
 * quarters since, and the plans for the ones ahead.
 */
export const roadmapEntries: readonly RoadmapEntry[] = [
  {
    year: 2023,
    quarter: 2,
    items: [
      {
        name: 'Menu-bar history',
        description: 'Text and image history in a menu-bar window opened with ⇧⌘V.',
        shipped: '2023-05-09',
      },
      {
        name: 'Encrypted local database',
        description: 'AES-256-GCM at rest, key in the login keychain.',
        shipped: '2023-05-30',
      },
      {
        name: 'Concealed-item detection',
        description: 'Items password managers mark as concealed are never stored.',
        shipped: '2023-06-20',
      },
    ],
  },
  {
    year: 2023,
    quarter: 3,
    items: [
      {
        name: 'Full-text search',
        description: 'Prefix and typo-tolerant search across all text clips.',
        shipped: '2023-07-18',
      },
      {
        name: 'Files and links',
        description: 'File references with previews; links with their page titles.',
        shipped: '2023-08-22',
      },
      { name: 'Excluded apps', description: 'Never record from apps you choose.', shipped: '2023-09-12' },
    ],
  },
  {
    year: 2023,
    quarter: 4,
    items: [
      {
        name: 'History timeline',
        description: 'Clips grouped by hour and source app.',
        shipped: '2023-10-10',
      },
      {
        name: 'Text in images',
        description: 'On-device text recognition for screenshots, added to search.',
        shipped: '2023-11-07',
      },
      {
        name: 'Private beta',
        description: `${privateBeta.testers} testers, updates every two weeks.`,
        shipped: privateBeta.startedOn,
      },
    ],
  },
  {
    year: 2024,
    quarter: 1,
    items: [
      {
        name: 'Code snippets',
        description: 'Language detection and highlighting for more than 40 languages.',
        shipped: '2024-01-23',
      },
      {
        name: 'Templates',
        description: 'Reusable snippets with placeholders and cursor position.',
        shipped: '2024-02-20',
      },
      { name: 'Pins', description: 'Clips kept forever and pasted with ⌥1 to ⌥9.', shipped: '2024-03-12' },
    ],
  },
  {
    year: 2024,
    quarter: 2,
    items: [
      {
        name: 'Custom rules',
        description: 'Ignore, expire, transform and collect clips automatically.',
        shipped: '2024-04-16',
      },
      {
        name: 'Touch ID lock',
        description: 'Password protection for the history window.',
        shipped: '2024-05-14',
      },
      {
        name: 'Paste menu',
        description: 'Plain text, Markdown and transforms with ⌥Return.',
        shipped: '2024-06-11',
      },
    ],
  },
  {
    year: 2024,
    quarter: 3,
    items: [
      {
        name: 'Public beta',
        description: `${productName} open to everyone on macOS 13 or later.`,
        shipped: '2024-09-03',
      },
      {
        name: 'Smart collections',
        description: 'On-device grouping of related clips into collections.',
        shipped: '2024-09-17',
      },
      {
        name: `${productName} Sync test group`,
        description: 'End-to-end-encrypted sync between your own Macs, with 60 beta testers.',
        shipped: '2024-09-24',
      },
    ],
  },
  {
    year: 2024,
    quarter: 4,
    items: [
      {
        name: 'Faster first index',
        description: 'Importing a large history takes minutes, not an hour.',
        shipped: '2024-10-22',
      },
      {
        name: 'Handoff clips',
        description: 'Text copied on your iPhone or iPad arrives in the same history.',
        shipped: '2024-11-26',
      },
      {
        name: 'Keyboard filters',
        description: 'Search by app, type and date: app:terminal, type:image, date:yesterday.',
        shipped: '2024-12-10',
      },
    ],
  },
  {
    year: 2025,
    quarter: 1,
    items: [
      {
        name: `${productName} Sync`,
        description: 'Optional end-to-end-encrypted sync between your own Macs, in Pro and Enterprise.',
        shipped: '2025-02-11',
      },
      {
        name: 'Team administration',
        description: 'Seats, invitations and managed rules for Enterprise.',
        shipped: '2025-03-18',
      },
    ],
  },
  {
    year: 2025,
    quarter: 2,
    items: [
      {
        name: 'Plain text by default',
        description: 'Choose, per app, whether pastes keep their formatting.',
        shipped: '2025-04-08',
      },
      {
        name: 'Shared template libraries',
        description: 'Templates a team edits together, synced end to end encrypted.',
        shipped: '2025-05-27',
      },
      {
        name: 'Shortcuts actions',
        description: 'Read, add and paste clips from the Shortcuts app.',
        shipped: '2025-06-17',
      },
    ],
  },
  {
    year: 2025,
    quarter: 3,
    items: [
      {
        name: 'Paste stack',
        description: 'Collect several clips, then paste them in order with one shortcut.',
        shipped: '2025-07-22',
      },
      {
        name: 'Quick Look previews',
        description: 'Press Space on any clip for a full-size preview.',
        shipped: '2025-08-19',
      },
      {
        name: 'VoiceOver throughout',
        description: 'Every control and clip labeled, tested with blind beta users.',
        shipped: '2025-09-23',
      },
    ],
  },
  {
    year: 2025,
    quarter: 4,
    items: [
      {
        name: 'Managed settings',
        description: 'Rules and excluded apps deployed with configuration profiles (MDM).',
        shipped: '2025-10-28',
      },
      {
        name: 'Single sign-on',
        description: 'SAML sign-in for Enterprise team administration.',
        shipped: '2025-12-02',
      },
    ],
  },
  {
    year: 2026,
    quarter: 1,
    items: [
      {
        name: 'Edit before pasting',
        description: 'Change a text clip in place, keeping the original in history.',
        shipped: '2026-01-27',
      },
      {
        name: 'Duplicate merging',
        description: 'Copying the same thing twice moves it to the top instead of adding a row.',
        shipped: '2026-03-10',
      },
    ],
  },
  {
    year: 2026,
    quarter: 2,
    items: [
      {
        name: 'Local API',
        description: 'A command-line tool and a local socket for scripts, off by default.',
        shipped: '2026-04-21',
      },
      {
        name: 'Redact before pasting',
        description: 'Blur parts of a screenshot clip without leaving the history window.',
        shipped: '2026-06-02',
      },
    ],
  },
  {
    year: 2026,
    quarter: 3,
    items: [
      {
        name: 'Faster launch',
        description: 'The history window opens in under 50 ms on Apple silicon.',
        shipped: '2026-07-14',
      },
      {
        name: 'Sync conflict view',
        description: 'See and resolve a clip edited on two Macs at once.',
        shipped: '2026-08-25',
      },
      {
        name: 'Per-app history',
        description: 'Filter the window to what you copied in the app in front.',
        shipped: '2026-09-15',
      },
    ],
  },
  {
    year: 2026,
    quarter: 4,
    items: [
      {
        name: 'Smart paste suggestions',
        description: 'The clips you paste into the app in front come first, learned on your Mac.',
        shipped: '2026-10-20',
      },
      {
        name: 'Search in PDFs',
        description: 'Text inside copied PDF files, indexed on device.',
        shipped: '2026-11-17',
      },
      {
        name: 'Team audit log',
        description: 'A first look for Enterprise admins: who changed which managed rule, and when.',
        shipped: '2026-11-24',
      },
    ],
  },
  {
    year: 2027,
    quarter: 1,
    items: [
      { name: 'Version 4', description: 'Out of beta, with a redesigned history window.' },
      { name: 'Windows companion', description: 'Read-only access to your synced history on a PC.' },
    ],
  },
  {
    year: 2027,
    quarter: 2,
    items: [
      { name: 'Clip sharing', description: 'Send a clip to a teammate, end-to-end encrypted.' },
      { name: 'Snippet variables', description: 'Dates, counters and clipboard values inside templates.' },
    ],
  },
];

/** How many quarters past the present the page shows. */
export const quartersAhead = 2;

/**
 * The roadmap as of `today` (an ISO date; the page passes the build date): quarters before it
 * Completed, the one holding it Current, later ones Planned, up to `quartersAhead` ahead; a
 * feature is shipped once its date has passed.
 */
export function roadmapAt(today: string): RoadmapQuarter[] {
  const now = quarterIndexOf(today);
  return roadmapEntries
    .filter((entry) => quarterIndex(entry.year, entry.quarter) <= now + quartersAhead)
    .map((entry) => {
      const index = quarterIndex(entry.year, entry.quarter);
      return {
        quarter: `Q${entry.quarter} ${entry.year}`,
        complete: index < now,
        current: index === now,
        features: entry.items.map((item) => ({
          name: item.name,
          description: item.description,
          complete: item.shipped !== undefined && item.shipped <= today,
        })),
      };
    });
}

/** The roadmap as of the day the site was built. */
export const roadmapQuarters: readonly RoadmapQuarter[] = roadmapAt(buildDate);

export const roadmapPage = {
  eyebrow: 'Roadmap',
  heading: 'What We’ve Built, and What We’re Building',
  description: `${productName} ships a beta update about every two weeks. This is where each quarter’s work landed.`,
  completedLabel: 'Completed',
  currentLabel: 'Current',
  plannedLabel: 'Planned',
  featureDoneLabel: 'Done',
  featureInProgressLabel: 'In progress',
  progressLabel: (done: number, total: number) => `${done} of ${total} shipped`,
  /** After the year on a folded year of completed quarters: '2024 · 12 shipped'. */
  yearShippedLabel: (shipped: number) => `${shipped} shipped`,
  /** On a folded year's tile: the first features it shipped. */
  yearHighlightsLabel: (names: string[]) => names.join(', '),
  suggest: {
    heading: 'Missing Something?',
    text: 'Most items on this page started as a message from someone using the app.',
    link: { label: 'Suggest a Feature', href: '/contact' } satisfies LinkItem,
  },
  subscribe: {
    heading: 'Follow Along',
    text: 'An email when a quarter’s work ships. Four a year, at most.',
    label: 'Email address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
  },
} as const;
