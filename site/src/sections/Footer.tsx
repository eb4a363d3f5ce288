// Every page's footer: static links, with three islands — the newsletter form and the Cookie
// Settings button (hydrated when scrolled near) and the directory badge.
import { SiteFooter } from '@clipnest/ui';
import { footerColumns, footerContent, legalLinks, pagesWithOwnSubscribeBox } from '../content/footer';
import { copyright } from '../content/product';
import { productName } from '../content/productName';
import { Logo } from '../app/brand';
import { Island } from '../loading/Island';
import { normalisePath } from '../loading/pages';

const year = Number(import.meta.env.VITE_BUILD_YEAR);

/** `path`: a page with its own subscribe box gets no second one in the footer. */
export function Footer({ path }: { path: string }) {
  return (
    <SiteFooter
      logo={<Logo />}
      description={footerContent.tagline}
      columns={footerColumns}
      legalLinks={legalLinks}
      copyright={copyright(year)}
      contact={footerContent.contact}
      // The directory badge: in the footer, floating beside the content only on wide screens.
      badge={<Island name="FooterBadge" />}
      labels={{ legal: footerContent.legalLabel }}
      // The same card as the pages' own subscribe boxes: one newsletter look across the site.
      newsletter={
        pagesWithOwnSubscribeBox.includes(normalisePath(path)) ? undefined : (
          <Island
            name="Subscribe"
            when="visible"
            props={{ list: 'newsletter', copy: footerContent.newsletter, headingLevel: 2 }}
          />
        )
      }
      action={<Island name="CookieSettingsButton" when="visible" />}
      // The name as the page's last, largest word: the brand signing off.
      signature={productName}
    />
  );
}
