import { describe, expect, it } from 'vitest';
import {
  clampDownloadProgress,
  downloadCommand,
  downloadReducer,
  downloadStatuses,
  initialDownloadState,
  isDownloadBusy,
  type DownloadEvent,
  type DownloadState,
} from './downloadMachine';

const idle: DownloadState = { status: 'idle' };
const needsAuth: DownloadState = { status: 'needsAuth' };
const preparing: DownloadState = { status: 'preparing' };
const downloading40: DownloadState = { status: 'downloading', progress: 40 };
const downloadingUnknown: DownloadState = { status: 'downloading', progress: null };
const done: DownloadState = { status: 'done' };
const failed: DownloadState = { status: 'failed', error: 'Network error' };

const allStates = [idle, needsAuth, preparing, downloading40, downloadingUnknown, done, failed];

const everyEvent: DownloadEvent[] = [
  { type: 'CLICK', isAuthorized: true },
  { type: 'CLICK', isAuthorized: false },
  { type: 'AUTH_CHANGED', isAuthorized: true },
  { type: 'AUTH_CHANGED', isAuthorized: false },
  { type: 'AUTH_CANCELLED' },
  { type: 'PROGRESS', progress: 50 },
  { type: 'PROGRESS', progress: null },
  { type: 'SUCCEEDED' },
  { type: 'FAILED', error: 'Boom' },
  { type: 'RESET' },
];

/** The transitions the machine allows: [from, event, expected next state]. Anything else is ignored. */
const allowed: Array<[DownloadState, DownloadEvent, DownloadState]> = [
  [idle, { type: 'CLICK', isAuthorized: true }, { status: 'preparing' }],
  [idle, { type: 'CLICK', isAuthorized: false }, { status: 'needsAuth' }],
  [needsAuth, { type: 'CLICK', isAuthorized: true }, { status: 'preparing' }],
  [needsAuth, { type: 'CLICK', isAuthorized: false }, { status: 'needsAuth' }],
  [needsAuth, { type: 'AUTH_CHANGED', isAuthorized: true }, { status: 'preparing' }],
  [needsAuth, { type: 'AUTH_CANCELLED' }, { status: 'idle' }],
  [preparing, { type: 'PROGRESS', progress: 50 }, { status: 'downloading', progress: 50 }],
  [preparing, { type: 'PROGRESS', progress: null }, { status: 'downloading', progress: null }],
  [preparing, { type: 'SUCCEEDED' }, { status: 'done' }],
  [preparing, { type: 'FAILED', error: 'Boom' }, { status: 'failed', error: 'Boom' }],
  [downloading40, { type: 'PROGRESS', progress: 50 }, { status: 'downloading', progress: 50 }],
  [downloading40, { type: 'PROGRESS', progress: null }, { status: 'downloading', progress: null }],
  [downloading40, { type: 'SUCCEEDED' }, { status: 'done' }],
  [downloading40, { type: 'FAILED', error: 'Boom' }, { status: 'failed', error: 'Boom' }],
  [downloadingUnknown, { type: 'PROGRESS', progress: 50 }, { status: 'downloading', progress: 50 }],
  [downloadingUnknown, { type: 'SUCCEEDED' }, { status: 'done' }],
  [downloadingUnknown, { type: 'FAILED', error: 'Boom' }, { status: 'failed', error: 'Boom' }],
  [done, { type: 'RESET' }, { status: 'idle' }],
  [failed, { type: 'RESET' }, { status: 'idle' }],
];

describe('downloadReducer', () => {
  it.each(allowed)('%o + %o → %o', (from, event, expected) => {
    const next = downloadReducer(from, event);
    expect(next).toEqual(expected);
    expect(next).not.toBe(from);
  });

  it('ignores every other event, returning the very same state object', () => {
    let ignored = 0;
    for (const state of allStates) {
      for (const event of everyEvent) {
        const isAllowed = allowed.some(
          ([from, e]) => from === state && JSON.stringify(e) === JSON.stringify(event),
        );
        if (isAllowed) continue;
        expect(downloadReducer(state, event), `${state.status} + ${JSON.stringify(event)}`).toBe(state);
        ignored++;
      }
    }
    // 7 states × 10 events, minus the allowed ones.
    expect(ignored).toBe(allStates.length * everyEvent.length - allowed.length);
  });

  it('starts in idle', () => {
    expect(initialDownloadState).toEqual({ status: 'idle' });
  });

  it('never starts a download from an unauthorized click', () => {
    const next = downloadReducer(idle, { type: 'CLICK', isAuthorized: false });
    expect(downloadCommand(next)).toBe('requestAuth');
  });

  it('asks for auth again on every unauthorized click while waiting', () => {
    const first = downloadReducer(idle, { type: 'CLICK', isAuthorized: false });
    const second = downloadReducer(first, { type: 'CLICK', isAuthorized: false });
    expect(second).not.toBe(first);
    expect(downloadCommand(second)).toBe('requestAuth');
  });

  it('ignores a double click: the second click while preparing changes nothing', () => {
    const first = downloadReducer(idle, { type: 'CLICK', isAuthorized: true });
    expect(downloadReducer(first, { type: 'CLICK', isAuthorized: true })).toBe(first);
  });

  it('clamps progress to 0–100', () => {
    expect(downloadReducer(preparing, { type: 'PROGRESS', progress: 140 })).toEqual({
      status: 'downloading',
      progress: 100,
    });
    expect(downloadReducer(preparing, { type: 'PROGRESS', progress: -5 })).toEqual({
      status: 'downloading',
      progress: 0,
    });
    expect(downloadReducer(downloading40, { type: 'PROGRESS', progress: Infinity })).toEqual({
      status: 'downloading',
      progress: 100,
    });
  });

  it('ignores NaN progress', () => {
    expect(downloadReducer(preparing, { type: 'PROGRESS', progress: NaN })).toBe(preparing);
    expect(downloadReducer(downloading40, { type: 'PROGRESS', progress: NaN })).toBe(downloading40);
  });

  it('keeps the same object when the progress does not change', () => {
    expect(downloadReducer(downloading40, { type: 'PROGRESS', progress: 40 })).toBe(downloading40);
    expect(downloadReducer(downloadingUnknown, { type: 'PROGRESS', progress: null })).toBe(
      downloadingUnknown,
    );
  });

  it('keeps a failure without a message message-less', () => {
    expect(downloadReducer(preparing, { type: 'FAILED' })).toEqual({ status: 'failed' });
    expect(downloadReducer(preparing, { type: 'FAILED', error: '' })).toEqual({ status: 'failed' });
  });

  it('walks a whole successful attempt', () => {
    const events: DownloadEvent[] = [
      { type: 'CLICK', isAuthorized: false },
      { type: 'AUTH_CHANGED', isAuthorized: true },
      { type: 'PROGRESS', progress: null },
      { type: 'PROGRESS', progress: 40 },
      { type: 'PROGRESS', progress: 100 },
      { type: 'SUCCEEDED' },
      { type: 'RESET' },
    ];
    const statuses = [];
    let state = initialDownloadState;
    for (const event of events) {
      state = downloadReducer(state, event);
      statuses.push(state.status);
    }
    expect(statuses).toEqual([
      'needsAuth',
      'preparing',
      'downloading',
      'downloading',
      'downloading',
      'done',
      'idle',
    ]);
  });
});

describe('downloadCommand', () => {
  it('names what the caller must do on entering each state', () => {
    expect(downloadCommand(idle)).toBeNull();
    expect(downloadCommand(needsAuth)).toBe('requestAuth');
    expect(downloadCommand(preparing)).toBe('startDownload');
    expect(downloadCommand(downloading40)).toBeNull();
    expect(downloadCommand(done)).toBe('scheduleReset');
    expect(downloadCommand(failed)).toBe('scheduleReset');
  });
});

describe('isDownloadBusy', () => {
  it('is true from preparing until the reset', () => {
    const busy = downloadStatuses.filter(isDownloadBusy);
    expect(busy).toEqual(['preparing', 'downloading', 'done', 'failed']);
  });
});

describe('clampDownloadProgress', () => {
  it('clamps numbers, keeps null, rejects NaN and undefined', () => {
    expect(clampDownloadProgress(55.5)).toBe(55.5);
    expect(clampDownloadProgress(101)).toBe(100);
    expect(clampDownloadProgress(-1)).toBe(0);
    expect(clampDownloadProgress(null)).toBeNull();
    expect(clampDownloadProgress(NaN)).toBeUndefined();
    expect(clampDownloadProgress(undefined)).toBeUndefined();
  });
});
