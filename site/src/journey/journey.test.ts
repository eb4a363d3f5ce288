// The journey store as a visitor meets it: what a press opens, what waits for a sign-in, what a
// device that is not a Mac is told, and how the verification pages move on.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authCopy } from '../content/auth';
import { signedOutFlags, type AuthFlags } from '../services/authFlags';
import { closeDialog, openDialog, pressDownload } from './download';
import { holdPressForNewPassword, passwordSet, signedIn } from './session';
import { getJourney, resetJourneyForTests } from './store';
import { confirmLink, openCallbackPage, openConfirmPage, stayOnPage } from './verification';

// The device is jsdom's navigator, told which system it runs on: the journey loads its device check
// on demand, and a module mock of it once lost a race on a busy machine (jsdom names Linux).
const device = { mac: true };
const userAgents = {
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
};
Object.defineProperty(window.navigator, 'userAgent', {
  configurable: true,
  get: () => (device.mac ? userAgents.mac : userAgents.phone),
});
// Where the journey sends the visitor (a page load, which jsdom does not perform).
const pagesLoaded = vi.hoisted(() => [] as string[]);
vi.mock('../services/pageLoad', () => ({ loadPage: (path: string) => pagesLoaded.push(path) }));

// The transfer's network work: counted, never run.
const transfers = vi.hoisted(() => ({ started: 0, quiet: 0, outcome: 'done' as 'done' | 'failed' }));
vi.mock('./transfer', async () => {
  const { downloadEvent, takeQuiet } = await import('./download');
  const { updateJourney } = await import('./store');
  return {
    transfer: async () => {
      transfers.started += 1;
      if (takeQuiet()) transfers.quiet += 1;
      if (transfers.outcome === 'failed') {
        updateJourney({
          transfer: {
            fileName: 'Clipnest.zip',
            received: 0,
            total: null,
            status: 'failed',
            failure: 'network',
          },
        });
        return downloadEvent({ type: 'FAILED', error: 'network' });
      }
      updateJourney({ transfer: { fileName: 'Clipnest.zip', received: 10, total: 10, status: 'done' } });
      downloadEvent({ type: 'SUCCEEDED' });
    },
    abortTransfer: () => {},
  };
});

// What the provider answers a verification: set per test.
const auth = vi.hoisted(() => ({
  verifyLink: vi.fn(),
  emailAwaitsVerification: vi.fn(),
  setSessionFromLink: vi.fn(),
  resendVerification: vi.fn(),
}));
vi.mock('../services/auth', () => auth);
vi.mock('../app/ToasterHost', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const verified: AuthFlags = { loggedIn: true, email: 'ada@example.com', verified: true };
const unverified: AuthFlags = { ...verified, verified: false };
const hash = 'a'.repeat(56);
/**
 * Lets what a press started run: the device check and the transfer load with it (dynamic imports,
 * which a busy machine may not resolve within one task), then their effects.
 */
const settle = async () => {
  await Promise.all([import('../services/device'), import('./transfer')]);
  await new Promise((resolve) => setTimeout(resolve, 0));
};
/** A press: the device check loads with it, so its effects follow a moment later. */
const press = async () => {
  pressDownload();
  await settle();
};
let leave: () => void = () => {};

// The modules the journey imports on demand, loaded before the first press, so that a busy run
// resolves a press's imports from the module cache.
beforeAll(async () => {
  await Promise.all([import('../services/device'), import('./transfer')]);
});

beforeEach(() => {
  resetJourneyForTests();
  signedIn(signedOutFlags);
  device.mac = true;
  transfers.started = 0;
  transfers.quiet = 0;
  transfers.outcome = 'done';
  pagesLoaded.length = 0;
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  leave();
  leave = () => {};
  vi.useRealTimers();
});

describe('a Download press', () => {
  it('opens the sign-up dialog for a signed-out visitor, and downloads nothing yet', async () => {
    await press();
    expect(getJourney().dialog).toEqual({ kind: 'auth', mode: 'signup' });
    expect(transfers.started).toBe(0);
  });

  it('downloads once the visitor signs in with a verified address from that dialog', async () => {
    await press();
    signedIn(verified);
    closeDialog('auth', { keepsPress: true });
    await settle();
    expect(transfers.started).toBe(1);
    expect(getJourney().dialog.kind).toBe('none');
  });

  it('waits while a recovery code has signed the visitor in, and goes on once the new password is set', async () => {
    await press();
    holdPressForNewPassword(true);
    signedIn(verified); // the provider's own auth event, before the code's answer
    signedIn({ ...verified }); // the answer
    await settle();
    expect(transfers.started).toBe(0);
    expect(getJourney().download.status).toBe('needsAuth');
    passwordSet({ ...verified });
    closeDialog('auth', { keepsPress: true });
    await settle();
    expect(transfers.started).toBe(1);
    // Without its own 'Download started' toast: the new password's toast stays.
    expect(transfers.quiet).toBe(1);
  });

  it('is dropped when the visitor closes the new-password form, and the next sign-in downloads at once', async () => {
    await press();
    holdPressForNewPassword(true);
    signedIn(verified);
    closeDialog('auth');
    await settle();
    expect(transfers.started).toBe(0);
    expect(getJourney().download.status).toBe('idle');
    expect(getJourney().settingPassword).toBe(false);
    pressDownload();
    await settle();
    expect(transfers.started).toBe(1);
    expect(transfers.quiet).toBe(0);
  });

  it('is dropped when the dialog closes without a sign-in', async () => {
    await press();
    closeDialog('auth');
    signedIn(verified);
    await settle();
    expect(transfers.started).toBe(0);
    expect(getJourney().download.status).toBe('idle');
  });

  it('downloads at once for a verified visitor, and a second press meanwhile starts nothing', async () => {
    signedIn(verified);
    pressDownload();
    pressDownload();
    await settle();
    expect(transfers.started).toBe(1);
  });

  it('waits behind Check Your Email instead of replacing it with the sign-up form', async () => {
    openDialog({ kind: 'checkEmail', email: 'ada@example.com', justSent: true });
    await press();
    expect(getJourney().dialog.kind).toBe('checkEmail');
  });

  it('tells a device that is not a Mac what Clipnest is for, and never downloads there', async () => {
    device.mac = false;
    signedIn(verified);
    await press();
    expect(getJourney().dialog).toEqual({ kind: 'otherDevice' });
    expect(transfers.started).toBe(0);
  });

  it('leaves the button busy for 2 s after a failed attempt, then idle again', async () => {
    vi.useFakeTimers();
    transfers.outcome = 'failed';
    signedIn(verified);
    pressDownload();
    await vi.advanceTimersByTimeAsync(0);
    expect(getJourney().download.status).toBe('failed');
    expect(getJourney().transfer?.failure).toBe('network');
    await vi.advanceTimersByTimeAsync(2000);
    expect(getJourney().download.status).toBe('idle');
  });
});

describe('the confirm page', () => {
  /** Opens /auth/confirm as the mail's button does. */
  const openMailLink = () => {
    window.history.replaceState(
      null,
      '',
      `/auth/confirm?token_hash=${hash}&type=signup#email=ada@example.com`,
    );
    leave = openConfirmPage();
  };

  it('verifies nothing when opened (a mail scanner spends nothing), only on the press', async () => {
    openMailLink();
    expect(getJourney().verification.step).toBe('ready');
    expect(auth.verifyLink).not.toHaveBeenCalled();

    auth.verifyLink.mockResolvedValueOnce({ user: verified });
    await confirmLink();
    await settle();
    expect(auth.verifyLink).toHaveBeenCalledWith(hash, 'signup');
    expect(getJourney().verification.step).toBe('verified');
    expect(transfers.started).toBe(1);
  });

  it('says calmly that there is nothing to verify when opened without a link', () => {
    window.history.replaceState(null, '', '/auth/confirm');
    leave = openConfirmPage();
    expect(getJourney().verification.step).toBe('noLink');
  });

  it('says a broken link is incomplete', () => {
    window.history.replaceState(null, '', '/auth/confirm?token_hash=nope');
    leave = openConfirmPage();
    expect(getJourney().verification).toMatchObject({ step: 'failed', message: authCopy.confirm.invalid });
  });

  it('offers Sign In for a spent link whose address is verified by now', async () => {
    openMailLink();
    auth.verifyLink.mockResolvedValueOnce({ expired: true });
    auth.emailAwaitsVerification.mockResolvedValueOnce(false);
    await confirmLink();
    expect(getJourney().verification).toEqual({ step: 'alreadyVerified', email: 'ada@example.com' });
  });

  it('offers a new code for a spent link whose address still waits', async () => {
    openMailLink();
    auth.verifyLink.mockResolvedValueOnce({ expired: true });
    auth.emailAwaitsVerification.mockResolvedValueOnce(true);
    signedIn(unverified);
    await confirmLink();
    expect(getJourney().verification).toEqual({ step: 'expired', email: 'ada@example.com' });
  });
});

describe('the callback page', () => {
  it('removes the tokens from the address, verifies, downloads, then says Download Complete! and goes home', async () => {
    vi.useFakeTimers();
    window.history.replaceState(
      null,
      '',
      '/auth/callback#access_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl&refresh_token=r3fr3sh-t0ken&type=signup',
    );
    auth.setSessionFromLink.mockResolvedValueOnce({ user: verified, isRecovery: false });
    leave = openCallbackPage();
    expect(window.location.hash).toBe('');
    await vi.advanceTimersByTimeAsync(0);
    expect(getJourney().verification.step).toBe('verified');
    expect(transfers.started).toBe(1);
    // 'Download Complete!' 3 s after the start, and not before.
    await vi.advanceTimersByTimeAsync(2900);
    expect(getJourney().verification.step).toBe('verified');
    await vi.advanceTimersByTimeAsync(100);
    expect(getJourney().verification.step).toBe('complete');
    expect(pagesLoaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(pagesLoaded).toEqual(['/']);
  });

  it('goes home 4 s after a failed link unless the visitor acts there', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/auth/callback#error=access_denied&error_code=otp_expired');
    leave = openCallbackPage();
    expect(getJourney().verification.step).toBe('failed');
    stayOnPage();
    await vi.advanceTimersByTimeAsync(5000);
    expect(pagesLoaded).toEqual([]);
  });
});
