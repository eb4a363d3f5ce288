/**
 * The hero's drawn product picture: the menu-bar popover with a few sample clips (example names and
 * addresses). The drawing itself is `ClipboardPopover` in the package; the use-case scenes are in
 * ./landingSections, which loads later.
 */
import type { ClipboardPopoverProps } from '@clipnest/ui';
import { hero } from './hero';
import { productName } from './product';

/** The clock in the drawn menu bar. */
export const heroMenuBarClock = 'Mon 10:42';

export const heroPopover: Omit<ClipboardPopoverProps, 'menuBar' | 'className'> = {
  label: hero.figureLabel,
  searchPlaceholder: 'Search 1,284 clips',
  filters: ['All', 'Text', 'Images', 'Files', 'Code', 'Links'],
  groups: [
    {
      label: 'Today · 10:42',
      clips: [
        {
          id: 'notes',
          kind: 'text',
          title: 'Q3 launch — ship the search rewrite before the Berlin offsite',
          source: 'Notes',
          time: 'now',
          shortcut: '⌘1',
          selected: true,
        },
        {
          id: 'code',
          kind: 'code',
          title: 'history.search',
          code: [
            [
              { text: 'const', tone: 'keyword' },
              { text: ' clips = ' },
              { text: 'await', tone: 'keyword' },
              { text: ' history.search(' },
              { text: "'invoice'", tone: 'string' },
              { text: ', { limit: ' },
              { text: '20', tone: 'number' },
              { text: ' })' },
            ],
            [{ text: '// 1,284 clips searched in 3 ms', tone: 'comment' }],
          ],
          source: 'VS Code',
          time: '2 min',
          shortcut: '⌘2',
        },
        {
          id: 'screenshot',
          kind: 'image',
          title: 'Screenshot 2026-11-23 at 10.31.png',
          detail: '1440 × 900',
          source: 'Screenshot',
          time: '11 min',
          shortcut: '⌘3',
        },
        {
          id: 'contract',
          kind: 'file',
          title: 'Contract-Acme-signed.pdf',
          detail: '2.4 MB',
          source: 'Finder',
          time: '24 min',
          shortcut: '⌘4',
        },
        {
          id: 'link',
          kind: 'link',
          title: `${productName} — release notes`,
          detail: 'example.com/changelog',
          source: 'Safari',
          time: '38 min',
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
          detail: 'Indigo 9',
          source: 'Figma',
          time: '17:05',
          shortcut: '⌘6',
        },
      ],
    },
  ],
  hints: [
    { keys: '⏎', label: 'Paste' },
    { keys: '⌘1–9', label: 'Quick paste' },
    { keys: '⌘P', label: 'Pin' },
  ],
};
