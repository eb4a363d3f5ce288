import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBlockedStorage, createMemoryStorage } from '../CookieConsent/memoryStorage';
import {
  defaultBetaNoticeStorageKeys,
  hasSeenBetaNotice,
  markBetaNoticeSeen,
  scheduleBetaNotice,
} from './betaNotice';

describe('beta notice flag', () => {
  it('uses the key hasSeenBetaModal with the value "true"', () => {
    const storage = createMemoryStorage();
    expect(defaultBetaNoticeStorageKeys.seen).toBe('hasSeenBetaModal');
    expect(hasSeenBetaNotice(storage)).toBe(false);
    expect(markBetaNoticeSeen(storage)).toBe(true);
    expect(storage.entries()).toEqual({ hasSeenBetaModal: 'true' });
    expect(hasSeenBetaNotice(storage)).toBe(true);
  });

  it('reads a flag stored on an earlier visit', () => {
    expect(hasSeenBetaNotice(createMemoryStorage({ hasSeenBetaModal: 'true' }))).toBe(true);
  });

  it.each(['false', '', 'yes', '1'])('does not count %j as seen', (value) => {
    expect(hasSeenBetaNotice(createMemoryStorage({ hasSeenBetaModal: value }))).toBe(false);
  });

  it('remembers for this page load when the storage throws', () => {
    const storage = createBlockedStorage();
    expect(hasSeenBetaNotice(storage)).toBe(false);
    expect(markBetaNoticeSeen(storage)).toBe(false);
    expect(hasSeenBetaNotice(storage)).toBe(true);
  });

  it('uses another key name when given one', () => {
    const storage = createMemoryStorage({ hasSeenBetaModal: 'true' });
    const storageKeys = { seen: 'acme-beta' };
    expect(hasSeenBetaNotice(storage, storageKeys)).toBe(false);
    expect(markBetaNoticeSeen(storage, storageKeys)).toBe(true);
    expect(storage.entries()).toEqual({ hasSeenBetaModal: 'true', 'acme-beta': 'true' });
    expect(hasSeenBetaNotice(storage, storageKeys)).toBe(true);
  });

  it('remembers for this page load without any storage', () => {
    expect(markBetaNoticeSeen(undefined)).toBe(false);
    expect(hasSeenBetaNotice(null)).toBe(true);
  });
});

describe('scheduleBetaNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens after the delay on a first visit', () => {
    const open = vi.fn();
    scheduleBetaNotice(createMemoryStorage(), 1000, open);
    vi.advanceTimersByTime(999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('never opens once seen', () => {
    const open = vi.fn();
    scheduleBetaNotice(createMemoryStorage({ hasSeenBetaModal: 'true' }), 1000, open);
    vi.runAllTimers();
    expect(open).not.toHaveBeenCalled();
  });

  it('does not open when closed elsewhere before the timer fires', () => {
    const storage = createMemoryStorage();
    const open = vi.fn();
    scheduleBetaNotice(storage, 1000, open);
    markBetaNoticeSeen(storage);
    vi.runAllTimers();
    expect(open).not.toHaveBeenCalled();
  });

  it('can be cancelled', () => {
    const open = vi.fn();
    const cancel = scheduleBetaNotice(createMemoryStorage(), 1000, open);
    cancel();
    vi.runAllTimers();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens on a storage that throws, without throwing', () => {
    const open = vi.fn();
    expect(() => scheduleBetaNotice(createBlockedStorage(), 0, open)).not.toThrow();
    vi.runAllTimers();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
