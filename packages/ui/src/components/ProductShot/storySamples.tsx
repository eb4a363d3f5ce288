import { Icon } from '../Icon';
import type { ClipboardPopoverProps, ClipGroup } from './ClipboardPopover';

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
        title: 'Release notes',
        detail: 'example.com/release-notes',
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
        title: '#3E63DD',
        swatch: '#3e63dd',
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
  menuBar: { mark: <Icon name="clipboard" size={16} />, clock: 'Mon 10:42' },
};

/** A small scene without the menu bar, as a use-case tab shows it. */
export function sampleScene(label: string, take: number): ClipboardPopoverProps {
  return { label, groups: [{ label: 'Today · 09:14', clips: sampleGroups[0]!.clips.slice(0, take) }] };
}
