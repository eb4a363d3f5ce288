import { Button, FloatingBadge, SiteFooter, SiteHeader, SkipLink } from '@clipnest/ui';
import { useState, type ReactNode } from 'react';
import {
  footerColumns,
  footerContent,
  headerLabels,
  headerNav,
  headerVariantFor,
  legalLinks,
} from '../content/navigation';
import { copyright } from '../content/product';
import { Logo } from './brand';
import { clientOnly } from './clientOnly';
import { HeaderDownload } from './download';
import { deferred } from './deferred';

// The newsletter form's code (and the form fields it shares with every other form) loads when the
// visitor reaches the footer; its prerendered HTML is there from the start.
const FooterNewsletter = deferred('footer-newsletter', () => import('../sections/SubscribeBox'));
const CookieBanner = clientOnly(() => import('./CookieBannerHost'));
// Toasts exist only in the browser, after hydration: nothing of them is in the first load.
const Toaster = clientOnly(() => import('./ToasterHost'));

interface RootLayoutProps {
  path: string;
  children: ReactNode;
}

// Fixed at build time, so the prerendered footer and the hydrated one always agree.
const year = Number(import.meta.env.VITE_BUILD_YEAR);

/**
 * Every page's frame: skip link, header (Home and Features on the legal and contact pages),
 * main landmark, footer, the floating directory badge, the cookie banner and the toasts.
 */
export function RootLayout({ path, children }: RootLayoutProps) {
  const variant = headerVariantFor(path);
  const [cookieSettingsOpen, setCookieSettingsOpen] = useState(false);
  return (
    <>
      <SkipLink href="#main">{headerLabels.skipLink}</SkipLink>
      <SiteHeader
        logo={<Logo />}
        items={headerNav[variant]}
        currentHref={path}
        variant={path === '/' ? 'default' : 'legal'}
        action={<HeaderDownload />}
        labels={headerLabels}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        logo={<Logo />}
        description={footerContent.tagline}
        columns={footerColumns}
        legalLinks={legalLinks}
        copyright={copyright(year)}
        contact={footerContent.contact}
        labels={{ legal: footerContent.legalLabel }}
        newsletter={
          <FooterNewsletter
            list="newsletter"
            copy={footerContent.newsletter}
            variant="plain"
            headingLevel={2}
          />
        }
        action={
          <Button variant="ghost" size={1} onPress={() => setCookieSettingsOpen(true)}>
            {footerContent.cookieSettings}
          </Button>
        }
      />
      <aside aria-label={footerContent.badge.label}>
        <FloatingBadge href={footerContent.badge.href}>{footerContent.badge.text}</FloatingBadge>
      </aside>
      <CookieBanner isOpen={cookieSettingsOpen} onOpenChange={setCookieSettingsOpen} />
      <Toaster />
    </>
  );
}
