/** The UI strings of the cookie banner, the preferences dialog and `CookieConsent`, one shape for all three. */
export interface CookieConsentLabels {
  /** The banner's landmark name. */
  region: string;
  /** The banner button that accepts every category. */
  acceptAll: string;
  /** The banner button that accepts only essential cookies. */
  essentialOnly: string;
  /** The banner button that opens the preferences dialog. */
  customize: string;
  /** The privacy link in the banner and the dialog (shown with `privacyHref` or `onNavigatePrivacy`). */
  privacy: string;
  /** The preferences dialog's title. */
  preferencesTitle: string;
  /** The dialog button that saves the switches' state. */
  save: string;
  /** The dialog button that closes without saving. */
  cancel: string;
  /** The dialog's close button in the corner. */
  close: string;
  /** Why the essential switch cannot be turned off, shown under it and read with it. */
  essentialReason: string;
  /** Text before each category's lifespan. */
  lifespan: string;
}

export const defaultCookieConsentLabels: CookieConsentLabels = {
  region: 'Cookie consent',
  acceptAll: 'Accept All',
  essentialOnly: 'Essential Only',
  customize: 'Customize',
  privacy: 'Privacy',
  preferencesTitle: 'Cookie Preferences',
  save: 'Save Preferences',
  cancel: 'Cancel',
  close: 'Close',
  essentialReason: 'Always on: needed for the site to work',
  lifespan: 'Lifespan:',
};
