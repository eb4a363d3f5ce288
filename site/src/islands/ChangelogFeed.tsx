// An island: the changelog header's line about the update feed, once the builds are read (its
// place is kept while they are, so it does not push the page down).
import { TextLink } from '@clipnest/ui';
import { shownReleases, useReleaseHistory } from '../app/releaseHistory';
import { changelogPage } from '../content/changelog';

export default function ChangelogFeed() {
  const history = useReleaseHistory();
  const { feed } = changelogPage;
  if (history.status === 'loaded')
    return (
      <>
        <TextLink href={history.feedUrl}>{feed.label}</TextLink> {feed.hint}
      </>
    );
  // The versions below come from the site itself; say that the newest could not be read.
  if (history.status === 'failed' && shownReleases(history).length > 0)
    return <span role="status">{changelogPage.newestFailed}</span>;
  return (
    <span aria-hidden="true" style={{ visibility: 'hidden' }}>
      {feed.label} {feed.hint}
    </span>
  );
}
