import { lazy, Suspense, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { Consent, ConsentStorage, ConsentStorageKeys } from './consentRecord';
import type { SaveConsentResult } from './consentStore';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';
import type { CookieConsentLabels } from './cookieConsentLabels';
import type { CookiePreferencesDialogProps } from './CookiePreferencesDialog';
import { useConsent } from './useConsent';

// The preferences dialog (a react-aria modal with its switches) loads when the visitor reaches for
// 'Customize' or the dialog is opened: a first visit shows only the banner.
const loadPreferences = () =>
  import('./CookiePreferencesDialog').then((module) => ({ default: module.CookiePreferencesDialog }));
const CookiePreferencesDialog = lazy(loadPreferences);
const preloadPreferences = () => void loadPreferences().catch(() => {});

export interface CookieConsentProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> {
  /** Where consent is kept: the browser's `localStorage` on the site, an in-memory one in stories. */
  storage?: ConsentStorage | null;
  /** Other names for the storage keys (merged over `defaultConsentStorageKeys`). */
  storageKeys?: Partial<ConsentStorageKeys>;
  /** How long after mounting the banner appears, in ms (only if no valid consent is stored). */
  delay?: number;
  /** The banner's optional heading. */
  title?: ReactNode;
  /** Heading level of the banner's title. Default 2. */
  headingLevel?: CookieBannerProps['headingLevel'];
  /** The banner's text: what the site stores and why. */
  description: ReactNode;
  /** The categories the dialog lists, with descriptions and lifespans. */
  categories: CookiePreferencesDialogProps['categories'];
  /** The dialog's introduction above the switches. */
  preferencesDescription?: ReactNode;
  /** Overrides for the UI strings of the banner and the dialog (merged over `defaultCookieConsentLabels`). */
  labels?: Partial<CookieConsentLabels>;
  /**
   * Called after any choice is saved — 'Accept all', 'Essential only' or the dialog's Save
   * (`consent.choice` tells which) — e.g. to show 'Cookie preferences saved successfully.'.
   * `result.persisted` is false when the storage refused: the choice holds for this visit only.
   */
  onSave?: (consent: Consent, result: SaveConsentResult) => void;
  /** Where the privacy links point (routed by the package's RouterProvider when the app has one, else the browser). */
  privacyHref?: string;
  /** Called when a privacy link is pressed; the banner and dialog close first. */
  onNavigatePrivacy?: () => void;
  /** Whether the preferences dialog is open (controlled), e.g. from a 'Cookie Settings' footer link. */
  isOpen?: boolean;
  /** Whether the preferences dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the preferences dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The whole cookie consent flow for a site's root layout: the banner (after `delay`, until a
 * choice is stored), the preferences dialog behind 'Customize' (starting from the stored
 * preferences), and the store in `storage`, which `useConsent(storage)` reads anywhere else.
 * A privacy link closes both and calls `onNavigatePrivacy`; the banner asks again next visit.
 * `isOpen`/`onOpenChange` are the preferences dialog's; `ref` and other attributes go to the
 * banner's `<section>`.
 */
export function CookieConsent({
  storage,
  storageKeys,
  delay,
  title,
  headingLevel,
  description,
  categories,
  preferencesDescription,
  labels,
  onSave,
  privacyHref,
  onNavigatePrivacy,
  isOpen: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  ...rest
}: CookieConsentProps) {
  const { consent, save } = useConsent(storage, { storageKeys });
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [leftForPrivacy, setLeftForPrivacy] = useState(false);
  const isOpen = controlledOpen ?? ownOpen;
  // Mounted from the first opening on (and kept, so the dialog can animate out when it closes).
  const [isWanted, setWanted] = useState(isOpen);
  if (isOpen && !isWanted) setWanted(true);

  const setOpen = (open: boolean) => {
    setOwnOpen(open);
    onOpenChange?.(open);
  };

  const navigatePrivacy = () => {
    setLeftForPrivacy(true);
    setOpen(false);
    onNavigatePrivacy?.();
  };

  return (
    <>
      <CookieBanner
        {...rest}
        storage={storage}
        storageKeys={storageKeys}
        delay={delay}
        title={title}
        headingLevel={headingLevel}
        description={description}
        labels={labels}
        privacyHref={privacyHref}
        onNavigatePrivacy={navigatePrivacy}
        onCustomize={() => setOpen(true)}
        onCustomizeIntent={preloadPreferences}
        onSave={onSave}
        isOpen={!leftForPrivacy}
      />
      {isWanted && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            isOpen={isOpen}
            onOpenChange={setOpen}
            categories={categories}
            defaultPreferences={consent?.preferences}
            onSave={(preferences) => {
              const result = save('custom', preferences);
              onSave?.(result.consent, result);
            }}
            description={preferencesDescription}
            labels={labels}
            privacyHref={privacyHref}
            onNavigatePrivacy={navigatePrivacy}
          />
        </Suspense>
      )}
    </>
  );
}
