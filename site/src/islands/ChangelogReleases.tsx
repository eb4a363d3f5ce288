// An island: the changelog's versions, read after load (src/app/releaseHistory.ts).
import { ReleaseNotes, Text } from '@clipnest/ui';
import { useEffect } from 'react';
import { releaseEntry, shownReleases, useReleaseHistory } from '../app/releaseHistory';
import { changelogPage } from '../content/changelog';

export default function ChangelogReleases() {
  const history = useReleaseHistory();

  // Once the list is in, a `#v1.2.3` link (the app's "release notes" link) lands on its version.
  const loaded = history.status === 'loaded';
  useEffect(() => {
    if (!loaded || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [loaded]);

  // While the list is read, nothing but the note: the versions then appear at once, in order.
  return (
    <ReleaseNotes
      aria-busy={history.status === 'loading'}
      releases={shownReleases(history).map(releaseEntry)}
      labels={changelogPage.labels}
      headingLevel={1}
      empty={
        // While the list is read, its place reaches past the first screen: the versions then fill
        // it without moving what is below while it is in view (no layout shift).
        <div style={history.status === 'loading' ? { minBlockSize: '100vh' } : undefined}>
          <Text color="muted" role="status">
            {history.status === 'loading'
              ? changelogPage.loading
              : history.status === 'failed'
                ? changelogPage.failed
                : changelogPage.empty}
          </Text>
        </div>
      }
    />
  );
}
