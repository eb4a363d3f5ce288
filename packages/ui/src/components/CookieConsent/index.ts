export {
  defaultConsentStorageKeys,
  consentStorageKeysWith,
  consentSchemaVersion,
  consentChoices,
  consentCategories,
  essentialOnlyPreferences,
  preferencesFor,
  readConsent,
  writeConsent,
  clearConsent,
  createConsent,
  createConsentStore,
  consentStoreFor,
  type Consent,
  type ConsentChoice,
  type ConsentCategory,
  type CookiePreferences,
  type ConsentStorage,
  type ConsentStore,
  type ConsentStoreOptions,
  type ConsentStorageKeys,
  type ReadConsentOptions,
  type SaveConsentResult,
} from './consentStore';
export { createMemoryStorage, createBlockedStorage, type MemoryStorage } from './memoryStorage';
export { useConsent, type UseConsentResult } from './useConsent';
export { CookieBanner, type CookieBannerProps } from './CookieBanner';
export {
  CookiePreferencesDialog,
  type CookiePreferencesDialogProps,
  type CookieCategoryInfo,
} from './CookiePreferencesDialog';
export { CookieConsent, type CookieConsentProps } from './CookieConsent';
export { defaultCookieConsentLabels, type CookieConsentLabels } from './cookieConsentLabels';
