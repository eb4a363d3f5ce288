import { CookieConsent, toast } from '@clipnest/ui';
import { cookieBanner, cookieCategories } from '../content/cookies';
import { localStorageOrNull } from '../services/browserStorage';

/** The cookie banner (2 s after a first visit) and its preferences dialog. Consent stays in the browser. */
export default function CookieBannerHost({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <CookieConsent
      storage={localStorageOrNull()}
      title={cookieBanner.title}
      description={cookieBanner.message}
      preferencesDescription={cookieBanner.dialogDescription}
      categories={cookieCategories}
      labels={{ ...cookieBanner.labels, preferencesTitle: cookieBanner.dialogTitle }}
      privacyHref={cookieBanner.privacyHref}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSave={() => toast.success(cookieBanner.saved)}
    />
  );
}
