// An island: the footer's Cookie Settings button, which opens the preferences in the overlays' root.
import { Button } from '@clipnest/ui';
import { cookieSettingsOpen } from '../app/cookieSettings';
import { footerContent } from '../content/footer';

export default function CookieSettingsButton() {
  return (
    <Button variant="ghost" size={1} onPress={() => cookieSettingsOpen.set(true)}>
      {footerContent.cookieSettings}
    </Button>
  );
}
