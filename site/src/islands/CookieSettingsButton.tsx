// An island: the footer's Cookie Settings button, which opens the preferences in the overlays' root.
import { SiteFooterButton } from '@clipnest/ui';
import { cookieSettingsOpen } from '../app/cookieSettings';
import { footerContent } from '../content/footer';

export default function CookieSettingsButton() {
  return (
    // Drawn as its neighbours, the legal links.
    <SiteFooterButton onPress={() => cookieSettingsOpen.set(true)}>
      {footerContent.cookieSettings}
    </SiteFooterButton>
  );
}
