/** The /changelog page: every published version, and how to tell a real download. */
import { buildDate } from './buildDate';
import { downloadCheckLabels } from './install';
import { productName } from './productName';

export const changelogPage = {
  eyebrow: 'Changelog',
  heading: 'What’s New in Each Version',
  // Promises only what the list shows: builds recorded before checksums have none (review defect 7).
  description: `Every version of ${productName} we have published, newest first, with what changed — and the SHA-256 checksum of each build you can download here.`,
  /** Shown until the list has been read (the page is built before any version exists). */
  loading: 'Reading the published versions…',
  empty: 'No versions have been published yet.',
  failed: 'The list of versions could not be loaded. Check your connection and reload the page.',
  /** When the published builds could not be read but the earlier versions are shown. */
  newestFailed: 'The newest versions could not be loaded. Check your connection and reload the page.',
  feed: {
    label: 'Update feed (RSS)',
    /** Said after the link, for people who wonder what it is. */
    hint: `The feed ${productName} itself reads to learn of a new version.`,
  },
  labels: {
    version: (version: string) => `Version ${version}`,
    beta: 'Beta',
    // The same words as the download check's Copy buttons.
    copy: downloadCheckLabels.copy!,
    copied: downloadCheckLabels.copied!,
    copyFailed: downloadCheckLabels.copyFailed!,
    copyDetail: (label: string, version: string) => `Copy ${label} of Version ${version}`,
  },
  details: {
    requires: 'Requires',
    minimumMacos: (version: string) => `macOS ${version.replace(/\.0$/, '')} or later`,
    size: 'Size',
    /** One decimal for every version, so 20.0 MB and 20.4 MB read alike down the list. */
    sizeValue: (sizeMb: number) => `${sizeMb.toFixed(1)} MB`,
    sha256: 'SHA-256',
    /** For a build recorded before checksums were (publish-build records one for every build now). */
    sha256Unknown: 'Not recorded for this build',
  },
  /** In place of notes for a published build that has none (Markdown: a link to the roadmap). */
  roadmapNote: 'What this version brings is on the [roadmap](/roadmap), quarter by quarter.',
  trust: {
    heading: 'How to Tell a Real Download',
    // Commands are their own parts, so the page sets them as code people can copy as written.
    points: [
      (domain: string): TrustPart[] => [
        `${productName} is only published on ${domain}. A download offered anywhere else is not ours.`,
      ],
      (): TrustPart[] => [
        'The app is signed with our Apple Developer ID and notarized by Apple: macOS checks this when you open it, and ',
        { command: `codesign -dv --verbose=2 /Applications/${productName}.app` },
        ' names the signer.',
      ],
      (): TrustPart[] => [
        'The SHA-256 of each build you can download is listed with its version above. In Terminal, ',
        { command: 'shasum -a 256 ~/Downloads/<file>.zip' },
        ' prints the checksum of the file you downloaded: it must be the same.',
      ],
    ],
  },
} as const;

/** A sentence of the trust section: text, or a shell command shown as code. */
export type TrustPart = string | { command: string };

/** A version from before the published builds the backend lists, as written for the changelog. */
export interface ChangelogEntry {
  version: string;
  /** ISO date it was published. */
  date: string;
  /** Markdown: 3–6 bullets, matching what the roadmap says shipped then. */
  notes: string;
  minimumMacos: string;
  sizeMb: number;
}

/** Notes for builds the backend lists without any (the build the local backend seeds is one). */
export const publishedBuildNotes: Readonly<Record<string, string>> = {
  '3.6.0': [
    '- A first look at the team audit log: Enterprise admins see who changed which managed rule, and when.',
    '- Search in PDFs also indexes PDFs copied before you updated, in the background.',
    '- Smart paste suggestions can be turned off for single apps in Settings › Suggestions.',
    '- Fixed: the history window could open on the wrong display with two monitors attached.',
  ].join('\n'),
};

/** The versions before the published builds, newest first (the roadmap's shipped items, Q3–Q4 2026). */
const history: readonly ChangelogEntry[] = [
  {
    version: '3.5.2',
    date: '2026-11-17',
    minimumMacos: '13.0',
    sizeMb: 20.4,
    notes: [
      '- Search in PDFs: text inside copied PDF files is indexed on your Mac and found like any other clip.',
      '- Quick Look previews show every page of a PDF clip.',
      '- Type `type:pdf` in search to see only PDF clips.',
      '- Fixed: a long PDF could delay the first search after waking the Mac.',
    ].join('\n'),
  },
  {
    version: '3.5.1',
    date: '2026-11-03',
    minimumMacos: '13.0',
    sizeMb: 20.2,
    notes: [
      '- Smart paste suggestions learn faster from the first few pastes into a new app.',
      '- Pinned clips always stay above suggestions.',
      '- Fixed: ⌥Return opened the paste menu twice in some Electron apps.',
      '- Fixed: sync could pause after the Mac changed networks while asleep.',
    ].join('\n'),
  },
  {
    version: '3.5.0',
    date: '2026-10-20',
    minimumMacos: '13.0',
    sizeMb: 20,
    notes: [
      '- Smart paste suggestions: the clips you paste into the app in front come first, learned and stored on your Mac.',
      '- A Suggested section at the top of the history window, hidden while you search.',
      '- Per-app history remembers its filter for each app.',
      '- VoiceOver reads why a clip is suggested.',
      '- Fixed: clips copied from Terminal sometimes kept trailing spaces.',
    ].join('\n'),
  },
  {
    version: '3.4.0',
    date: '2026-09-15',
    minimumMacos: '13.0',
    sizeMb: 19.6,
    notes: [
      '- Per-app history: filter the window to what you copied in the app in front with ⌘0.',
      '- Search filters gain `app:current`.',
      '- The history window opens in under 50 ms on Apple silicon, also with 100,000 clips.',
      '- Fixed: image clips from Safari could lose their source link.',
    ].join('\n'),
  },
  {
    version: '3.3.0',
    date: '2026-08-25',
    minimumMacos: '13.0',
    sizeMb: 19.3,
    notes: [
      '- Sync conflict view: when a clip was edited on two Macs at once, see both versions and keep one or both.',
      '- Sync shows when each Mac last connected, in Settings › Sync.',
      '- Redact before pasting works on image clips of any size.',
      '- Fixed: a pinned clip edited on another Mac could lose its pin.',
    ].join('\n'),
  },
];

/** The history as of the build day: a version is never dated after the site that lists it. */
export const changelogHistory: readonly ChangelogEntry[] = history.filter((entry) => entry.date <= buildDate);
