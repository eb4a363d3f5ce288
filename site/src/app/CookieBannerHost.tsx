import { useState } from 'react';
import { CookieConsent } from '@clipnest/ui';
import { cookieBanner, cookieCategories } from '../content/cookies';
import { localStorageOrNull } from '../services/browserStorage';
import { remainingSinceLoad } from '../loading/clientOnly';

/** The banner shows 2000 ms after a first load. */
const bannerDelayMs = 2000;

/** The cookie banner (2 s after a first visit) and its preferences dialog. Consent stays in the browser. */
export default function CookieBannerHost({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  // Fixed at mount: a changed delay would start the wait again.
  const [delay] = useState(() => remainingSinceLoad(bannerDelayMs));
  return (
    <CookieConsent
      delay={delay}
      storage={localStorageOrNull()}
      title={cookieBanner.title}
      description={cookieBanner.message}
      preferencesDescription={cookieBanner.dialogDescription}
      categories={cookieCategories}
      labels={{ ...cookieBanner.labels, preferencesTitle: cookieBanner.dialogTitle }}
      privacyHref={cookieBanner.privacyHref}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSave={() => void import('./ToasterHost').then(({ toast }) => toast.success(cookieBanner.saved))}
    />
  );
}
