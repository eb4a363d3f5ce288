/**
 * The pictures of the install guide's steps: the Finder and System Settings windows a step asks
 * you to use, drawn by FeatureScene beside the step. Decorative: the step's words say the same.
 */
import type { FeatureSceneProps } from '@clipnest/ui';
import { productName } from './productName';

export type InstallSceneContent = Pick<FeatureSceneProps, 'windows' | 'overlay'>;

/** System Settings' source list, down to Privacy & Security (selected). */
const settingsSidebar = [
  {
    items: [
      { icon: 'globe', label: 'Wi-Fi' },
      { icon: 'laptop', label: 'General' },
      { icon: 'palette', label: 'Appearance' },
      { icon: 'eye', label: 'Accessibility' },
      { icon: 'shield', label: 'Privacy & Security', selected: true },
    ],
  },
] as const;

/** Finder's Favorites, with the folder the step is about selected. */
const favorites = (selected: 'applications' | 'downloads') =>
  [
    {
      label: 'Favorites',
      items: [
        { icon: 'laptop', label: 'Applications', selected: selected === 'applications' },
        { icon: 'laptop', label: 'Desktop' },
        { icon: 'file', label: 'Documents' },
        { icon: 'download', label: 'Downloads', selected: selected === 'downloads' },
      ],
    },
  ] as const;

const downloadsPath = ['Macintosh HD', 'Users', 'lena', 'Downloads'];

/** By step id; a step without an entry has no picture. */
export const installScenes: Readonly<Record<string, InstallSceneContent>> = {
  unzip: {
    windows: [
      {
        title: 'Downloads',
        sidebar: favorites('downloads'),
        body: {
          kind: 'table',
          // No sizes: the picture must not contradict the build's own record.
          columns: ['Name', 'Added', 'Kind'],
          rows: [
            {
              glyph: { icon: 'file' },
              cells: [`${productName}.zip`, 'Today', 'ZIP archive'],
              selected: true,
            },
            { glyph: { mark: true }, cells: [`${productName}.app`, 'Today', 'Application'] },
            { glyph: { thumb: 'image' }, cells: ['Wireframe.png', '12 Mar', 'PNG image'] },
          ],
          path: downloadsPath,
        },
      },
    ],
    overlay: {
      kind: 'toast',
      glyph: { icon: 'file' },
      title: `Expanded ${productName}.zip`,
      detail: `${productName}.app is beside it`,
    },
  },
  move: {
    windows: [
      {
        title: 'Downloads',
        sidebar: favorites('applications'),
        body: {
          kind: 'table',
          columns: ['Name', 'Added', 'Kind'],
          rows: [
            {
              glyph: { mark: true },
              cells: [`${productName}.app`, 'Today', 'Application'],
              selected: true,
            },
            { glyph: { icon: 'file' }, cells: [`${productName}.zip`, 'Today', 'ZIP archive'] },
            { glyph: { thumb: 'image' }, cells: ['Wireframe.png', '12 Mar', 'PNG image'] },
          ],
          path: downloadsPath,
        },
      },
    ],
    overlay: {
      kind: 'toast',
      glyph: { mark: true },
      title: 'Moving to Applications',
      detail: `${productName}.app · drop it on Applications`,
    },
  },
  open: {
    windows: [
      {
        title: 'Privacy & Security',
        sidebar: settingsSidebar,
        body: {
          kind: 'list',
          groups: [
            {
              label: 'Security',
              rows: [
                {
                  glyph: { icon: 'shield', tone: 'accent' },
                  title: 'Allow applications from',
                  detail: 'App Store & known developers',
                },
                {
                  // macOS draws no icon here: the line is text and its button.
                  title: `“${productName}” was blocked`,
                  detail: 'to protect your Mac.',
                  button: 'Open Anyway',
                  selected: true,
                },
              ],
            },
            {
              label: 'Others',
              rows: [
                { glyph: { icon: 'lock', tone: 'gray' }, title: 'FileVault', meta: 'On' },
                { glyph: { icon: 'settings', tone: 'gray' }, title: 'Lockdown Mode', meta: 'Off' },
              ],
            },
          ],
        },
      },
    ],
  },
  accessibility: {
    windows: [
      {
        title: 'Accessibility',
        sidebar: settingsSidebar,
        body: {
          kind: 'list',
          groups: [
            {
              label: 'Allow the apps below to control your computer.',
              rows: [
                { glyph: { mark: true }, title: productName, toggle: true, selected: true },
                { glyph: { letter: 'S', tone: 'gray' }, title: 'Script Editor', toggle: false },
                { glyph: { icon: 'code', tone: 'gray' }, title: 'Terminal', toggle: false },
                { glyph: { icon: 'zap', tone: 'gray' }, title: 'Shortcuts', toggle: true },
                { glyph: { icon: 'settings', tone: 'gray' }, title: 'Automator', toggle: false },
              ],
            },
          ],
        },
      },
    ],
  },
  shortcut: {
    windows: [
      {
        title: productName,
        status: '⏎ to paste · ⌘1–9 to pick',
        body: {
          kind: 'list',
          search: { query: '' },
          // Two rows: the keycaps sit over the window's empty foot, never over a clip.
          groups: [
            {
              label: 'Today',
              rows: [
                {
                  glyph: { icon: 'mail' },
                  title: 'Thanks — the draft looks great, one note on §3',
                  detail: 'Mail · just now',
                  meta: '⌘1',
                  selected: true,
                },
                {
                  glyph: { icon: 'globe', tone: 'accent' },
                  title: 'clipnest.app/install',
                  detail: 'Safari · 2 min ago',
                  meta: '⌘2',
                },
              ],
            },
          ],
        },
      },
    ],
    overlay: { kind: 'keys', keys: ['⇧', '⌘', 'V'], caption: 'Your history, in any app' },
  },
};
