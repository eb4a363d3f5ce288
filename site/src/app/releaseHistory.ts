// The version history of /changelog: the builds the backend lists, newest first, then the versions
// before them from the content. Read once after load and shared by the page's two islands. No Intl
// formatter: the first one a page makes loads the browser's locale data in one task (~20 ms on a
// desktop, ~200 ms on a slow phone).
import { startTransition, useEffect, useState } from 'react';
import type { ReleaseEntry } from '@clipnest/ui';
import { formatDate } from '../content/blocks';
import {
  changelogHistory,
  changelogPage,
  publishedBuildNotes,
  type ChangelogEntry,
} from '../content/changelog';
import { platform, productName } from '../content/product';
import type { Release } from '../services/releases';

/** The read of the published builds, as both islands show it. */
export type ReleaseHistory =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; releases: Release[]; feedUrl: string };

let read: Promise<ReleaseHistory> | undefined;

/**
 * The published builds, read once for the page's two islands (the feed's line in the header and the
 * list): prerendered before any version exists, the page reads them after hydration, so it is
 * current without a rebuild.
 */
export function readReleaseHistory(): Promise<ReleaseHistory> {
  read ??= import('../services/releases')
    .then(({ readReleases }) => readReleases())
    .then((found): ReleaseHistory => ({ status: 'loaded', ...found }))
    .catch((): ReleaseHistory => ({ status: 'failed' }));
  return read;
}

/**
 * The history in a component's state: as prerendered ('loading') until read, then set in a transition
 * (a long list renders in slices, not in one long task on a slow phone).
 */
export function useReleaseHistory(): ReleaseHistory {
  const [history, setHistory] = useState<ReleaseHistory>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void readReleaseHistory().then((found) => active && startTransition(() => setHistory(found)));
    return () => {
      active = false;
    };
  }, []);
  return history;
}

/** The versions a history shows: none while it is read, the content's own when the read failed. */
export const shownReleases = (history: ReleaseHistory): Release[] =>
  history.status === 'loaded'
    ? versionHistory(history.releases)
    : history.status === 'failed'
      ? versionHistory([])
      : [];

/** A release as the list shows it: dates in UTC (the same on the server and in the browser). */
export function releaseEntry(release: Release): ReleaseEntry {
  const { details } = changelogPage;
  return {
    version: release.version,
    date: formatDate(new Date(release.publishedAt).toISOString().slice(0, 10)),
    dateTime: new Date(release.publishedAt).toISOString(),
    notes: release.notes,
    beta: release.channel === 'beta',
    details: [
      // As the hero: a record without the field was published before it was recorded.
      { label: details.requires, value: details.minimumMacos(release.minimumMacos ?? platform.minimumMacos) },
      { label: details.size, value: details.sizeValue(release.sizeMb) },
      // Versions from the content's history carry no checksum: nothing to compare, so no row.
      ...(release.sha256
        ? [{ label: details.sha256, value: release.sha256, code: true, copy: true }]
        : historyReleases.includes(release)
          ? []
          : [{ label: details.sha256, value: details.sha256Unknown }]),
    ],
  };
}

/** A version from the content's history, in the shape the backend lists builds. */
const historyRelease = (entry: ChangelogEntry): Release => ({
  version: entry.version,
  buildNumber: null,
  channel: 'stable',
  publishedAt: `${entry.date}T10:00:00Z`,
  notes: entry.notes,
  minimumMacos: entry.minimumMacos,
  fileName: `${productName}-${entry.version}.zip`,
  sizeMb: entry.sizeMb,
  sha256: null,
});

const historyReleases: readonly Release[] = changelogHistory.map(historyRelease);

/**
 * The published builds on top, newest first, then the versions before them from the content. A
 * build listed without notes gets the content's notes for its version, or a link to the roadmap:
 * the page never shows a version with nothing to say.
 */
export function versionHistory(published: readonly Release[]): Release[] {
  const listed = new Set(published.map((release) => release.version));
  return [
    ...published.map((release) =>
      release.notes.trim()
        ? release
        : { ...release, notes: publishedBuildNotes[release.version] ?? changelogPage.roadmapNote },
    ),
    ...historyReleases.filter((release) => !listed.has(release.version)),
  ];
}
