import { SiteHeader, SkipLink } from '@clipnest/ui';
import { useState, type ReactNode } from 'react';
import { headerLabels, headerSecondaryNav, headers } from '../content/navigation';
import { headerFor } from '../routes';
import { Logo } from './brand';
import { clientOnly } from './clientOnly';
import { DownloadAction, HeaderDownload } from './download';
import { deferred } from './deferred';

// The footer's code (its links, and the newsletter form's fields shared with every other form)
// loads when the visitor reaches it; its prerendered HTML is there from the start.
const Footer = deferred('footer', () => import('../sections/Footer'));
// The banner shows 2 s after load, and the landing page's beta notice at 1 s: the banner's code
// loads after the notice's, so that the two do not make one long task together.
const CookieBanner = clientOnly(() => import('./CookieBannerHost'), { idle: true, notBefore: 1200 });
// Toasts exist only in the browser, after hydration: nothing of them is in the first load.
const Toaster = clientOnly(() => import('./ToasterHost'), { idle: true, notBefore: 1200 });

interface RootLayoutProps {
  path: string;
  children: ReactNode;
}

/**
 * Every page's frame: skip link, the cookie banner, header (Home and Features on the legal and
 * contact pages), main landmark, footer (with the directory badge) and the toasts.
 */
export function RootLayout({ path, children }: RootLayoutProps) {
  const header = headers[headerFor(path)];
  const [cookieSettingsOpen, setCookieSettingsOpen] = useState(false);
  return (
    <>
      <SkipLink href="#main">{headerLabels.skipLink}</SkipLink>
      {/* Fixed to the bottom of the screen, but first in the document after the skip link: while it
          is open, a keyboard user meets it at once instead of after every link of the page. It
          takes no focus by itself. */}
      <CookieBanner isOpen={cookieSettingsOpen} onOpenChange={setCookieSettingsOpen} />
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
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer path={path} openCookieSettings={setCookieSettingsOpen} />
      <Toaster />
    </>
  );
}
