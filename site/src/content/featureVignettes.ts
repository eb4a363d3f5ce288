/**
 * The small drawings in the landing page's Core Features cards (the cards' copy is in ./landing).
 * Only the landing page's static LandingOverview section imports this: never loaded in the browser.
 * Decorative: screen readers skip them, the cards' text says the same.
 */
import type { FeatureVignetteProps } from '@clipnest/ui';
import type { coreFeatures } from './landing';

type CoreFeatureHref = (typeof coreFeatures.cards)[number]['href'];

export interface CoreFeatureVignette {
  vignette: FeatureVignetteProps;
  /** Spans two of the three desktop columns; each row pairs a wide card with a narrow one. */
  wide?: boolean;
}

export const coreFeatureVignettes: Record<CoreFeatureHref, CoreFeatureVignette> = {
  '/features/local-storage': {
    vignette: {
      kind: 'path',
      steps: [
        { icon: 'copy', label: '⌘C' },
        { icon: 'lock', label: 'Encrypted', tone: 'accent' },
        { icon: 'laptop', label: 'This Mac', tone: 'green' },
      ],
      blocked: { icon: 'cloud', label: 'Upload to a server' },
    },
  },
  '/features/universal-clipboard': {
    wide: true,
    vignette: {
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
  },
  '/features/custom-rules': {
    vignette: {
      kind: 'settings',
      settings: [
        { icon: 'shield', label: 'Skip concealed passwords', on: true, tone: 'green' },
        { icon: 'lock', label: 'Lock with Touch ID', on: true, tone: 'accent' },
        { icon: 'trash', label: 'Clear history after', value: '7 days' },
      ],
    },
  },
  '/features/smart-search': {
    wide: true,
    vignette: {
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
  },
  '/features/smart-organization': {
    wide: true,
    vignette: {
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
  },
  '/features/lightning-fast': {
    vignette: {
      kind: 'keys',
      keys: ['⇧', '⌘', 'V'],
      stats: [
        { value: '< 50 ms', label: 'to open' },
        { value: '0%', label: 'CPU at rest' },
      ],
    },
  },
};
