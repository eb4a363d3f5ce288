/**
 * The hero's drawn product picture: a Mac with the Clipnest panel open from the menu bar over a
 * Notes window, with a few sample clips. The drawing itself is `MacScene` in the package (the site
 * adds only the mark in the menu bar); the use-case scenes are in ./landingSections, which loads
 * later.
 */
import type { ClipPanelProps, MacSceneProps, MenuBarProps } from '@clipnest/ui';
import { productName } from './productName';

/** The note being written: its second paragraph is the text just copied (the selected clip). */
const note = {
  title: 'Launch plan',
  heading: 'Q3 launch',
  paragraphs: [
    'Owners: Lena (search), Jonas (sync), Mara (docs).',
    'Q3 launch — ship the search rewrite before the Berlin offsite',
    'Open: keep screenshots for 30 days or until deleted?',
    'Beta feedback goes to the #launch channel.',
  ],
  selected: 1,
};

const panel: Omit<ClipPanelProps, 'className' | 'animate'> = {
  searchPlaceholder: 'Search 1,284 clips',
  shortcut: '⇧⌘V',
  filters: ['All', 'Text', 'Images', 'Files', 'Code', 'Links'],
  groups: [
    {
      label: 'Today · 10:42',
      clips: [
        {
          id: 'notes',
          kind: 'text',
          title: note.paragraphs[note.selected]!,
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
          title: 'NSPasteboard | Apple Developer Documentation',
          detail: 'developer.apple.com',
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
          title: '#FFC53D',
          swatch: '#ffc53d',
          detail: 'Highlighter',
          source: 'Figma',
          time: '17:05',
          shortcut: '⌘6',
        },
        {
          id: 'address',
          kind: 'text',
          title: 'Berlin offsite: Oderberger Str. 57, 10435 Berlin',
          source: 'Mail',
          time: '16:20',
          shortcut: '⌘7',
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

/** Everything the hero's Mac shows but the mark (the site's drawing, added by HeroFigure). */
export const heroScene: Omit<MacSceneProps, 'menuBar' | 'className'> & {
  menuBar: Omit<MenuBarProps, 'statusItem'>;
} = {
  // The hero figure's accessible name (here, not in ./hero: it loads with the figure, not the page).
  label: `A Mac with ${productName} open from the menu bar over a note: after ⇧⌘V, a search field above today’s clips — the sentence just copied from the note, a code snippet, a screenshot, a PDF and a link — and yesterday’s below them, each with its source app, time and quick-paste shortcut.`,
  menuBar: {
    app: 'Notes',
    menus: ['File', 'Edit', 'Format', 'View', 'Window', 'Help'],
    clock: 'Mon 23 Nov 10:42',
  },
  window: note,
  panel,
  keys: ['⇧', '⌘', 'V'],
  animate: true,
};
