// The verification pages as states of the journey store. /auth/callback reads the provider's link
// at once; /auth/confirm waits for the visitor's press (which also starts the download: browsers
// want a gesture for it). After a verification on a Mac the download starts, 'Download Complete!'
// follows 3 s after the start (never before the bytes have arrived) and the site goes home 2 s
// later; a callback that failed goes home after 4 s. Any press on the page stays there.
import { authConstants, authCopy } from '../content/auth';
import { callbackFailure } from '../services/authErrors';
import { parseCallbackUrl, type CallbackParams } from '../services/callbackUrl';
import { parseConfirmUrl } from '../services/confirmUrl';
import { isThisDeviceAMac } from '../services/device';
import { openDialog, startQuietly } from './download';
import { goTo, signedIn } from './session';
import { canDownload, getJourney, updateJourney, watchJourney, type JourneyState } from './store';
import type { Verification } from './verificationState';

const { callbackTimings } = authConstants;
const loadAuth = () => import('../services/auth');

/** What a page visit holds: its timers, its subscription, and whether the visitor acted. */
let visit: { timers: Set<ReturnType<typeof setTimeout>>; stop: (() => void)[]; stays: boolean } | null = null;

function setStep(verification: Verification): void {
  updateJourney({ verification });
}

function later(run: () => void, ms: number): void {
  if (!visit) return;
  const timers = visit.timers;
  const timer = setTimeout(() => {
    timers.delete(timer);
    run();
  }, ms);
  timers.add(timer);
}

function goHomeLater(ms: number): void {
  later(() => {
    if (!visit?.stays) goTo('/');
  }, ms);
}

/** The visitor did something on the page: it no longer goes home by itself. */
export function stayOnPage(): void {
  if (visit) visit.stays = true;
}

function begin(): () => void {
  leave();
  visit = { timers: new Set(), stop: [], stays: false };
  return leave;
}

function leave(): void {
  if (!visit) return;
  for (const timer of visit.timers) clearTimeout(timer);
  for (const stop of visit.stop) stop();
  visit = null;
  setStep({ step: 'none' });
}

function toastVerified(): void {
  void import('../app/ToasterHost').then(({ toast }) => toast.success(authCopy.toasts.emailVerified));
}

/** The address is verified here: download on a Mac (once allowed), then complete, then home. */
function verified(): void {
  setStep({ step: 'verified' });
  toastVerified();
  if (!isThisDeviceAMac() || !visit) return;
  let started = false;
  let threeSecondsPassed = false;
  const check = (journey: JourneyState) => {
    if (journey.verification.step !== 'verified') return;
    if (!started && canDownload(journey.user)) {
      started = true;
      startQuietly();
    }
    if (threeSecondsPassed && journey.transfer?.status === 'done') {
      setStep({ step: 'complete' });
      goHomeLater(callbackTimings.homeAfterCompleteMs);
    }
  };
  visit.stop.push(watchJourney(check));
  later(() => {
    threeSecondsPassed = true;
    check(getJourney());
  }, callbackTimings.completeAfterMs);
  check(getJourney());
}

/**
 * /auth/callback: reads the link from the address (and removes it from the address bar and
 * history), sets the session it brings, and moves to the step that follows. Returns the leave.
 */
export function openCallbackPage(): () => void {
  const end = begin();
  const link = readCallbackLink();
  const failed = (message: string) => {
    setStep({ step: 'failed', message, email: null, goesHome: true });
    goHomeLater(callbackTimings.homeAfterErrorMs);
  };
  if (!link) setStep({ step: 'noLink' });
  else if (link.kind === 'invalid') failed(authCopy.callback.invalidUrl);
  else if (link.kind === 'error') failed(callbackFailure(link.errorCode));
  else void setSession(link, failed);
  return end;
}

/** Opened on its own (a bookmark, a typed address): nothing to verify, and nothing went wrong. */
function openedWithLink(): boolean {
  return Boolean(window.location.hash.replace(/^#/, '') || window.location.search.replace(/^\?/, ''));
}

/** The link read on this history entry (read once: a second reading finds a clean address). */
let callbackLink: { entry: string; link: CallbackParams | null } | null = null;

function readCallbackLink(): CallbackParams | null {
  const state = (window.history.state ?? {}) as { callbackLinkRead?: string };
  if (callbackLink && state.callbackLinkRead === callbackLink.entry) return callbackLink.link;
  const link = openedWithLink() ? parseCallbackUrl(window.location.hash, window.location.search) : null;
  const entry = String(Math.random());
  callbackLink = { entry, link };
  window.history.replaceState({ ...state, callbackLinkRead: entry }, '', window.location.pathname);
  return link;
}

async function setSession(
  link: Extract<CallbackParams, { kind: 'session' }>,
  failed: (message: string) => void,
) {
  const mine = visit;
  const { setSessionFromLink } = await loadAuth();
  const result = await setSessionFromLink(link.accessToken, link.refreshToken, link.type === 'recovery');
  if (visit !== mine) return;
  if ('error' in result) return failed(result.error);
  signedIn(result.user);
  if (result.isRecovery) recovery();
  else verified();
}

function recovery(): void {
  setStep({ step: 'recovery' });
  openDialog({ kind: 'auth', mode: 'set-password' });
}

/** /auth/confirm: reads the mail's link, and waits for the press. Returns the leave. */
export function openConfirmPage(): () => void {
  const end = begin();
  const link = parseConfirmUrl(window.location.search, window.location.hash);
  if (!openedWithLink()) setStep({ step: 'noLink' });
  else if (link.kind === 'link') setStep({ step: 'ready', link });
  else setStep({ step: 'failed', message: authCopy.confirm.invalid, email: link.email, goesHome: false });
  return end;
}

/** The visitor pressed the confirm page's button: verify, then download (or set a password). */
export async function confirmLink(): Promise<void> {
  const current = getJourney().verification;
  if (current.step !== 'ready') return;
  const { link } = current;
  setStep({ step: 'confirming', link });
  const mine = visit;
  const { verifyLink, emailAwaitsVerification } = await loadAuth();
  const result = await verifyLink(link.tokenHash, link.type);
  if (visit !== mine) return;
  if ('user' in result) {
    signedIn(result.user);
    return link.type === 'recovery' ? recovery() : verified();
  }
  if ('error' in result) {
    // A new code can be sent for a sign-up's address (a recovery starts again from sign-in).
    const email = link.type === 'signup' ? link.email : null;
    return setStep({ step: 'failed', message: result.error, email, goesHome: false });
  }
  // Used, expired or replaced by a newer email: is the address verified by now?
  const { user } = getJourney();
  if (canDownload(user) && (!link.email || user.email === link.email)) return verified();
  const waiting = link.email && link.type === 'signup' ? await emailAwaitsVerification(link.email) : null;
  if (visit !== mine) return;
  setStep(
    waiting && link.email
      ? { step: 'expired', email: link.email }
      : { step: 'alreadyVerified', email: link.email },
  );
}

/** Sends a new code to the link's address, and opens Check Your Email for it. */
export async function sendNewCode(email: string): Promise<void> {
  stayOnPage();
  const { resendVerification } = await loadAuth();
  const result = await resendVerification(email);
  if ('error' in result) {
    const { toast } = await import('../app/ToasterHost');
    return void toast.error(result.error);
  }
  openDialog({ kind: 'checkEmail', email, justSent: true });
}
