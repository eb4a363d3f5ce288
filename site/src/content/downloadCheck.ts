/**
 * The words of the download check (the checksum and the Terminal line), wherever it is shown: the
 * hero, /install and the changelog. A module of its own, so that the hero's check, which loads on a
 * first visit to the landing page, does not bring the install guide's copy with it.
 */
import type { DownloadCheckLabels } from '@clipnest/ui';

export const downloadCheckLabels: Partial<DownloadCheckLabels> = {
  summary: 'Verify the Download',
  checksum: 'SHA-256 of this version',
  commandHint: 'In Terminal, this prints the checksum of the file you downloaded:',
  compareHint:
    'Both must match, character for character. If they don’t, delete the file and download it again here.',
  copyChecksum: 'Copy Checksum',
  copyCommand: 'Copy Command',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copying isn’t allowed here. The text is selected: copy it with ⌘C.',
};

/** The hero's link when the latest record has no checksum: one short line (its row has one line's room). */
export const heroChecksumLink = 'Release notes and checksums';
