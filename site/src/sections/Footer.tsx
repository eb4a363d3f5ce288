// Every page's footer, loaded when the visitor scrolls near it (see app/deferred.tsx): three dozen
// links and the newsletter form are work the first screen does not need. Until then the
// prerendered footer reads and its links work as plain links.
import { Button, FloatingBadge, Icon, SiteFooter } from '@clipnest/ui';
import { footerColumns, footerContent, legalLinks, pagesWithOwnSubscribeBox } from '../content/footer';
import { floatingBadge } from '../content/navigation';
import { copyright } from '../content/product';
import { Logo } from '../app/brand';
import SubscribeBox from './SubscribeBox';

// Fixed at build time, so the prerendered footer and the hydrated one always agree.
const year = Number(import.meta.env.VITE_BUILD_YEAR);

export interface FooterProps {
  /** The page's path: a page with its own subscribe box gets no second one in the footer. */
  path: string;
  /** Opens the cookie preferences (the layout holds the dialog). */
  openCookieSettings: (open: true) => void;
}

export default function Footer({ path, openCookieSettings }: FooterProps) {
  return (
    <SiteFooter
      logo={<Logo />}
      description={footerContent.tagline}
      columns={footerColumns}
      legalLinks={legalLinks}
      copyright={copyright(year)}
      contact={footerContent.contact}
      // The directory badge: in the footer, floating beside the content only on wide screens.
      badge={
        <FloatingBadge href={floatingBadge.href}>
          <Icon name="star" filled size={14} />
          {floatingBadge.text}
        </FloatingBadge>
      }
      labels={{ legal: footerContent.legalLabel }}
      // The same card as the pages' own subscribe boxes: one newsletter look across the site.
      newsletter={
        pagesWithOwnSubscribeBox.includes(path) ? undefined : (
          <SubscribeBox list="newsletter" copy={footerContent.newsletter} headingLevel={2} />
        )
      }
      action={
        <Button variant="ghost" size={1} onPress={() => openCookieSettings(true)}>
          {footerContent.cookieSettings}
        </Button>
      }
    />
  );
}
