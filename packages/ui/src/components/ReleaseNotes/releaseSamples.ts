import type { ReleaseEntry } from './ReleaseNotes';

// Story and test data only: the site's come from the database.
const sha = (seed: string) => seed.repeat(64).slice(0, 64);

export const stableRelease: ReleaseEntry = {
  version: '3.7.0',
  date: '20 November 2026',
  dateTime: '2026-11-20T09:30:00Z',
  notes:
    '## New\n- Pinned clips stay on top of every search.\n- `⌘⇧V` opens the history anywhere.\n\n## Fixed\n- Images copied from Preview keep their colour profile.',
  details: [
    { label: 'Requires', value: 'macOS 13 or later' },
    { label: 'Size', value: '18.4 MB' },
    { label: 'SHA-256', value: sha('4f2a9c'), code: true, copy: true },
  ],
};

export const betaRelease: ReleaseEntry = {
  version: '3.8.0-beta.1',
  date: '26 November 2026',
  dateTime: '2026-11-26T08:00:00Z',
  beta: true,
  notes:
    'Try the new **snippet folders** before everyone else. Tell us what breaks: [support](mailto:support@clipnest.example).',
  details: [
    { label: 'Requires', value: 'macOS 14 or later' },
    { label: 'SHA-256', value: sha('b71e03'), code: true, copy: true },
  ],
};

export const olderRelease: ReleaseEntry = {
  version: '3.6.2',
  date: '2 October 2026',
  dateTime: '2026-10-02T12:00:00Z',
  notes: '',
};

export const longRelease: ReleaseEntry = {
  version: '4.0.0',
  date: '1 December 2026',
  dateTime: '2026-12-01T10:00:00Z',
  notes: [
    '# Clipnest 4',
    'A new history window, rebuilt from scratch for speed: it opens in under 50 ms with 100,000 clips and scrolls at the display’s refresh rate. Search now matches words inside images (text recognition runs on your Mac) and inside the files you copied.',
    '## New',
    ...Array.from(
      { length: 8 },
      (_, i) =>
        `- Improvement number ${i + 1}, described in a sentence long enough to wrap on a phone screen.`,
    ),
    '## For scripts',
    '```',
    'clipnest export --since 2026-01-01 > clips.json',
    '```',
    '1. Open Settings.',
    '2. Choose **Advanced**.',
    '<script>alert("notes are text")</script>',
  ].join('\n'),
  details: [
    { label: 'Requires', value: 'macOS 13 or later' },
    { label: 'Size', value: '21.0 MB' },
    { label: 'SHA-256', value: sha('9d0c55'), code: true, copy: true },
  ],
};
