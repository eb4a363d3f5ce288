/**
 * The drawings of the nine features: one per feature (six of them in the landing page's Core
 * Features cards, whose copy is in ./landing), and the before-and-after pairs of the feature pages
 * whose 'What You Get' is a `compare`. A feature page never repeats the landing page's drawing. Only static
 * sections import this (the landing page's LandingOverview, the feature pages): never loaded in the
 * browser. Decorative: screen readers skip them, the text beside them says the same.
 */
import type { FeatureVignetteProps } from '@clipnest/ui';
import type { coreFeatures } from './landing';
import type { FeatureSlug } from './paths';

type CoreFeatureHref = (typeof coreFeatures.cards)[number]['href'];

export interface CoreFeatureVignette {
  vignette: FeatureVignetteProps;
  /** Spans two of the three desktop columns; each row pairs a wide card with a narrow one. */
  wide?: boolean;
}

/** The snippet both code pictures show, up to its last line: a retry loop as VS Code copied it. */
const retryLoop = [
  [{ keyword: 'export async function' }, ' retry(task) {'],
  [
    '\t',
    { keyword: 'for' },
    ' (',
    { keyword: 'let' },
    ' i = ',
    { literal: '0' },
    '; i < ',
    { literal: '3' },
    '; i++) {',
  ],
  ['\t\t', { keyword: 'try' }, ' { ', { keyword: 'return await' }, ' task(); }'],
  ['\t\t', { keyword: 'catch' }, ' { ', { keyword: 'await' }, ' sleep(', { literal: '2 ** i' }, '); }'],
  ['\t}'],
] satisfies Extract<FeatureVignetteProps, { kind: 'code' }>['lines'];

export const featureVignettes: Record<FeatureSlug, FeatureVignetteProps> = {
  'local-storage': {
    kind: 'path',
    steps: [
      { icon: 'copy', label: '⌘C' },
      { icon: 'lock', label: 'Encrypted', tone: 'accent' },
      { icon: 'laptop', label: 'This Mac', tone: 'green' },
    ],
    blocked: { icon: 'cloud', label: 'Upload to a server' },
  },
  'universal-clipboard': {
    kind: 'previews',
    previews: [
      { type: 'image', label: 'Screenshot' },
      {
        type: 'code',
        label: 'Swift',
        lines: [
          [{ keyword: 'let' }, ' clips = ', { keyword: 'try' }],
          ['  history.search('],
          ['    ', { literal: '"invoice"' }, ')'],
          [{ keyword: 'for' }, ' clip ', { keyword: 'in' }, ' clips {'],
        ],
      },
      // The brand's amber (accent 9), as a designer would copy it.
      { type: 'color', label: '#FFC53D', value: '#ffc53d' },
      { type: 'file', label: 'Invoice.pdf', fileType: 'PDF' },
      { type: 'link', label: 'Link', host: 'developer.apple.com', title: 'NSPasteboard | Apple Developer' },
      {
        type: 'text',
        label: 'Text',
        text: 'Owners: Lena (search), Jonas (sync). Ship the search rewrite first.',
      },
    ],
  },
  'custom-rules': {
    kind: 'settings',
    settings: [
      { icon: 'shield', label: 'Skip concealed passwords', on: true, tone: 'green' },
      { icon: 'lock', label: 'Lock with Touch ID', on: true, tone: 'accent' },
      { icon: 'trash', label: 'Clear history after', value: '7 days' },
    ],
  },
  'smart-search': {
    kind: 'search',
    query: 'invoice',
    results: [
      { icon: 'file', tone: 'amber', text: [{ match: 'Invoice' }, '-2026-114-Acme.pdf'], meta: 'Finder' },
      {
        icon: 'image',
        tone: 'green',
        text: ['Screenshot: “', { match: 'Invoice' }, ' total €1,280”'],
        meta: 'Text in image',
      },
      { icon: 'mail', text: ['Send the ', { match: 'invoice' }, ' by Friday, please'], meta: 'Mail' },
    ],
  },
  'smart-organization': {
    kind: 'timeline',
    hours: [
      { label: '08', clips: ['clipboard'] },
      { label: '09', clips: ['globe', 'code', 'clipboard'] },
      { label: '10', clips: ['image'] },
      { label: '11', clips: ['code', 'code', 'globe', 'clipboard'] },
      { label: '12', clips: [] },
      { label: '13', clips: ['file', 'clipboard'] },
      { label: '14', clips: ['clipboard', 'globe', 'image'], current: true },
    ],
  },
  'lightning-fast': {
    kind: 'keys',
    keys: ['⇧', '⌘', 'V'],
    stats: [
      { value: '< 50 ms', label: 'to open' },
      { value: '0%', label: 'CPU at rest' },
    ],
  },
  'code-snippets': {
    kind: 'code',
    title: 'Copied from VS Code',
    language: 'TypeScript',
    lines: [...retryLoop, ['}']],
    notes: [
      { icon: 'check', label: 'Tabs kept', tone: 'green' },
      { icon: 'copy', label: 'Pastes as plain text', tone: 'accent' },
    ],
  },
  templates: {
    kind: 'template',
    title: 'Invoice reminder',
    keyword: ';inv',
    lines: [
      ['Hi ', { field: 'customer' }, ','],
      ['Invoice ', { field: 'clipboard' }, ' was due on ', { field: 'date' }, '.'],
      ['Could you take a look this week?', { cursor: true }],
    ],
    // The customer of the page's first picture.
    fields: [{ label: 'customer', value: 'Ana Ruiz' }],
  },
  'copy-clip-cloud': {
    // The two Macs of the page's first picture.
    kind: 'devices',
    devices: [
      { icon: 'laptop', label: 'MacBook Pro', tone: 'accent' },
      { icon: 'laptop', label: 'iMac', tone: 'accent' },
    ],
    clips: [
      { icon: 'globe', label: 'Review link', tone: 'accent' },
      { icon: 'clipboard', label: 'Release notes' },
      { icon: 'image', label: 'Screenshot', tone: 'green' },
    ],
    link: { icon: 'lock', label: 'End-to-end encrypted' },
  },
};

/** The landing page's Core Features cards' drawings, by the card's link. */
export const coreFeatureVignettes: Record<CoreFeatureHref, CoreFeatureVignette> = {
  '/features/local-storage': { vignette: featureVignettes['local-storage'] },
  '/features/universal-clipboard': { vignette: featureVignettes['universal-clipboard'], wide: true },
  '/features/custom-rules': { vignette: featureVignettes['custom-rules'] },
  '/features/smart-search': { vignette: featureVignettes['smart-search'], wide: true },
  '/features/smart-organization': { vignette: featureVignettes['smart-organization'], wide: true },
  '/features/lightning-fast': { vignette: featureVignettes['lightning-fast'] },
};

/**
 * The two drawings of a feature page whose 'What You Get' is a `compare` (see `composition` in
 * ./features): the same clip before and after the feature, neither of them the landing page's.
 */
export const featureCompareVignettes: Partial<
  Record<FeatureSlug, readonly [FeatureVignetteProps, FeatureVignetteProps]>
> = {
  'code-snippets': [
    {
      kind: 'code',
      title: 'Pasted into Notes',
      language: 'Rich text',
      lines: [
        ['export async function retry(task) {'],
        ['for (let i = 0; i < 3; i++) {'],
        ['try { return await task(); }'],
        ['catch { await sleep(2 ** i); }'],
        ['}'],
        ['const token = “sk_live_51Hx…”'],
      ],
      notes: [
        { icon: 'close', label: 'Indentation lost', tone: 'red' },
        { icon: 'eye', label: 'Secret in plain sight', tone: 'red' },
      ],
    },
    {
      kind: 'code',
      title: 'Pasted from Clipnest',
      language: 'TypeScript',
      lines: [...retryLoop, [{ keyword: 'const' }, ' token = ', { literal: '"sk_live_••••••"' }]],
      notes: [
        { icon: 'check', label: 'Tabs kept', tone: 'green' },
        { icon: 'lock', label: 'Secret masked', tone: 'accent' },
      ],
    },
  ],
  templates: [
    {
      kind: 'template',
      title: 'Shipping delay',
      keyword: ';delay',
      lines: [
        ['Hi ', { field: 'customer' }, ','],
        ['Order ', { field: 'clipboard' }, ' left on ', { field: 'date' }, '.'],
        ['Tracking updates tonight.', { cursor: true }],
      ],
    },
    {
      kind: 'template',
      title: 'Pasted into Mail',
      lines: [
        ['Hi Ana Ruiz,'],
        ['Order #CN-20417 left on 12 May.'],
        ['Tracking updates tonight.', { cursor: true }],
      ],
      fields: [
        { label: 'customer', value: 'Ana Ruiz' },
        { label: 'clipboard', value: '#CN-20417' },
      ],
    },
  ],
};
