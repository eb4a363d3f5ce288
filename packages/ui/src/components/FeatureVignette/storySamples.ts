import type { FeatureVignetteProps } from './FeatureVignette';

// Sample drawings for the stories (not exported from the package; the site passes its own copy).

type Kind = FeatureVignetteProps['kind'];

export const sampleVignettes: { [K in Kind]: Extract<FeatureVignetteProps, { kind: K }> } = {
  search: {
    kind: 'search',
    query: 'contract',
    results: [
      { icon: 'file', tone: 'amber', text: [{ match: 'Contract' }, '-Meridian-signed.pdf'], meta: 'Finder' },
      {
        icon: 'image',
        tone: 'green',
        text: ['Scan: “', { match: 'Contract' }, ' no. 4471”'],
        meta: 'Preview',
      },
      { icon: 'mail', text: ['Re: the ', { match: 'contract' }, ' renewal for next year'], meta: 'Mail' },
    ],
  },
  tiles: {
    kind: 'tiles',
    tiles: [
      { icon: 'clipboard', label: 'Note' },
      { icon: 'image', label: 'Photo', tone: 'green' },
      { icon: 'file', label: 'Spreadsheet', tone: 'amber' },
      { icon: 'globe', label: 'URL', tone: 'accent' },
      { icon: 'palette', label: '#E54D2E', swatch: '#e54d2e' },
    ],
  },
  previews: {
    kind: 'previews',
    previews: [
      { type: 'image', label: 'Photo' },
      {
        type: 'code',
        label: 'TypeScript',
        lines: [[{ keyword: 'const' }, ' total = sum('], ['  rows, ', { literal: "'amount'" }], [')']],
      },
      { type: 'color', label: '#E54D2E', value: '#e54d2e' },
      { type: 'file', label: 'Contract.pdf', fileType: 'PDF' },
      { type: 'link', label: 'URL', host: 'example.com', title: 'A page about something' },
      { type: 'text', label: 'Note', text: 'Bring the signed copy to Thursday’s meeting.' },
    ],
  },
  path: {
    kind: 'path',
    steps: [
      { icon: 'clipboard', label: 'Copied' },
      { icon: 'shield', label: 'Encrypted', tone: 'accent' },
      { icon: 'folder', label: 'This disk', tone: 'green' },
    ],
    blocked: { icon: 'cloud', label: 'Sent anywhere' },
  },
  settings: {
    kind: 'settings',
    settings: [
      { icon: 'eye', label: 'Ignore hidden fields', on: true, tone: 'green' },
      { icon: 'globe', label: 'Record private windows', on: false },
      { icon: 'clock', label: 'Forget clips after', value: '30 days' },
    ],
  },
  timeline: {
    kind: 'timeline',
    hours: [
      { label: '15', clips: ['code'] },
      { label: '16', clips: ['clipboard', 'clipboard'] },
      { label: '17', clips: [] },
      { label: '18', clips: ['globe', 'image', 'file', 'code'] },
      { label: '19', clips: ['image'] },
      { label: '20', clips: ['clipboard', 'globe'] },
      { label: '21', clips: ['file', 'code', 'clipboard'], current: true },
    ],
  },
  code: {
    kind: 'code',
    title: 'Copied from Terminal',
    language: 'Python',
    lines: [
      [{ keyword: 'def' }, ' total(rows):'],
      ['\treturn sum('],
      ['\t\tr[', { literal: "'amount'" }, '] ', { keyword: 'for' }, ' r ', { keyword: 'in' }, ' rows'],
      ['\t)'],
    ],
    notes: [
      { icon: 'check', label: 'Tabs kept', tone: 'green' },
      { icon: 'clock', label: 'Token expires in 5 min', tone: 'amber' },
    ],
  },
  template: {
    kind: 'template',
    title: 'Meeting follow-up',
    keyword: ';fu',
    lines: [
      ['Hi ', { field: 'name' }, ', thanks for ', { field: 'date' }, '.'],
      ['Notes: ', { field: 'clipboard' }],
      ['Best, Mia', { cursor: true }],
    ],
    fields: [
      { label: 'name', value: 'Jordan' },
      { label: 'date', value: 'Tuesday' },
    ],
  },
  devices: {
    kind: 'devices',
    devices: [
      { icon: 'laptop', label: 'Studio', tone: 'accent' },
      { icon: 'laptop', label: 'Travel', tone: 'accent' },
    ],
    clips: [
      { icon: 'globe', label: 'Flight check-in link', tone: 'accent' },
      { icon: 'clipboard', label: 'Gate B12, seat 14A' },
      { icon: 'image', label: 'Boarding pass', tone: 'green' },
    ],
    link: { icon: 'lock', label: 'Encrypted end to end' },
  },
  keys: {
    kind: 'keys',
    keys: ['⌥', '⌘', 'C'],
    stats: [
      { value: '12 MB', label: 'memory' },
      { value: '1 s', label: 'to launch' },
    ],
  },
};
