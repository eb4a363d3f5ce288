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
  type Consent,
  type ConsentChoice,
  type ConsentCategory,
  type CookiePreferences,
  type ConsentStorage,
  type ConsentStorageKeys,
  type ReadConsentOptions,
} from './consentRecord';
export {
  createConsentStore,
  consentStoreFor,
  type ConsentStore,
  type ConsentStoreOptions,
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
