// An island: the press releases, filtered by category.
import { PressReleaseList } from '@clipnest/ui';
import { pressPage, pressReleases } from '../content/press';

export default function PressReleases() {
  return (
    <PressReleaseList
      title={pressPage.releasesHeading}
      items={pressReleases.map(({ link, ...release }) => ({ ...release, href: link }))}
      labels={{
        filter: pressPage.categoryLabel,
        all: pressPage.allCategories,
        resultCount: pressPage.releasesCount,
        empty: pressPage.noReleases,
      }}
    />
  );
}
