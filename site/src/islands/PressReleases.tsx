// An island: the press releases, filtered by category.
import { PressReleaseList } from '@clipnest/ui';
import { formatDate } from '../content/blocks';
import { pressPage, pressReleases } from '../content/press';

export default function PressReleases() {
  return (
    <PressReleaseList
      title={pressPage.releasesHeading}
      items={pressReleases.map(({ link, ...release }) => ({ ...release, href: link }))}
      // The site's own date format: no Intl as the island hydrates.
      formatDate={formatDate}
      labels={{
        filter: pressPage.categoryLabel,
        all: pressPage.allCategories,
        resultCount: pressPage.releasesCount,
        empty: pressPage.noReleases,
      }}
    />
  );
}
