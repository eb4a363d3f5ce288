import type { RoadmapQuarter } from './roadmap';

const done = (name: string, description: string) => ({ name, description, complete: true });
const open = (name: string, description: string) => ({ name, description, complete: false });

/** Sample content for stories only; the site supplies its own. */
export const sampleQuarters: RoadmapQuarter[] = [
  {
    quarter: 'Q2 2023',
    complete: true,
    current: false,
    features: [
      done('Clipboard history', 'Everything you copy, kept on your Mac.'),
      done('Menu bar access', 'Open your history from the menu bar.'),
    ],
  },
  {
    quarter: 'Q3 2023',
    complete: true,
    current: false,
    features: [
      done('Rich media', 'Images, files and formatted text in the history.'),
      done('Keyboard shortcuts', 'Paste any clip without touching the mouse.'),
    ],
  },
  {
    quarter: 'Q4 2023',
    complete: true,
    current: false,
    features: [
      done('Intelligent search', 'Find a clip by a word or its type.'),
      done('Pinned clips', 'Keep the snippets you use every day.'),
    ],
  },
  {
    quarter: 'Q1 2024',
    complete: true,
    current: false,
    features: [
      done('Encrypted database', 'Your history is encrypted at rest.'),
      done('Auto-clear', 'Clear old clips on a schedule you choose.'),
    ],
  },
  {
    quarter: 'Q2 2024',
    complete: true,
    current: false,
    features: [
      done('History timeline', 'Browse clips by day.'),
      done('Selective storage', 'Skip passwords and chosen apps.'),
    ],
  },
  {
    quarter: 'Q3 2024',
    complete: false,
    current: true,
    features: [
      done('Snippet folders', 'Group pinned clips into folders.'),
      open('Optional device sync', 'End-to-end encrypted sync between your own Macs.'),
      open('Team sharing', 'Share snippet folders with your team.'),
    ],
  },
];

export const plannedQuarter: RoadmapQuarter = {
  quarter: 'Q4 2024',
  complete: false,
  current: false,
  features: [open('Shortcuts actions', 'Use your history in Apple Shortcuts.')],
};
