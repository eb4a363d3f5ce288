import { SampleMark } from '../Brand/SampleMark';
import { Icon } from '../Icon';
import type { ClipboardPopoverProps } from './ClipboardPopover';
import type { ClipGroup } from './ClipPanel';
import { AppleGlyph } from './MacGlyphs';
import type { MacSceneProps } from './MacScene';

// Sample clips for the stories (not exported from the package; the site passes its own copy).

export const sampleGroups: ClipGroup[] = [
  {
    label: 'Today · 10:42',
    clips: [
      {
        id: 'note',
        kind: 'text',
        title: 'Meeting notes — Q3 planning, ship search before the offsite',
        source: 'Notes',
        time: 'now',
        shortcut: '⌘1',
        selected: true,
      },
      {
        id: 'code',
        kind: 'code',
        title: 'store.search',
        code: [
          [
            { text: 'const', tone: 'keyword' },
            { text: ' history = ' },
            { text: 'await', tone: 'keyword' },
            { text: ' store.search(' },
            { text: "'invoice'", tone: 'string' },
            { text: ')' },
          ],
          [{ text: '// 42 clips in 3 ms', tone: 'comment' }],
        ],
        source: 'VS Code',
        time: '2 min',
        shortcut: '⌘2',
      },
      {
        id: 'image',
        kind: 'image',
        title: 'screenshot-2025-06-01.png',
        detail: '1440 × 900',
        source: 'Screenshot',
        time: '5 min',
        shortcut: '⌘3',
      },
      {
        id: 'file',
        kind: 'file',
        title: 'Quarterly-report.pdf',
        detail: '2.4 MB',
        source: 'Finder',
        time: '12 min',
        shortcut: '⌘4',
      },
      {
        id: 'link',
        kind: 'link',
        title: 'NSPasteboard | Apple Developer',
        detail: 'developer.apple.com',
        icon: <AppleGlyph size={15} />,
        source: 'Safari',
        time: '20 min',
        shortcut: '⌘5',
      },
    ],
  },
  {
    label: 'Yesterday',
    clips: [
      {
        id: 'colour',
        kind: 'color',
        title: '#FFC53D',
        swatch: '#ffc53d',
        source: 'Figma',
        time: '17:05',
        shortcut: '⌘6',
      },
    ],
  },
];

export const samplePopover: ClipboardPopoverProps = {
  label: 'The clipboard history window: a search field above six recent clips',
  searchPlaceholder: 'Search clips',
  filters: ['All', 'Text', 'Images', 'Files', 'Code'],
  groups: sampleGroups,
  hints: [
    { keys: '⏎', label: 'Paste' },
    { keys: '⌘1–9', label: 'Quick paste' },
  ],
};

/** The whole Mac, as the landing page's hero draws it. */
export const sampleMacScene: MacSceneProps = {
  label: 'A Mac with the clipboard history panel open from the menu bar over a notes window',
  menuBar: {
    app: 'Notes',
    menus: ['File', 'Edit', 'Format', 'View', 'Window', 'Help'],
    statusItem: <Icon name="clipboard" size={16} />,
    clock: 'Mon 23 Nov 10:42',
  },
  window: {
    title: 'Q3 planning',
    heading: 'Q3 planning',
    paragraphs: [
      'Owners: Lena (search), Jonas (sync).',
      'Meeting notes — Q3 planning, ship search before the offsite.',
      'Open question: keep images for 30 days or forever?',
    ],
    selected: 1,
  },
  panel: { ...samplePopover, shortcut: '⇧⌘V' },
  keys: ['⇧', '⌘', 'V'],
  dock: { app: <SampleMark size={24} /> },
  animate: true,
};

/** A small scene without the menu bar, as a use-case tab shows it. */
export function sampleScene(label: string, take: number): ClipboardPopoverProps {
  return { label, groups: [{ label: 'Today · 09:14', clips: sampleGroups[0]!.clips.slice(0, take) }] };
}
