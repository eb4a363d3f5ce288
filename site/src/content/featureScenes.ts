/**
 * The pictures of the nine features: what each scene's windows show, drawn by FeatureScene on the
 * feature pages (large, with `label` as its text alternative) and on the features index (small,
 * decorative). Only the feature pages' chunks import this.
 */
import type { FeatureSceneProps } from '@clipnest/ui';
import type { FeatureSlug } from './paths';
import { productName } from './productName';

export type FeatureSceneContent = Omit<FeatureSceneProps, 'size' | 'className'> & { label: string };

const clipnestSidebar = (selected: string) =>
  [
    {
      items: [
        { icon: 'clock', label: 'History', count: '2,418', selected: selected === 'History' },
        { icon: 'star', label: 'Pinned', count: '9', selected: selected === 'Pinned' },
        { icon: 'file', label: 'Templates', count: '14', selected: selected === 'Templates' },
      ],
    },
    {
      label: 'Collections',
      items: [
        { icon: 'layers', label: 'Berlin trip', selected: selected === 'Berlin trip' },
        { icon: 'layers', label: 'Q3 report', selected: selected === 'Q3 report' },
        { icon: 'layers', label: 'Launch copy', selected: selected === 'Launch copy' },
      ],
    },
  ] as const;

export const featureScenes: Record<FeatureSlug, FeatureSceneContent> = {
  'local-storage': {
    label: `A Finder window open at Library › Application Support › ${productName}: an encrypted history database, its search index and thumbnails, all on this Mac. A banner says the history is encrypted on this Mac with AES-256, its key in the keychain.`,
    windows: [
      {
        title: productName,
        sidebar: [
          {
            label: 'Favorites',
            items: [
              { icon: 'laptop', label: 'Applications' },
              { icon: 'laptop', label: 'Desktop' },
              { icon: 'file', label: 'Documents' },
              { icon: 'download', label: 'Downloads' },
            ],
          },
          {
            label: 'Locations',
            items: [
              { icon: 'laptop', label: 'Macintosh HD', selected: true },
              { icon: 'globe', label: 'Network' },
            ],
          },
        ],
        body: {
          kind: 'table',
          columns: ['Name', 'Size', 'Kind'],
          rows: [
            {
              glyph: { icon: 'lock', tone: 'accent' },
              cells: ['History.clipnestdb', '48.2 MB', 'Encrypted database'],
              selected: true,
            },
            { glyph: { icon: 'folder', tone: 'accent' }, cells: ['Index', '6.1 MB', 'Folder'] },
            { glyph: { icon: 'folder', tone: 'accent' }, cells: ['Thumbnails', '112 MB', 'Folder'] },
            { glyph: { icon: 'file' }, cells: ['Rules.plist', '4 KB', 'Property list'] },
            { glyph: { icon: 'folder', tone: 'accent' }, cells: ['Attachments', '236 MB', 'Folder'] },
            { glyph: { icon: 'file' }, cells: ['Settings.plist', '2 KB', 'Property list'] },
          ],
          path: ['Macintosh HD', 'Users', 'lena', 'Library', 'Application Support', productName],
        },
      },
    ],
    overlay: {
      kind: 'toast',
      glyph: { icon: 'shield', tone: 'green' },
      title: 'Encrypted on this Mac',
      detail: 'AES-256 · key in your keychain',
    },
  },
  'smart-organization': {
    label: `The ${productName} window showing today’s timeline: clips grouped by hour and by app, a collection named Berlin trip in the sidebar, and filter chips for text, images, links and code.`,
    windows: [
      {
        title: `${productName} — Today`,
        sidebar: clipnestSidebar('History'),
        status: '38 clips today · 3 collections suggested',
        body: {
          kind: 'list',
          chips: ['All', 'Text', 'Images', 'Links', 'Code'],
          groups: [
            {
              label: '14:00 · Safari, Figma',
              rows: [
                {
                  glyph: { icon: 'globe', tone: 'accent' },
                  title: 'Hotel Oderberger — Booking confirmation',
                  detail: 'oderberger.de/booking/77412',
                  badge: 'Berlin trip',
                  selected: true,
                },
                {
                  glyph: { thumb: 'image' },
                  title: 'Hero banner v3.png',
                  detail: '1440 × 900 · Figma',
                  meta: '14:12',
                },
              ],
            },
            {
              label: '13:00 · Mail',
              rows: [
                {
                  glyph: { icon: 'mail' },
                  title: 'Flights: BER → LIS, Fri 07:40, seat 14C',
                  detail: 'Mail',
                  badge: 'Berlin trip',
                },
                {
                  glyph: { icon: 'clipboard' },
                  title: 'Revenue grew 18 % quarter on quarter',
                  detail: 'Pages',
                  badge: 'Q3 report',
                },
              ],
            },
            {
              label: '11:00 · Xcode',
              rows: [
                {
                  glyph: { icon: 'code', tone: 'accent' },
                  title: 'let index = try Index(at: url)',
                  detail: 'Xcode',
                  meta: '11:47',
                },
              ],
            },
          ],
        },
      },
    ],
  },
  'smart-search': {
    label: `The ${productName} panel searching for “invce mar”: despite the typo it finds March invoice.pdf, a screenshot whose text mentions the March invoice, and an email, with the matching letters highlighted.`,
    windows: [
      {
        title: productName,
        status: '4 results in 4 ms · ⏎ to paste',
        body: {
          kind: 'list',
          search: { query: 'invce mar' },
          chips: ['All', 'Files', 'Images', 'Text', 'Links'],
          groups: [
            {
              label: 'Best matches',
              rows: [
                {
                  glyph: { thumb: 'document', fileType: 'PDF' },
                  title: [{ match: 'Mar' }, 'ch ', { match: 'inv' }, 'oi', { match: 'ce' }, '.pdf'],
                  detail: 'Finder · 2.4 MB',
                  meta: '⌘1',
                  selected: true,
                },
                {
                  glyph: { thumb: 'image' },
                  title: 'Screenshot 2026-03-14 at 10.02',
                  detail: [
                    'Text in image: “',
                    { match: 'Invoice' },
                    ' total €1,280 — due ',
                    { match: 'Mar' },
                    'ch 31”',
                  ],
                  meta: '⌘2',
                },
                {
                  glyph: { icon: 'mail' },
                  title: ['Re: ', { match: 'Mar' }, 'ch ', { match: 'invoice' }, ' — could you resend it?'],
                  detail: 'Mail · yesterday',
                  meta: '⌘3',
                },
              ],
            },
            {
              label: 'Older',
              rows: [
                {
                  glyph: { icon: 'globe', tone: 'accent' },
                  title: [
                    'billing.acme.com/',
                    { match: 'invo' },
                    'i',
                    { match: 'ce' },
                    's?month=',
                    { match: 'mar' },
                  ],
                  detail: 'Safari · 12 Mar',
                  meta: '⌘4',
                },
              ],
            },
          ],
        },
      },
    ],
  },
  'lightning-fast': {
    label: `Activity Monitor with ${productName} selected, using 0.0 % CPU and 42 MB of memory, and the ⇧⌘V shortcut with the note that the window opened in 38 ms.`,
    windows: [
      {
        title: 'Activity Monitor — My Processes',
        status: 'CPU load: System 2.1 % · User 4.3 % · Idle 93.6 %',
        body: {
          kind: 'table',
          columns: ['Process Name', '% CPU', 'Memory'],
          rows: [
            { glyph: { icon: 'globe', tone: 'accent' }, cells: ['Safari', '3.8', '1.21 GB'] },
            { glyph: { letter: 'F', tone: 'red' }, cells: ['Figma', '2.6', '884 MB'] },
            { glyph: { icon: 'mail' }, cells: ['Mail', '0.4', '312 MB'] },
            {
              // The app's own mark where the FeatureScene is given one; the icon otherwise.
              glyph: { mark: true, icon: 'layers', tone: 'accent' },
              cells: [productName, '0.0', '42 MB'],
              selected: true,
            },
            { glyph: { icon: 'code' }, cells: ['Terminal', '0.0', '38 MB'] },
            { glyph: { icon: 'folder', tone: 'accent' }, cells: ['Finder', '0.0', '96 MB'] },
          ],
        },
      },
    ],
    overlay: { kind: 'keys', keys: ['⇧', '⌘', 'V'], caption: 'Opened in 38 ms' },
  },
  'code-snippets': {
    label: `A TypeScript clip in ${productName}, its syntax highlighted, with the options to paste it exactly or pretty-printed.`,
    windows: [
      {
        title: productName,
        sidebar: [
          {
            label: 'Today',
            items: [
              { icon: 'code', label: 'useDebounce.ts', selected: true },
              { icon: 'code', label: 'SELECT id, total…' },
              { icon: 'code', label: 'curl -s https://…' },
              { icon: 'code', label: '{ "id": 42, … }' },
              { icon: 'clipboard', label: 'git rebase -i HEAD~3' },
            ],
          },
        ],
        body: {
          kind: 'code',
          header: {
            glyph: { icon: 'code', tone: 'accent' },
            title: 'useDebounce.ts',
            detail: 'Visual Studio Code · 2 min ago',
          },
          language: 'TypeScript',
          lines: [
            [
              { text: 'export function', tone: 'keyword' },
              { text: ' useDebounce', tone: 'function' },
              { text: '<' },
              { text: 'T', tone: 'type' },
              { text: '>(value: ' },
              { text: 'T', tone: 'type' },
              { text: ', ms = ' },
              { text: '300', tone: 'number' },
              { text: ') {' },
            ],
            [
              { text: '  const', tone: 'keyword' },
              { text: ' [state, setState] = ' },
              { text: 'useState', tone: 'function' },
              { text: '(value);' },
            ],
            [{ text: '  useEffect', tone: 'function' }, { text: '(() => {' }],
            [
              { text: '    const', tone: 'keyword' },
              { text: ' id = ' },
              { text: 'setTimeout', tone: 'function' },
              { text: '(() => ' },
              { text: 'setState', tone: 'function' },
              { text: '(value), ms);' },
            ],
            [
              { text: '    return', tone: 'keyword' },
              { text: ' () => ' },
              { text: 'clearTimeout', tone: 'function' },
              { text: '(id);' },
            ],
            [{ text: '  }, [value, ms]);' }, { text: ' // restart on change', tone: 'comment' }],
            [{ text: '  return', tone: 'keyword' }, { text: ' state;' }],
            [{ text: '}' }],
          ],
          actions: [
            { keys: '⏎', label: 'Paste exactly' },
            { keys: '⌥⏎', label: 'Pretty-print' },
          ],
        },
      },
    ],
  },
  'custom-rules': {
    label: `${productName}’s rule settings: ignore 1Password, strip formatting from Mail and Safari, expire one-time codes after two minutes and remove tracking from links, all switched on, with a log of what the rules did today.`,
    windows: [
      {
        title: 'Rules',
        sidebar: [
          {
            items: [
              { icon: 'settings', label: 'General' },
              { icon: 'filter', label: 'Rules', selected: true },
              { icon: 'refresh', label: 'Sync' },
              { icon: 'zap', label: 'Shortcuts' },
              { icon: 'lock', label: 'Privacy' },
            ],
          },
        ],
        status: '4 rules · run on this Mac, in order',
        body: {
          kind: 'list',
          groups: [
            {
              label: 'When a clip arrives',
              rows: [
                {
                  glyph: { letter: '1', tone: 'accent' },
                  title: 'Ignore 1Password',
                  detail: 'Never record from this app',
                  toggle: true,
                },
                {
                  glyph: { icon: 'sparkles', tone: 'amber' },
                  title: 'Strip formatting',
                  detail: 'From Mail and Safari · keep plain text',
                  toggle: true,
                },
                {
                  glyph: { icon: 'clock', tone: 'red' },
                  title: 'Expire one-time codes',
                  detail: 'Six digits on their own · after 2 min',
                  toggle: true,
                },
                {
                  glyph: { icon: 'globe', tone: 'green' },
                  title: 'Remove tracking from links',
                  detail: 'utm_*, fbclid, gclid',
                  toggle: true,
                },
              ],
            },
            {
              label: 'Rule log',
              rows: [
                { glyph: { icon: 'eye-off' }, title: 'Ignored a clip from 1Password', meta: '14:02' },
                { glyph: { icon: 'sparkles' }, title: 'Stripped formatting · Mail', meta: '13:47' },
              ],
            },
          ],
        },
      },
    ],
  },
  'universal-clipboard': {
    label: `${productName}’s history as cards of every kind: text, a photo, a PDF, a link, a color, code and a folder, with a note that a clip just arrived from an iPhone through Handoff.`,
    windows: [
      {
        title: `${productName} — All clips`,
        sidebar: clipnestSidebar('History'),
        body: {
          kind: 'grid',
          tiles: [
            {
              glyph: { icon: 'clipboard' },
              title: 'Meet at the café on Kastanienallee',
              detail: 'Text · Messages',
              selected: true,
            },
            { glyph: { thumb: 'image' }, title: 'IMG_2043.HEIC', detail: 'Image · 4032 × 3024' },
            {
              glyph: { thumb: 'document', fileType: 'PDF' },
              title: 'Lease agreement.pdf',
              detail: 'PDF · 6 pages',
            },
            {
              glyph: { icon: 'globe', tone: 'accent' },
              title: 'Apple Developer Documentation',
              detail: 'Link · developer.apple.com',
            },
            { glyph: { swatch: '#d97706' }, title: '#D97706', detail: 'Color · Figma' },
            {
              glyph: { icon: 'code', tone: 'accent' },
              title: 'brew install --cask',
              detail: 'Code · Terminal',
            },
          ],
        },
      },
    ],
    overlay: {
      kind: 'toast',
      glyph: { icon: 'laptop', tone: 'accent' },
      title: 'From Lena’s iPhone',
      detail: 'Handoff · “Meet at the café on Kastanienallee”',
    },
  },
  templates: {
    label: `A ${productName} template for a shipping-delay reply with placeholders for the customer, the order and today’s date, and the small form that asks for the customer’s name before pasting.`,
    windows: [
      {
        title: `${productName} — Templates`,
        sidebar: [
          {
            label: 'Templates',
            items: [
              { icon: 'file', label: 'Shipping delay', selected: true },
              { icon: 'file', label: 'Meeting link' },
              { icon: 'file', label: 'Address block' },
              { icon: 'file', label: 'Commit message' },
              { icon: 'file', label: 'Invoice reminder' },
            ],
          },
        ],
        status: 'Keyword ;delay · pasted 126 times',
        body: {
          kind: 'document',
          heading: 'Shipping delay',
          tags: [';delay', 'Support', 'Mail'],
          lines: [
            ['Hi ', { field: 'customer' }, ','],
            [],
            [
              'Thanks for your order ',
              { field: 'clipboard' },
              '. It left our warehouse on ',
              { field: 'date' },
              ' and is running a day behind.',
            ],
            ['Tracking will update tonight.'],
            [],
            ['Best, Hannah', { cursor: true }],
          ],
        },
      },
    ],
    overlay: {
      kind: 'panel',
      title: 'Fill in and paste',
      rows: [
        { title: 'customer', field: 'Ana Ruiz' },
        { title: 'clipboard', field: '#CN-20417' },
        { title: 'date', field: '12 May' },
      ],
    },
  },
  'copy-clip-cloud': {
    label: `Two Macs with ${productName} side by side, a MacBook Pro and an iMac, joined by an end-to-end-encrypted link: a clip copied on the MacBook has just arrived on the iMac, while the relay only ever sees ciphertext.`,
    windows: [
      {
        title: 'MacBook Pro',
        status: 'Sync on · 2 devices',
        body: {
          kind: 'list',
          groups: [
            {
              label: 'Copied here',
              rows: [
                {
                  glyph: { icon: 'clipboard', tone: 'accent' },
                  title: 'Standup moved to 10:30',
                  detail: 'Slack · now',
                  selected: true,
                },
                { glyph: { thumb: 'image' }, title: 'Wireframe.png', detail: 'Figma · 4 min' },
                { glyph: { icon: 'globe' }, title: 'linear.app/issue/CN-418', detail: 'Safari · 9 min' },
              ],
            },
          ],
        },
      },
      {
        title: 'iMac',
        status: 'Up to date',
        body: {
          kind: 'list',
          groups: [
            {
              label: 'Arrived',
              rows: [
                {
                  glyph: { icon: 'clipboard', tone: 'accent' },
                  title: 'Standup moved to 10:30',
                  detail: 'From MacBook Pro',
                  badge: 'New',
                  selected: true,
                },
                { glyph: { thumb: 'image' }, title: 'Wireframe.png', detail: 'From MacBook Pro' },
                { glyph: { icon: 'globe' }, title: 'linear.app/issue/CN-418', detail: 'From MacBook Pro' },
              ],
            },
          ],
        },
      },
    ],
    link: { label: 'End-to-end encrypted', detail: '8f3a…c91e' },
  },
};

/**
 * The second, larger picture on each feature page whose 'What You Get' is `annotated` or `band`
 * (see `composition` in ./features): a different state of the feature from the first screen's and
 * from the landing page's drawing, with one numbered marker per benefit, in the benefits' order,
 * placed on the part of the picture the benefit is about (per cent of the picture's width and height).
 */
export interface FeatureDetailScene {
  scene: FeatureSceneContent;
  markers: readonly { x: number; y: number }[];
}

const settingsSidebar = (selected: string) =>
  [
    {
      items: [
        { icon: 'settings', label: 'General', selected: selected === 'General' },
        { icon: 'filter', label: 'Rules', selected: selected === 'Rules' },
        { icon: 'refresh', label: 'Sync', selected: selected === 'Sync' },
        { icon: 'zap', label: 'Shortcuts', selected: selected === 'Shortcuts' },
        { icon: 'lock', label: 'Privacy', selected: selected === 'Privacy' },
      ],
    },
  ] as const;

export const featureDetailScenes: Partial<Record<FeatureSlug, FeatureDetailScene>> = {
  'local-storage': {
    scene: {
      label: `${productName}’s privacy settings: the history is stored on this Mac only, with no network access; it opens in 6 ms; deleted clips are overwritten; history clears after 7 days; and passwords and one app are never stored.`,
      windows: [
        {
          title: 'Privacy',
          sidebar: settingsSidebar('Privacy'),
          status: 'History: 2,418 clips · 48.2 MB on this Mac',
          body: {
            kind: 'list',
            groups: [
              {
                label: 'Where your history lives',
                rows: [
                  {
                    glyph: { icon: 'laptop', tone: 'accent' },
                    title: 'Stored on this Mac',
                    detail: '~/Library/Application Support/Clipnest',
                    badge: 'Local only',
                  },
                  {
                    glyph: { icon: 'globe', tone: 'gray' },
                    title: 'Network access for clips',
                    detail: 'None · works offline',
                    toggle: false,
                  },
                  {
                    glyph: { icon: 'zap', tone: 'amber' },
                    title: 'Opened in 6 ms',
                    detail: 'Index on the same disk',
                  },
                ],
              },
              {
                label: 'Keeping and deleting',
                rows: [
                  {
                    glyph: { icon: 'trash', tone: 'red' },
                    title: 'Overwrite deleted clips',
                    toggle: true,
                  },
                  { glyph: { icon: 'clock' }, title: 'Clear history after', field: '7 days' },
                  {
                    glyph: { icon: 'eye-off', tone: 'green' },
                    title: 'Never store passwords or 1Password',
                    toggle: true,
                  },
                ],
              },
            ],
          },
        },
      ],
    },
    markers: [
      { x: 61.5, y: 23.4 },
      { x: 68, y: 34 },
      { x: 58.5, y: 44.3 },
      { x: 66, y: 61.4 },
      { x: 61, y: 70.2 },
      { x: 80.5, y: 79.1 },
    ],
  },
  'smart-organization': {
    scene: {
      label: `The ${productName} collection Berlin trip, made for you from today’s clips: a hotel booking, flights, a map link and a photo as cards, a pinned address, and filter chips for text, images, links and files.`,
      windows: [
        {
          title: `${productName} — Berlin trip`,
          sidebar: clipnestSidebar('Berlin trip'),
          status: 'Collection suggested from 7 clips · Safari, Mail, Photos',
          body: {
            kind: 'grid',
            tiles: [
              {
                glyph: { icon: 'globe', tone: 'accent' },
                title: 'Hotel Oderberger — Booking',
                detail: 'Link · today 14:02',
                selected: true,
              },
              { glyph: { icon: 'mail' }, title: 'BER → LIS, Fri 07:40, 14C', detail: 'Text · Mail · 13:10' },
              { glyph: { thumb: 'image' }, title: 'Mauerpark.HEIC', detail: 'Image · Photos · 12:31' },
              {
                glyph: { icon: 'star', tone: 'amber' },
                title: 'Oderberger Str. 57, 10435 Berlin',
                detail: 'Pinned · Maps',
              },
              {
                glyph: { thumb: 'document', fileType: 'PDF' },
                title: 'Boarding pass.pdf',
                detail: 'File · Mail · 13:12',
              },
              {
                glyph: { icon: 'globe', tone: 'accent' },
                title: 'maps.apple.com/?q=Mauerpark',
                detail: 'Link · Safari · 11:58',
              },
            ],
          },
        },
      ],
    },
    markers: [
      { x: 52, y: 40.5 },
      { x: 25, y: 43.7 },
      { x: 52, y: 70.2 },
      { x: 75, y: 19 },
    ],
  },
  'smart-search': {
    scene: {
      label: `The ${productName} panel searching “type:image wifi pasword”: despite the typo and the filter it finds a photo of a router label and a screenshot whose text holds the Wi-Fi password, updated as each letter was typed.`,
      windows: [
        {
          title: productName,
          status: '2 results in 3 ms · updated as you type',
          body: {
            kind: 'list',
            search: { query: 'type:image wifi pasword' },
            chips: ['Images', 'All', 'Files', 'Text', 'Links'],
            groups: [
              {
                label: 'Images',
                rows: [
                  {
                    glyph: { thumb: 'image' },
                    title: 'IMG_4410.HEIC',
                    detail: [
                      'Text in image: “',
                      { match: 'WiFi' },
                      ' ',
                      { match: 'Passwor' },
                      'd: lantern-42”',
                    ],
                    meta: '⌘1',
                    selected: true,
                  },
                  {
                    glyph: { thumb: 'image' },
                    title: 'Screenshot 2026-05-02 at 09.14',
                    detail: [
                      'Text in image: “Guest ',
                      { match: 'Wi-Fi' },
                      ' · ',
                      { match: 'pass' },
                      'word on the fridge”',
                    ],
                    meta: '⌘2',
                  },
                ],
              },
            ],
          },
        },
      ],
    },
    markers: [
      { x: 42.5, y: 20 },
      { x: 55, y: 43.5 },
      { x: 15, y: 16.5 },
      { x: 43.5, y: 91.7 },
    ],
  },
  'lightning-fast': {
    scene: {
      label: `The ${productName} panel open over a long history with its About window: 48,210 clips, opened in 38 ms, 0.0 % CPU while waiting, and a Universal build for Apple silicon and Intel.`,
      windows: [
        {
          title: productName,
          status: 'Opened in 38 ms · ⏎ to paste',
          body: {
            kind: 'list',

            groups: [
              {
                label: 'Today',
                rows: [
                  {
                    glyph: { icon: 'clipboard' },
                    title: 'Standup moved to 10:30',
                    detail: 'Slack',
                    meta: '⌘1',
                  },
                  {
                    glyph: { icon: 'globe', tone: 'accent' },
                    title: 'github.com/clipnest/app/pull/812',
                    detail: 'Safari',
                    meta: '⌘2',
                  },
                  {
                    glyph: { icon: 'code', tone: 'accent' },
                    title: 'git rebase -i HEAD~3',
                    detail: 'Terminal',
                    meta: '⌘3',
                  },
                ],
              },
              {
                label: 'March 2024 · 48,210 clips back',
                rows: [
                  {
                    glyph: { icon: 'mail' },
                    title: 'Welcome aboard — your first week',
                    detail: 'Mail',
                    meta: '⌘4',
                  },
                ],
              },
            ],
          },
        },
      ],
      overlay: {
        kind: 'panel',
        title: `About ${productName}`,
        rows: [
          { glyph: { icon: 'zap', tone: 'amber' }, title: 'CPU while waiting', meta: '0.0 %' },
          { glyph: { icon: 'layers', tone: 'accent' }, title: 'Universal', meta: 'Apple silicon · Intel' },
        ],
      },
    },
    markers: [
      { x: 36.5, y: 91.7 },
      { x: 83, y: 80.2 },
      { x: 38.5, y: 55.2 },
      { x: 73.5, y: 89.3 },
    ],
  },
  'custom-rules': {
    scene: {
      label: `${productName}’s rule log for today: a clip from 1Password ignored, a one-time code expired after two minutes, tracking removed from a link and formatting stripped, and a rule set by the company’s IT locked in place.`,
      windows: [
        {
          title: 'Rule Log',
          sidebar: settingsSidebar('Rules'),
          status: 'Today: 11 clips handled by rules · all on this Mac',
          body: {
            kind: 'list',
            groups: [
              {
                label: 'Today',
                rows: [
                  {
                    glyph: { letter: '1', tone: 'accent' },
                    title: 'Ignored a clip from 1Password',
                    detail: 'Ignore apps · nothing recorded',
                    meta: '14:02',
                  },
                  {
                    glyph: { icon: 'clock', tone: 'red' },
                    title: 'Expired the code 48•••3',
                    detail: 'Expire one-time codes · after 2 min',
                    meta: '13:51',
                  },
                  {
                    glyph: { icon: 'sparkles', tone: 'amber' },
                    title: 'Removed utm_source from a link',
                    detail: 'Clean on capture · Safari',
                    meta: '13:47',
                  },
                ],
              },
              {
                label: 'Set by your organization',
                rows: [
                  {
                    glyph: { icon: 'shield', tone: 'green' },
                    title: 'Never record from Banking apps',
                    detail: 'Managed profile · Acme IT',
                    badge: 'Managed',
                  },
                ],
              },
            ],
          },
        },
      ],
    },
    markers: [
      { x: 73, y: 23.4 },
      { x: 67.5, y: 34 },
      { x: 75.5, y: 44.3 },
      { x: 75.5, y: 60.4 },
    ],
  },
  'universal-clipboard': {
    scene: {
      label: `A designer’s mock-up copied from Figma, previewed in ${productName} as the image it is, with the formats it was copied in — PNG, SVG and Figma’s own — and the choice to paste it as an image, as SVG code or as plain text.`,
      windows: [
        {
          title: `${productName} — Preview`,
          sidebar: [
            {
              label: 'Today',
              items: [
                { icon: 'image', label: 'Pricing card.fig', selected: true },
                { icon: 'folder', label: 'Brand assets' },
                { icon: 'file', label: 'Offer letter.pdf' },
                { icon: 'clipboard', label: 'Standup notes' },
              ],
            },
          ],
          status: 'Copied from Figma · 3 formats kept',
          body: {
            kind: 'list',
            groups: [
              {
                label: 'Formats in this clip',
                rows: [
                  {
                    glyph: { thumb: 'image' },
                    title: 'PNG image',
                    detail: '1200 × 800 · 212 KB',
                    badge: 'Preview',
                  },
                  { glyph: { icon: 'code', tone: 'accent' }, title: 'SVG', detail: 'image/svg+xml · 18 KB' },
                  {
                    glyph: { letter: 'F', tone: 'red' },
                    title: 'Figma layers',
                    detail: 'com.figma.ClipboardData',
                  },
                ],
              },
              {
                label: 'Paste as',
                rows: [
                  { glyph: { icon: 'image', tone: 'green' }, title: 'Image', meta: '⏎', selected: true },
                  { glyph: { icon: 'code' }, title: 'SVG code', meta: '⌥⏎' },
                ],
              },
            ],
          },
        },
      ],
      overlay: {
        kind: 'toast',
        glyph: { icon: 'folder', tone: 'accent' },
        title: 'Brand assets',
        detail: 'Folder · 24 files · pastes as the folder in Finder',
      },
    },
    markers: [
      { x: 52.5, y: 18.3 },
      { x: 80.5, y: 25.2 },
      { x: 28, y: 28.9 },
      { x: 52.5, y: 70.2 },
    ],
  },
  'copy-clip-cloud': {
    scene: {
      label: `${productName}’s sync settings on a MacBook Pro: sync turned on for this Mac, end-to-end encrypted with a key only the user’s Macs hold, text and links syncing but files kept local, and a note that the history stays usable with sync off.`,
      windows: [
        {
          title: 'Sync',
          sidebar: settingsSidebar('Sync'),
          status: 'Last synced 12 s ago · 2 devices',
          body: {
            kind: 'list',
            groups: [
              {
                label: 'This Mac',
                rows: [
                  {
                    glyph: { icon: 'laptop', tone: 'accent' },
                    title: 'Sync this MacBook Pro',
                    detail: 'Paired with iMac',
                    toggle: true,
                  },
                  {
                    glyph: { icon: 'lock', tone: 'green' },
                    title: 'End-to-end encrypted',
                    detail: 'Key in your keychain · 8f3a…c91e',
                    badge: 'On',
                  },
                ],
              },
              {
                label: 'What syncs',
                rows: [
                  { glyph: { icon: 'clipboard' }, title: 'Text and links', toggle: true },
                  { glyph: { icon: 'file' }, title: 'Files and images', toggle: false },
                ],
              },
            ],
          },
        },
      ],
      overlay: {
        kind: 'toast',
        glyph: { icon: 'cloud', tone: 'gray' },
        title: 'Offline? Nothing changes',
        detail: 'Your history is on this Mac',
      },
    },
    markers: [
      { x: 66, y: 23.4 },
      { x: 65, y: 34 },
      { x: 59.5, y: 59.8 },
      { x: 91, y: 86.8 },
    ],
  },
};
