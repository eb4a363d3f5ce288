import { describe, expect, it } from 'vitest';
import { isMacDevice } from './device';

const ua = {
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
};

describe('which devices get the macOS download', () => {
  it('treats Macs as Macs, in Safari and Chromium', () => {
    expect(isMacDevice({ userAgent: ua.safariMac, maxTouchPoints: 0 })).toBe(true);
    expect(isMacDevice({ userAgent: ua.chromeMac, maxTouchPoints: 0, platform: 'macOS' })).toBe(true);
  });

  it('treats phones, tablets, Windows and Linux as not a Mac', () => {
    expect(isMacDevice({ userAgent: ua.iPhone, maxTouchPoints: 5 })).toBe(false);
    expect(isMacDevice({ userAgent: ua.android, maxTouchPoints: 5, platform: 'Android' })).toBe(false);
    expect(isMacDevice({ userAgent: ua.windows, platform: 'Windows' })).toBe(false);
    expect(isMacDevice({ userAgent: ua.linux })).toBe(false);
  });

  it('sees an iPad asking for the desktop site (a Mac user agent with touch) as an iPad', () => {
    expect(isMacDevice({ userAgent: ua.safariMac, maxTouchPoints: 5 })).toBe(false);
  });

  it('errs towards the Mac when the browser says nothing useful', () => {
    expect(isMacDevice({ userAgent: '' })).toBe(true);
    expect(isMacDevice({ userAgent: 'SomeBot/1.0' })).toBe(true);
  });
});
