import { useState, type ReactNode } from 'react';
import type { Consent, ConsentStorage, SaveConsentResult } from './consentStore';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';
import { CookiePreferencesDialog, type CookiePreferencesDialogProps } from './CookiePreferencesDialog';
import { useConsent } from './useConsent';

/** Texts of the banner and the dialog; each has an English default except the product copy. */
export interface CookieConsentLabels {
  /** The banner's landmark name. */
  region: string;
  /** The banner button that accepts every category. Default 'Accept all'. */
  acceptAll: string;
  /** The banner button that accepts only essential cookies. Default 'Essential only'. */
  essentialOnly: string;
  /** The banner button that opens the preferences dialog. Default 'Customize'. */
  customize: string;
  /** The dialog button that saves the switches' state. Default 'Save preferences'. */
  save: string;
  /** The dialog button that closes without saving. Default 'Cancel'. */
  cancel: string;
  /** The dialog's close button in the corner. Default 'Close'. */
  close: string;
  /** The privacy link in the banner and the dialog (shown with `privacyHref` or `onNavigatePrivacy`). */
  privacy: string;
  /** Why the essential switch cannot be turned off, shown under it and read with it. */
  essentialReason: ReactNode;
  /** Text before each category's lifespan. Default 'Lifespan:'. */
  lifespan: string;
}

export interface CookieConsentProps {
  /** Where consent is kept: the browser's `localStorage` on the site, an in-memory one in stories. */
  storage?: ConsentStorage | null;
  /** How long after mounting the banner appears, in ms (only if no valid consent is stored). */
  delay?: number;
  /** The banner's optional heading. */
  title?: ReactNode;
  /** The banner's text: what the site stores and why. */
  message: ReactNode;
  /** The categories the dialog lists, with descriptions and lifespans. */
  categories: CookiePreferencesDialogProps['categories'];
  /** The dialog's title. */
  dialogTitle?: ReactNode;
  /** The dialog's introduction above the switches. */
  dialogDescription?: ReactNode;
  /** Button and link texts; anything left out keeps its default. */
  labels?: Partial<CookieConsentLabels>;
  /**
   * Called after any choice is saved — 'Accept all', 'Essential only' or the dialog's Save
   * (`consent.choice` tells which) — e.g. to show 'Cookie preferences saved successfully.'.
   * `result.persisted` is false when the storage refused: the choice holds for this visit only.
   */
  onSaved?: (consent: Consent, result: SaveConsentResult) => void;
  /** Where the privacy links point (navigation goes through react-aria's RouterProvider or the browser). */
  privacyHref?: string;
  /** Called when a privacy link is pressed; the banner and dialog close first. */
  onNavigatePrivacy?: () => void;
  /** Opens the preferences dialog from elsewhere (e.g. a 'Cookie settings' footer link); controlled. */
  isPreferencesOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onPreferencesOpenChange?: (isOpen: boolean) => void;
  /** Heading level of the banner's title. */
  titleLevel?: CookieBannerProps['titleLevel'];
}

/**
 * The whole cookie consent flow for a site's root layout: the banner (after `delay`, until a
 * choice is stored), the preferences dialog behind 'Customize' (starting from the stored
 * preferences), and the store in `storage`, which `useConsent(storage)` reads anywhere else.
 * A privacy link closes both and calls `onNavigatePrivacy`; the banner asks again next visit.
 */
export function CookieConsent({
  storage,
  delay,
  title,
  message,
  categories,
  dialogTitle,
  dialogDescription,
  labels = {},
  onSaved,
  privacyHref,
  onNavigatePrivacy,
  isPreferencesOpen,
  onPreferencesOpenChange,
  titleLevel,
}: CookieConsentProps) {
  const { consent, save } = useConsent(storage);
  const [ownOpen, setOwnOpen] = useState(false);
  const [leftForPrivacy, setLeftForPrivacy] = useState(false);
  const isOpen = isPreferencesOpen ?? ownOpen;

  const setOpen = (open: boolean) => {
    setOwnOpen(open);
    onPreferencesOpenChange?.(open);
  };

  const navigatePrivacy = () => {
    setLeftForPrivacy(true);
    setOpen(false);
    onNavigatePrivacy?.();
  };

  return (
    <>
      <CookieBanner
        storage={storage}
        delay={delay}
        title={title}
        titleLevel={titleLevel}
        message={message}
        label={labels.region}
        acceptAllLabel={labels.acceptAll}
        essentialOnlyLabel={labels.essentialOnly}
        customizeLabel={labels.customize}
        privacyLabel={labels.privacy}
        privacyHref={privacyHref}
        onNavigatePrivacy={navigatePrivacy}
        onCustomize={() => setOpen(true)}
        onSaved={onSaved}
        isDismissed={leftForPrivacy}
      />
      <CookiePreferencesDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        categories={categories}
        initialPreferences={consent?.preferences}
        onSave={(preferences) => {
          const result = save('custom', preferences);
          onSaved?.(result.consent, result);
        }}
        title={dialogTitle}
        description={dialogDescription}
        saveLabel={labels.save}
        cancelLabel={labels.cancel}
        closeLabel={labels.close}
        essentialReason={labels.essentialReason}
        lifespanLabel={labels.lifespan}
        privacyLabel={labels.privacy}
        privacyHref={privacyHref}
        onNavigatePrivacy={navigatePrivacy}
      />
    </>
  );
}
