// An island: the footer's Cookie Settings button, which opens the preferences in the overlays' root.
import { Button } from '@clipnest/ui';
import { setCookieSettingsOpen } from '../app/cookieSettings';
import { footerContent } from '../content/footer';

export default function CookieSettingsButton() {
  return (
    <Button variant="ghost" size={1} onPress={() => setCookieSettingsOpen(true)}>
      {footerContent.cookieSettings}
    </Button>
  );
}
