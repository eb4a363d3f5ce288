// Over 300 lines on purpose: every case of one subject in one file.
import { describe, expect, it, vi } from 'vitest';
import {
  clearConsent,
  consentCategories,
  consentChoices,
  defaultConsentStorageKeys as keys,
  createConsent,
  preferencesFor,
  readConsent,
  writeConsent,
  type ConsentStorage,
} from './consentRecord';
import { consentStoreFor, createConsentStore } from './consentStore';
import { createBlockedStorage, createMemoryStorage } from './memoryStorage';

const now = new Date('2025-04-19T12:00:00.000Z');
const earlier = '2025-04-18T09:30:00.000Z';
const allOn = { essential: true, security: true, functional: true, analytics: true, marketing: true };
const custom = { essential: true, security: true, functional: false, analytics: true, marketing: false };

/** A valid version-1 record; `overrides` replace (or, with `undefined`, remove) single keys. */
function stored(overrides: Partial<Record<keyof typeof keys, string | undefined>> = {}) {
  const entries: Record<string, string | undefined> = {
    [keys.choice]: 'custom',
    [keys.preferences]: JSON.stringify(custom),
    [keys.date]: earlier,
    [keys.version]: '1',
  };
  for (const [name, value] of Object.entries(overrides)) entries[keys[name as keyof typeof keys]] = value;
  const defined = Object.entries(entries).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return createMemoryStorage(Object.fromEntries(defined));
}

const read = (storage: ConsentStorage | null | undefined) => readConsent(storage, { now });

describe('key names', () => {
  it('are the documented ones', () => {
    expect(keys).toEqual({
      choice: 'cookie-consent',
      preferences: 'cookie-preferences',
      date: 'cookie-consent-date',
      version: 'cookie-consent-version',
    });
  });

  it('can be renamed with storageKeys, for reading, writing, clearing and the store', () => {
    const storageKeys = { choice: 'acme-consent', date: 'acme-consent-at' };
    const storage = createMemoryStorage();
    expect(writeConsent(storage, createConsent('all', undefined, new Date(earlier)), storageKeys)).toBe(true);
    expect(Object.keys(storage.entries()).sort()).toEqual([
      'acme-consent',
      'acme-consent-at',
      'cookie-consent-version',
      'cookie-preferences',
    ]);
    expect(readConsent(storage, { now, storageKeys })?.choice).toBe('all');
    // The default names find nothing there.
    expect(read(storage)).toBeNull();
    const store = createConsentStore(storage, { now: () => now, storageKeys });
    expect(store.getSnapshot()?.choice).toBe('all');
    expect(clearConsent(storage, storageKeys)).toBe(true);
    expect(storage.entries()).toEqual({});
  });
});

describe('preferencesFor', () => {
  it('turns everything on for "all" and only essential for "essential"', () => {
    expect(preferencesFor('all')).toEqual(allOn);
    expect(preferencesFor('essential')).toEqual({
      essential: true,
      security: false,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });

  it('keeps custom flags, ignores them for the fixed choices and forces essential on', () => {
    expect(preferencesFor('custom', { ...custom, essential: false })).toEqual(custom);
    expect(preferencesFor('essential', { analytics: true }).analytics).toBe(false);
    expect(preferencesFor('custom', {})).toEqual(preferencesFor('essential'));
  });
});

describe('readConsent', () => {
  it('reads a valid record', () => {
    expect(read(stored())).toEqual({ choice: 'custom', preferences: custom, date: earlier, version: 1 });
  });

  it('is null without storage or with an empty one', () => {
    expect(read(undefined)).toBeNull();
    expect(read(null)).toBeNull();
    expect(read(createMemoryStorage())).toBeNull();
  });

  it.each([
    ['not JSON', '{essential: true'],
    ['truncated JSON', JSON.stringify(custom).slice(0, 20)],
    ['JSON null', 'null'],
    ['an array', '[true,true,true,true,true]'],
    ['a number', '42'],
    ['a string', '"all"'],
    ['essential false', JSON.stringify({ ...custom, essential: false })],
    ['a string flag', JSON.stringify({ ...custom, analytics: 'true' })],
    ['a numeric flag', JSON.stringify({ ...custom, marketing: 1 })],
    ['a null flag', JSON.stringify({ ...custom, security: null })],
    [
      'a missing category',
      JSON.stringify({ essential: true, security: true, functional: true, analytics: true }),
    ],
    ['an unknown category', JSON.stringify({ ...custom, tracking: true })],
    ['an empty object', '{}'],
  ])('is null when the preferences are %s', (_, json) => {
    expect(read(stored({ preferences: json }))).toBeNull();
  });

  it.each([
    ['unknown', 'some'],
    ['upper-case', 'ALL'],
    ['empty', ''],
    ['JSON-quoted', '"all"'],
  ])('is null for an %s choice', (_, choice) => {
    expect(read(stored({ choice }))).toBeNull();
  });

  it('is null when a choice contradicts its preferences', () => {
    expect(read(stored({ choice: 'all', preferences: JSON.stringify(custom) }))).toBeNull();
    expect(read(stored({ choice: 'essential', preferences: JSON.stringify(allOn) }))).toBeNull();
  });

  it.each([
    ['2', '2'],
    ['0', '0'],
    ['"1"', '"1"'],
    ['1.0', '1.0'],
    ['empty', ''],
  ])('is null for version %s', (_, version) => {
    expect(read(stored({ version }))).toBeNull();
  });

  it.each(['choice', 'preferences', 'date', 'version'] as const)(
    'is null when the %s key is missing',
    (name) => {
      expect(read(stored({ [name]: undefined }))).toBeNull();
    },
  );

  it.each([
    ['not a date', 'yesterday'],
    ['a local time without zone', '2025-04-18T09:30:00'],
    ['a date only', '2025-04-18'],
    ['an impossible day', '2025-02-31T09:30:00.000Z'],
    ['a number', '1713520000000'],
    ['in the future', '2025-04-19T12:00:01.000Z'],
  ])('is null when the date is %s', (_, date) => {
    expect(read(stored({ date }))).toBeNull();
  });

  it('accepts a date without milliseconds and one exactly now', () => {
    expect(read(stored({ date: '2025-04-18T09:30:00Z' }))).not.toBeNull();
    expect(read(stored({ date: now.toISOString() }))).not.toBeNull();
  });

  it('treats a consent older than maxAgeMs as missing', () => {
    const day = 24 * 60 * 60 * 1000;
    // The stored consent is 26.5 hours old.
    expect(readConsent(stored(), { now, maxAgeMs: 2 * day })).not.toBeNull();
    expect(readConsent(stored(), { now, maxAgeMs: day })).toBeNull();
  });

  it('never throws on a storage that throws or returns odd values', () => {
    expect(read(createBlockedStorage())).toBeNull();
    const odd = { getItem: () => 42, setItem() {}, removeItem() {} } as unknown as ConsentStorage;
    expect(read(odd)).toBeNull();
  });
});

describe('writeConsent', () => {
  it.each(consentChoices)('round-trips the "%s" choice', (choice) => {
    const storage = createMemoryStorage();
    const consent = createConsent(choice, custom, new Date(earlier));
    expect(writeConsent(storage, consent)).toBe(true);
    expect(read(storage)).toEqual(consent);
    expect(storage.entries()).toEqual({
      [keys.choice]: choice,
      [keys.preferences]: JSON.stringify(preferencesFor(choice, custom)),
      [keys.date]: earlier,
      [keys.version]: '1',
    });
  });

  it('stores the preferences as JSON with every category', () => {
    const storage = createMemoryStorage();
    writeConsent(storage, createConsent('custom', { analytics: true }, now));
    const json = JSON.parse(storage.getItem(keys.preferences)!);
    expect(Object.keys(json)).toEqual([...consentCategories]);
    expect(json).toMatchObject({ essential: true, analytics: true, marketing: false });
  });

  it('reports false and throws nothing when the storage refuses', () => {
    expect(writeConsent(createBlockedStorage(), createConsent('all'))).toBe(false);
    expect(writeConsent(null, createConsent('all'))).toBe(false);
  });

  it('leaves nothing valid behind when the storage fills up part-way', () => {
    const storage = createMemoryStorage();
    writeConsent(storage, createConsent('all', undefined, new Date(earlier)));
    let writes = 0;
    const flaky: ConsentStorage = {
      getItem: (key) => storage.getItem(key),
      removeItem: (key) => storage.removeItem(key),
      setItem: (key, value) => {
        if (++writes === 3) throw new DOMException('full', 'QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    expect(writeConsent(flaky, createConsent('essential', undefined, now))).toBe(false);
    expect(read(storage)).toBeNull();
  });
});

describe('clearConsent', () => {
  it('removes every key', () => {
    const storage = stored();
    storage.setItem('unrelated', 'kept');
    expect(clearConsent(storage)).toBe(true);
    expect(storage.entries()).toEqual({ unrelated: 'kept' });
  });

  it('reports false for a storage that throws', () => {
    expect(clearConsent(createBlockedStorage())).toBe(false);
  });
});

describe('createConsentStore', () => {
  const clock = () => now;

  it('starts from the stored consent and keeps the same snapshot object', () => {
    const store = createConsentStore(stored(), { now: clock });
    const first = store.getSnapshot();
    expect(first?.choice).toBe('custom');
    expect(store.getSnapshot()).toBe(first);
  });

  it('saves, notifies subscribers and resets', () => {
    const storage = createMemoryStorage();
    const store = createConsentStore(storage, { now: clock });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getSnapshot()).toBeNull();

    const result = store.save('custom', { analytics: true });
    expect(result.persisted).toBe(true);
    expect(result.consent).toEqual({
      choice: 'custom',
      preferences: preferencesFor('custom', { analytics: true }),
      date: now.toISOString(),
      version: 1,
    });
    expect(store.getSnapshot()).toBe(result.consent);
    expect(read(storage)).toEqual(result.consent);
    expect(listener).toHaveBeenCalledTimes(1);

    expect(store.reset()).toBe(true);
    expect(store.getSnapshot()).toBeNull();
    expect(storage.entries()).toEqual({});
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.save('all');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps a choice for the session when the storage throws', () => {
    const store = createConsentStore(createBlockedStorage(), { now: clock });
    expect(store.getSnapshot()).toBeNull();
    const result = store.save('essential');
    expect(result.persisted).toBe(false);
    expect(store.getSnapshot()).toEqual(result.consent);
    expect(store.reset()).toBe(false);
    expect(store.getSnapshot()).toBeNull();
  });

  it('works without a storage at all', () => {
    const store = createConsentStore(undefined, { now: clock });
    expect(store.getSnapshot()).toBeNull();
    expect(store.save('all').persisted).toBe(false);
    expect(store.getSnapshot()?.choice).toBe('all');
  });

  it('picks up changes made elsewhere on refresh, and only notifies on a real change', () => {
    const storage = createMemoryStorage();
    const store = createConsentStore(storage, { now: clock });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toBeNull();
    store.refresh();
    expect(listener).not.toHaveBeenCalled();
    writeConsent(storage, createConsent('all', undefined, new Date(earlier)));
    store.refresh();
    expect(store.getSnapshot()?.choice).toBe('all');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-reads garbage as no consent', () => {
    const storage = stored();
    const store = createConsentStore(storage, { now: clock });
    expect(store.getSnapshot()).not.toBeNull();
    storage.setItem(keys.preferences, '{oops');
    store.refresh();
    expect(store.getSnapshot()).toBeNull();
  });
});

describe('consentStoreFor', () => {
  it('shares one store per storage', () => {
    const storage = createMemoryStorage();
    expect(consentStoreFor(storage)).toBe(consentStoreFor(storage));
    expect(consentStoreFor(storage)).not.toBe(consentStoreFor(createMemoryStorage()));
    expect(consentStoreFor(undefined)).toBe(consentStoreFor(null));
  });

  it('shares one store per storage and key names', () => {
    const storage = createMemoryStorage();
    expect(consentStoreFor(storage, { choice: 'a' })).toBe(consentStoreFor(storage, { choice: 'a' }));
    expect(consentStoreFor(storage, { choice: 'a' })).not.toBe(consentStoreFor(storage));
    expect(consentStoreFor(storage, { choice: 'cookie-consent' })).toBe(consentStoreFor(storage));
  });
});
