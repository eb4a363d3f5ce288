/** The /changelog page: every published version, and how to tell a real download. */
import { downloadCheckLabels } from './install';
import { productName } from './product';

export const changelogPage = {
  eyebrow: 'Changelog',
  heading: 'What’s New in Each Version',
  description: `Every version of ${productName} we have published, newest first, with what changed and the checksum of its download.`,
  /** Shown until the list has been read (the page is built before any version exists). */
  loading: 'Reading the published versions…',
  empty: 'No versions have been published yet.',
  failed: 'The list of versions could not be loaded. Check your connection and reload the page.',
  feed: {
    label: 'Update feed (RSS)',
    /** Said after the link, for people who wonder what it is. */
    hint: `The feed ${productName} itself reads to learn of a new version.`,
  },
  labels: {
    version: (version: string) => `Version ${version}`,
    beta: 'Beta',
    /** A quiet footnote under the version's facts, not an empty state. */
    noNotes: 'Published without release notes.',
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
    sha256: 'SHA-256',
    /** For a build recorded before checksums were (publish-build records one for every build now). */
    sha256Unknown: 'Not recorded for this build',
  },
  trust: {
    heading: 'How to Tell a Real Download',
    points: [
      (domain: string) =>
        `${productName} is only published on ${domain}. A download offered anywhere else is not ours.`,
      () =>
        `The app is signed with our Apple Developer ID and notarized by Apple: macOS checks this when you open it, and ` +
        `“codesign -dv --verbose=2 /Applications/${productName}.app” names the signer.`,
      () =>
        'Each version’s SHA-256 is listed above. In Terminal, “shasum -a 256 ~/Downloads/<file>.zip” prints the checksum of the file you downloaded: it must be the same.',
    ],
  },
} as const;
