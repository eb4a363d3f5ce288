/*
 * Cookie consent as it is kept: the record in a localStorage-like storage the caller passes in
 * (consentStore.ts shares it with everything on the page). Framework-free: the
 * React hook (useConsent) and the banner build on it, and the site may use it directly.
 *
 * Storage layout (version 1), four keys (default names; `storageKeys` renames them):
 *   cookie-consent          the choice: "all" | "essential" | "custom"
 *   cookie-preferences      JSON: {"essential":true,"security":…,"functional":…,"analytics":…,"marketing":…}
 *   cookie-consent-date     when the choice was made, ISO 8601 UTC (Date#toISOString)
 *   cookie-consent-version  the schema version, "1"; written last, so a half-finished write reads as no consent
 *
 * Anything else in storage — garbage, another version, a missing key, wrong types, essential off,
 * a choice that contradicts its preferences, a date that is invalid or in the future — reads as
 * "no consent", so the banner asks again. Nothing here throws: a storage that throws on read counts
 * as empty, and one that throws on write (Safari private mode, a full quota) is reported as
 * `persisted: false` while the choice still applies for the rest of the session.
 */

/** The names of the four storage keys the consent is kept under. */
export interface ConsentStorageKeys {
  /** The choice: "all" | "essential" | "custom". */
  choice: string;
  /** The preferences, as JSON. */
  preferences: string;
  /** When the choice was made (ISO 8601 UTC). */
  date: string;
  /** The schema version; written last. */
  version: string;
}

/** The default key names, exported so the site can document them in its cookie policy. */
export const defaultConsentStorageKeys: Readonly<ConsentStorageKeys> = Object.freeze({
  choice: 'cookie-consent',
  preferences: 'cookie-preferences',
  date: 'cookie-consent-date',
  version: 'cookie-consent-version',
});

/** `overrides` over the default key names. */
export function consentStorageKeysWith(overrides: Partial<ConsentStorageKeys> = {}): ConsentStorageKeys {
  return { ...defaultConsentStorageKeys, ...overrides };
}

/** The schema version this module writes and the only one it accepts. */
export const consentSchemaVersion = 1;

/** What the visitor chose: everything, only what the site needs, or per category. */
export const consentChoices = ['all', 'essential', 'custom'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** The cookie categories, in the order the preferences dialog lists them. */
export const consentCategories = ['essential', 'security', 'functional', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** One boolean per category; `essential` is always true. */
export type CookiePreferences = Record<ConsentCategory, boolean>;

/** A valid, stored (or session-only) consent. */
export interface Consent {
  choice: ConsentChoice;
  preferences: CookiePreferences;
  /** ISO 8601 UTC timestamp of the choice. */
  date: string;
  version: typeof consentSchemaVersion;
}

/** The part of the Web Storage API this module uses; `window.localStorage` fits. */
export interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ReadConsentOptions {
  /** The current time (tests pass a fixed one). */
  now?: Date;
  /** Other names for the storage keys (merged over `defaultConsentStorageKeys`). */
  storageKeys?: Partial<ConsentStorageKeys>;
  /** Treat a consent older than this (in ms) as missing, so the visitor is asked again. */
  maxAgeMs?: number;
}

/** The preferences a choice implies. `custom` takes the given ones, with essential forced on. */
export function preferencesFor(
  choice: ConsentChoice,
  custom: Partial<CookiePreferences> = {},
): CookiePreferences {
  const preferences = {} as CookiePreferences;
  for (const category of consentCategories) {
    preferences[category] = choice === 'all' || (choice === 'custom' && custom[category] === true);
  }
  preferences.essential = true;
  return preferences;
}

/** Preferences with only the essential category on: the default before any choice. */
export const essentialOnlyPreferences: Readonly<CookiePreferences> = Object.freeze(
  preferencesFor('essential'),
);

function isChoice(value: unknown): value is ConsentChoice {
  return typeof value === 'string' && (consentChoices as readonly string[]).includes(value);
}

/** Exactly the five categories, each a boolean, essential on. */
function parsePreferences(json: string): CookiePreferences | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length !== consentCategories.length) return null;
  const preferences = {} as CookiePreferences;
  for (const category of consentCategories) {
    const flag = record[category];
    if (typeof flag !== 'boolean') return null;
    preferences[category] = flag;
  }
  return preferences.essential ? preferences : null;
}

/** `all` means every category on and `essential` means only essential on; `custom` is any mix. */
function agrees(choice: ConsentChoice, preferences: CookiePreferences): boolean {
  if (choice === 'custom') return true;
  const implied = preferencesFor(choice);
  return consentCategories.every((category) => preferences[category] === implied[category]);
}

// What Date#toISOString writes: 2025-04-19T10:15:00.000Z (milliseconds optional on read).
const isoUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

function parseDate(value: string, now: Date, maxAgeMs: number | undefined): string | null {
  if (!isoUtc.test(value)) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  // Normalising catches dates the pattern lets through but the calendar doesn't (2025-02-31).
  if (new Date(time).toISOString().slice(0, 19) !== value.slice(0, 19)) return null;
  if (time > now.getTime()) return null;
  if (maxAgeMs !== undefined && now.getTime() - time > maxAgeMs) return null;
  return value;
}

function safeGet(storage: ConsentStorage, key: string): string | null {
  try {
    const value = storage.getItem(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Reads the stored consent, or `null` when there is none or it is not valid. Never throws. */
export function readConsent(
  storage: ConsentStorage | null | undefined,
  { now = new Date(), maxAgeMs, storageKeys }: ReadConsentOptions = {},
): Consent | null {
  if (!storage) return null;
  const keys = consentStorageKeysWith(storageKeys);
  if (safeGet(storage, keys.version) !== String(consentSchemaVersion)) return null;
  const choice = safeGet(storage, keys.choice);
  const json = safeGet(storage, keys.preferences);
  const rawDate = safeGet(storage, keys.date);
  if (!isChoice(choice) || json === null || rawDate === null) return null;
  const preferences = parsePreferences(json);
  if (!preferences || !agrees(choice, preferences)) return null;
  const date = parseDate(rawDate, now, maxAgeMs);
  if (!date) return null;
  return { choice, preferences, date, version: consentSchemaVersion };
}

/** Builds the consent a choice records, without storing it. */
export function createConsent(
  choice: ConsentChoice,
  preferences?: Partial<CookiePreferences>,
  now: Date = new Date(),
): Consent {
  return {
    choice,
    preferences: preferencesFor(choice, preferences),
    date: now.toISOString(),
    version: consentSchemaVersion,
  };
}

/** Removes every consent key. Returns false when the storage refused (or there is none). */
export function clearConsent(
  storage: ConsentStorage | null | undefined,
  storageKeys?: Partial<ConsentStorageKeys>,
): boolean {
  if (!storage) return false;
  const keys = consentStorageKeysWith(storageKeys);
  let cleared = true;
  // The version first: if a later removal fails, what is left already reads as no consent.
  for (const key of [keys.version, keys.choice, keys.preferences, keys.date]) {
    try {
      storage.removeItem(key);
    } catch {
      cleared = false;
    }
  }
  return cleared;
}

/**
 * Stores a consent. Returns whether it reached the storage; on `false` nothing valid is left
 * behind (a partial write reads as no consent), and the caller keeps the consent for the session.
 */
export function writeConsent(
  storage: ConsentStorage | null | undefined,
  consent: Consent,
  storageKeys?: Partial<ConsentStorageKeys>,
): boolean {
  if (!storage) return false;
  const keys = consentStorageKeysWith(storageKeys);
  try {
    storage.removeItem(keys.version);
    storage.setItem(keys.choice, consent.choice);
    storage.setItem(keys.preferences, JSON.stringify(consent.preferences));
    storage.setItem(keys.date, consent.date);
    // Written last: the marker that the other three are complete.
    storage.setItem(keys.version, String(consent.version));
    return true;
  } catch {
    clearConsent(storage, keys);
    return false;
  }
}
