// An island: the site's header — its menu and its Download button respond to a person.
import { SiteHeader } from '@clipnest/ui';
import { headerLabels, headerSecondaryNav, headers } from '../content/navigation';
import type { HeaderVariant } from '../routeTable';
import { Logo } from '../app/brand';
import { DownloadAction, HeaderDownload } from '../app/download';

/** The header of the page at `path` (of the kind the route table gives it): its links, the current one marked, and the journey's Download. */
export default function Header({ path, variant }: { path: string; variant: HeaderVariant }) {
  const header = headers[variant];
  return (
    <SiteHeader
      logo={<Logo />}
      items={header.items}
      currentHref={path}
      variant={header.look}
      action={<HeaderDownload />}
      secondaryItems={headerSecondaryNav}
      // The journey's one download, as in the bar; the menu closes first, so the sign-up dialog
      // or the progress panel it opens is not behind the sheet.
      menuAction={(closeMenu) => (
        <DownloadAction label={headerLabels.menuDownload} isFullWidth onBeforePress={closeMenu} />
      )}
      labels={headerLabels}
    />
  );
}
