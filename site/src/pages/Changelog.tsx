import { useEffect, useState } from 'react';
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
import { changelogPage } from '../content/changelog';
import { staticSeo } from '../content/seo';
import { siteOrigin, type PageMeta } from '../seo';
import type { Release } from '../services/releases';

export const meta = (): PageMeta => staticSeo['/changelog'];

type State =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; releases: Release[]; feedUrl: string };

const mb = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'megabyte',
  unitDisplay: 'short',
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
      ...(release.minimumMacos
        ? [{ label: details.requires, value: details.minimumMacos(release.minimumMacos) }]
        : []),
      { label: details.size, value: mb.format(release.sizeMb) },
      release.sha256
        ? { label: details.sha256, value: release.sha256, code: true, copy: true }
        : { label: details.sha256, value: details.sha256Unknown },
    ],
  };
}

export default function Changelog() {
  // Prerendered before any version exists: the list is read after hydration, so it is current
  // without a rebuild.
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    import('../services/releases')
      .then(({ readReleases }) => readReleases())
      .then((found) => active && setState({ status: 'loaded', ...found }))
      .catch(() => active && setState({ status: 'failed' }));
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

  const { trust } = changelogPage;
  const domain = new URL(siteOrigin).host;
  return (
    <>
      <PageHeader
        eyebrow={changelogPage.eyebrow}
        title={changelogPage.heading}
        description={changelogPage.description}
        meta={
          state.status === 'loaded' ? (
            <>
              <TextLink href={state.feedUrl}>{changelogPage.feed.label}</TextLink> {changelogPage.feed.hint}
            </>
          ) : undefined
        }
      />
      <Section size={1}>
        <Container>
          <ReleaseNotes
            aria-busy={state.status === 'loading'}
            releases={state.status === 'loaded' ? state.releases.map(releaseEntry) : []}
            labels={changelogPage.labels}
            headingLevel={1}
            empty={
              <Text color="muted" role="status">
                {state.status === 'loading'
                  ? changelogPage.loading
                  : state.status === 'failed'
                    ? changelogPage.failed
                    : changelogPage.empty}
              </Text>
            }
          />
        </Container>
      </Section>
      {/* The page's one section style: its heading on the same edge as the versions above. */}
      <PageSection variant="subtle" title={trust.heading} align="start">
        <Prose>
          <ul>
            {trust.points.map((point, index) => (
              <li key={index}>{point(domain)}</li>
            ))}
          </ul>
        </Prose>
      </PageSection>
    </>
  );
}
