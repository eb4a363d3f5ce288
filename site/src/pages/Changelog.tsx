import { Fragment, startTransition, useEffect, useState } from 'react';
import {
  Container,
  PageHeader,
  PageSection,
  Prose,
  ReleaseNotes,
  Section,
  Text,
  TextLink,
  type ReleaseEntry,
} from '@clipnest/ui';
import { formatDate } from '../content/blocks';
import {
  changelogHistory,
  changelogPage,
  publishedBuildNotes,
  type ChangelogEntry,
  type TrustPart,
} from '../content/changelog';
import { platform, productName } from '../content/product';
import { staticSeo } from '../content/seo';
import { siteOrigin, type PageMeta } from '../seo';
import type { Release } from '../services/releases';
import { siteLocale } from '../content/locale';

export const meta = (): PageMeta => staticSeo['/changelog'];

type State =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; releases: Release[]; feedUrl: string };

// One decimal for every version, so 20.0 MB and 20.4 MB read alike down the list.
const mb = new Intl.NumberFormat(siteLocale, {
  style: 'unit',
  unit: 'megabyte',
  unitDisplay: 'short',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

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
      { label: details.size, value: mb.format(release.sizeMb) },
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

/** A sentence of the trust section; a command is code, each word kept whole on one line. */
function TrustSentence({ parts }: { parts: readonly TrustPart[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <code key={index} translate="no">
        {part.command.split(' ').map((word, at) => (
          <Fragment key={at}>
            {at > 0 && ' '}
            <span>{word}</span>
          </Fragment>
        ))}
      </code>
    ),
  );
}

export default function Changelog() {
  // Prerendered before any version exists: the list is read after hydration, so it is current
  // without a rebuild.
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    import('../services/releases')
      .then(({ readReleases }) => readReleases())
      // A transition: the list renders in slices, not in one long task on a slow phone.
      .then((found) => active && startTransition(() => setState({ status: 'loaded', ...found })))
      .catch(() => active && startTransition(() => setState({ status: 'failed' })));
    return () => {
      active = false;
    };
  }, []);

  // Once the list is in, a `#v1.2.3` link (the app's "release notes" link) lands on its version.
  const loaded = state.status === 'loaded';
  useEffect(() => {
    if (!loaded || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [loaded]);

  // While the list is read, nothing but the note: the versions then appear at once, in order.
  const releases =
    state.status === 'loaded'
      ? versionHistory(state.releases)
      : state.status === 'failed'
        ? versionHistory([])
        : [];
  const { trust } = changelogPage;
  const domain = new URL(siteOrigin).host;
  return (
    <>
      <PageHeader
        align="center"
        eyebrow={changelogPage.eyebrow}
        title={changelogPage.heading}
        description={changelogPage.description}
        meta={
          state.status === 'loaded' ? (
            <>
              <TextLink href={state.feedUrl}>{changelogPage.feed.label}</TextLink> {changelogPage.feed.hint}
            </>
          ) : state.status === 'failed' && releases.length > 0 ? (
            // The versions below come from the site itself; say that the newest could not be read.
            <span role="status">{changelogPage.newestFailed}</span>
          ) : (
            // The line's place is kept while the list is read, so it does not push the page down.
            <span aria-hidden="true" style={{ visibility: 'hidden' }}>
              {changelogPage.feed.label} {changelogPage.feed.hint}
            </span>
          )
        }
      />
      <Section size={1}>
        <Container>
          <ReleaseNotes
            aria-busy={state.status === 'loading'}
            releases={releases.map(releaseEntry)}
            labels={changelogPage.labels}
            headingLevel={1}
            empty={
              // While the list is read, its place reaches past the first screen: the versions then
              // fill it without moving what is below while it is in view (no layout shift).
              <div style={state.status === 'loading' ? { minBlockSize: '100vh' } : undefined}>
                <Text color="muted" role="status">
                  {state.status === 'loading'
                    ? changelogPage.loading
                    : state.status === 'failed'
                      ? changelogPage.failed
                      : changelogPage.empty}
                </Text>
              </div>
            }
          />
        </Container>
      </Section>
      {/* The page's one section style: its heading on the same edge as the versions above. */}
      <PageSection variant="subtle" title={trust.heading} align="start">
        <Prose>
          <ul>
            {trust.points.map((point, index) => (
              <li key={index}>
                <TrustSentence parts={point(domain)} />
              </li>
            ))}
          </ul>
        </Prose>
      </PageSection>
    </>
  );
}
