/** The /roadmap page: quarters from Q2 2023 to Q3 2024. */
import { productName } from './product';
import type { LinkItem } from './types';

export interface RoadmapFeature {
  name: string;
  description: string;
  complete: boolean;
}

/** Section 3: quarter, complete, current, features. */
export interface RoadmapQuarter {
  quarter: string;
  complete: boolean;
  current: boolean;
  features: readonly RoadmapFeature[];
}

export const roadmapQuarters: readonly RoadmapQuarter[] = [
  {
    quarter: 'Q2 2023',
    complete: true,
    current: false,
    features: [
      {
        name: 'Menu-bar history',
        description: 'Text and image history in a menu-bar window opened with ⇧⌘V.',
        complete: true,
      },
      {
        name: 'Encrypted local database',
        description: 'AES-256-GCM at rest, key in the login keychain.',
        complete: true,
      },
      {
        name: 'Concealed-item detection',
        description: 'Items password managers mark as concealed are never stored.',
        complete: true,
      },
    ],
  },
  {
    quarter: 'Q3 2023',
    complete: true,
    current: false,
    features: [
      {
        name: 'Full-text search',
        description: 'Prefix and typo-tolerant search across all text clips.',
        complete: true,
      },
      {
        name: 'Files and links',
        description: 'File references with previews; links with their page titles.',
        complete: true,
      },
      { name: 'Excluded apps', description: 'Never record from apps you choose.', complete: true },
    ],
  },
  {
    quarter: 'Q4 2023',
    complete: true,
    current: false,
    features: [
      { name: 'History timeline', description: 'Clips grouped by hour and source app.', complete: true },
      {
        name: 'Text in images',
        description: 'On-device text recognition for screenshots, added to search.',
        complete: true,
      },
      { name: 'Private beta', description: '400 testers, updates every two weeks.', complete: true },
    ],
  },
  {
    quarter: 'Q1 2024',
    complete: true,
    current: false,
    features: [
      {
        name: 'Code snippets',
        description: 'Language detection and highlighting for more than 40 languages.',
        complete: true,
      },
      {
        name: 'Templates',
        description: 'Reusable snippets with placeholders and cursor position.',
        complete: true,
      },
      { name: 'Pins', description: 'Clips kept forever and pasted with ⌥1 to ⌥9.', complete: true },
    ],
  },
  {
    quarter: 'Q2 2024',
    complete: true,
    current: false,
    features: [
      {
        name: 'Custom rules',
        description: 'Ignore, expire, transform and collect clips automatically.',
        complete: true,
      },
      { name: 'Touch ID lock', description: 'Password protection for the history window.', complete: true },
      {
        name: 'Paste menu',
        description: 'Plain text, Markdown and transforms with ⌥Return.',
        complete: true,
      },
    ],
  },
  {
    quarter: 'Q3 2024',
    complete: false,
    current: true,
    features: [
      {
        name: 'Public beta',
        description: `${productName} open to everyone on macOS 13 or later.`,
        complete: true,
      },
      {
        name: 'Smart collections',
        description: 'On-device grouping of related clips into collections.',
        complete: true,
      },
      {
        name: `${productName} Sync`,
        description: 'Optional end-to-end-encrypted sync between your own Macs.',
        complete: false,
      },
      {
        name: 'Team administration',
        description: 'Seats, invitations and managed rules for Enterprise.',
        complete: false,
      },
    ],
  },
];

export const roadmapPage = {
  eyebrow: 'Roadmap',
  heading: 'What we’ve built, and what we’re building',
  description: `${productName} ships a beta update about every two weeks. This is where each quarter’s work landed.`,
  completedLabel: 'Completed',
  currentLabel: 'Current',
  plannedLabel: 'Planned',
  featureDoneLabel: 'Done',
  featureInProgressLabel: 'In progress',
  progressLabel: (done: number, total: number) => `${done} of ${total} shipped`,
  suggest: {
    heading: 'Missing something?',
    text: 'Most items on this page started as a message from someone using the app.',
    link: { label: 'Suggest a feature', href: '/contact' } satisfies LinkItem,
  },
  subscribe: {
    heading: 'Follow along',
    text: 'An email when a quarter’s work ships. Four a year, at most.',
    label: 'Email address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
  },
} as const;
