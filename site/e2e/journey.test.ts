// Over 300 lines on purpose: one subject's cases in one file, because each e2e file starts its own
// site server, backend and Chromium (more files would start more).
// The visitor's journey on the built site against the local backend: sign up, verify through the
// mailbox, download a real ZIP, sign in and out, recover a password — by mouse and by keyboard —
// and a site that survives garbage in its browser storage.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConstants, authCopy } from '../src/content/auth';
import {
  journeyBackend,
  openPage,
  returningVisitor,
  startStack,
  viewports,
  waitForHydration,
  type Stack,
} from './harness';
import { mailCount as countMails, providerLink } from './mailbox';

let stack: Stack;
let visitor: NonNullable<BrowserContextOptions['storageState']>;
/** Added to the backend's clock, to make links expire. */
let clockOffsetMs = 0;

beforeAll(async () => {
  stack = await startStack({
    backend: { ...journeyBackend, now: () => Date.now() + clockOffsetMs },
  });
  visitor = await returningVisitor(stack.browser, stack.siteUrl);
});
afterAll(() => stack?.stop());

const password = 'correct-horse-7';
let counter = 0;
const newAddress = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;

const flagKeys = ['auth_user_logged_in', 'auth_user_email', 'auth_user_verified'];

async function visit(path: string, options: BrowserContextOptions = {}) {
  const opened = await openPage(stack.browser, { storageState: visitor, acceptDownloads: true, ...options });
  await opened.page.goto(stack.siteUrl + path);
  await waitForHydration(opened.page);
  return opened;
}

/** The provider's verify link of the newest mail to `address` (verification or recovery). */
const mailedLink = (address: string) => providerLink(stack, address);
const mailCount = (address: string) => countMails(stack, address);

/** A sign-up as the site makes it (its links lead to /auth/callback), straight over HTTP. */
function signUpOverHttp(address: string): Promise<Response> {
  const callback = encodeURIComponent(`${stack.siteUrl}/auth/callback`);
  return fetch(`${stack.backend.apiUrl}/auth/v1/signup?redirect_to=${callback}`, {
    method: 'POST',
    headers: { apikey: stack.backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: address, password }),
  });
}

/** An account made and verified over HTTP, for the tests that start signed out with an account. */
async function verifiedAccount(address = newAddress('verified')): Promise<string> {
  expect((await signUpOverHttp(address)).status).toBe(200);
  const verified = await fetch(await mailedLink(address), { redirect: 'manual' });
  expect(verified.headers.get('location')).toContain('access_token=');
  return address;
}

async function downloadCount(): Promise<number> {
  const [row] = await stack.backend.query<{ download_count: number }>(
    'select download_count from public.app_files',
  );
  return Number(row!.download_count);
}

/** The seeded build's bytes, as the service role reads them. */
async function buildBytes(): Promise<Buffer> {
  const res = await fetch(`${stack.backend.apiUrl}/storage/v1/object/app-builds/macos/Clipnest-3.6.0.zip`, {
    headers: {
      apikey: stack.backend.serviceRoleKey,
      authorization: `Bearer ${stack.backend.serviceRoleKey}`,
    },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function flags(page: Page) {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
    flagKeys,
  );
}

function authDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByLabel('Email') });
}

async function signInThroughDialog(page: Page, address: string, secret = password) {
  const dialog = authDialog(page);
  await dialog.waitFor();
  if (await dialog.getByRole('button', { name: authCopy.modal.toLogin, exact: true }).isVisible()) {
    await dialog.getByRole('button', { name: authCopy.modal.toLogin, exact: true }).click();
  }
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByLabel('Password', { exact: true }).fill(secret);
  await dialog.getByRole('button', { name: authCopy.modal.submit.login, exact: true }).click();
}

describe('sign up, verify, download', () => {
  it('takes a new visitor from the Download button to a verified download of the real ZIP', async () => {
    const address = newAddress('journey');
    const before = await downloadCount();
    const { page, problems, close } = await visit('/');
    try {
      await page.getByRole('button', { name: 'Download Now' }).first().click();
      const dialog = authDialog(page);
      await dialog.waitFor();
      expect(await dialog.getByRole('heading').first().textContent()).toBe(authCopy.modal.title.signup);
      await dialog.getByLabel('Email').fill(`  ${address} `);
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByRole('button', { name: authCopy.modal.submit.signup }).click();

      const checkEmail = page.getByRole('dialog', { name: authCopy.checkEmail.title });
      await checkEmail.waitFor();
      expect(await checkEmail.textContent()).toContain(address);
      // The first email just went out: resend waits its cooldown.
      expect(await checkEmail.getByRole('button', { name: /resend/i }).isDisabled()).toBe(true);
      expect(await checkEmail.textContent()).toMatch(/You can resend in \d+s/);
      await checkEmail.getByRole('button', { name: authCopy.checkEmail.close }).first().click();

      const link = await mailedLink(address);
      const downloaded = page.waitForEvent('download', { timeout: 30_000 });
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: authCopy.callback.verifiedTitle }).waitFor();
      // The tokens are gone from the address bar.
      expect(new URL(page.url()).hash).toBe('');
      await page.getByText(authCopy.toasts.emailVerified).first().waitFor();
      // "Download Complete!" shows for two seconds before the page goes home: watched for from
      // now, while the file is read and hashed (seconds, on a busy machine).
      const completeShown = page
        .getByRole('heading', { level: 1, name: authCopy.callback.complete })
        .waitFor({ timeout: 20_000 });

      const file = await downloaded;
      expect(file.suggestedFilename()).toBe('Clipnest-3.6.0.zip');
      const bytes = await readFile((await file.path())!);
      expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
      expect(sha256(bytes)).toBe(sha256(await buildBytes()));

      await completeShown;
      await page.waitForURL(stack.siteUrl + '/', { timeout: 10_000 });
      await expect.poll(downloadCount).toBe(before + 1);
      // The hero shows the real record (the count stays off the hero: see the testimonials).
      const hero = page.getByRole('main').locator('dl').first();
      // Read once the page has loaded (a busy machine can take a few seconds).
      await expect.poll(() => hero.textContent(), { timeout: 10_000 }).toMatch(/Version\s*3\.6\.0/);
      expect(await flags(page)).toEqual({
        auth_user_logged_in: 'true',
        auth_user_email: address,
        auth_user_verified: 'true',
      });
      // The header shows who is signed in.
      await page.getByRole('button', { name: authCopy.account.trigger(address) }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps a press made before the dialog’s code has arrived, and opens the sign-up for it', async () => {
    const { page, context, problems, close } = await openPage(stack.browser, { storageState: visitor });
    try {
      // The sign-up dialog's code (loaded by the first press that needs it) is held back.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let requested = false;
      await context.route(/\/assets\/AuthDialogs-[\w-]+\.js$/, async (route) => {
        requested = true;
        await held;
        await route.continue();
      });
      await page.goto(stack.siteUrl + '/');
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__reactFiber$')),
      );
      await page.getByRole('button', { name: 'Download Now' }).first().click();
      await expect.poll(() => requested).toBe(true);
      expect(await authDialog(page).count()).toBe(0);
      release();
      const dialog = authDialog(page);
      await dialog.waitFor();
      expect(await dialog.getByRole('heading').first().textContent()).toBe(authCopy.modal.title.signup);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says so when the link has been used already, or has expired', async () => {
    const address = await verifiedAccount(newAddress('used'));
    const { page, close } = await visit('/');
    try {
      // The verification link was followed above: using it again fails.
      const used = await mailedLink(address);
      await page.goto(used);
      await page.getByRole('heading', { level: 1, name: authCopy.callback.failedTitle }).waitFor();
      expect(await page.getByRole('main').textContent()).toContain(authCopy.callback.otpExpired);
      expect(await page.getByRole('button', { name: authCopy.callback.manualDownload }).isVisible()).toBe(
        true,
      );
      await page.waitForURL(stack.siteUrl + '/', { timeout: 10_000 });

      const late = newAddress('late');
      await signUpOverHttp(late);
      const link = await mailedLink(late);
      clockOffsetMs = 25 * 3600 * 1000;
      try {
        await page.goto(link);
        await page.getByRole('heading', { level: 1, name: authCopy.callback.failedTitle }).waitFor();
        expect(await page.getByRole('main').textContent()).toContain(authCopy.callback.otpExpired);
      } finally {
        clockOffsetMs = 0;
      }
    } finally {
      await close();
    }
  });

  it('meets a visit without a link calmly with "Invalid verification URL" and the next steps, the page not jumping', async () => {
    // Another page first, so the web font is in the cache: a late font swap on a loaded machine
    // moves text too, and that is not what this checks.
    const { page, close } = await visit('/about', { viewport: viewports.phone });
    try {
      await page.goto(stack.siteUrl + '/auth/callback');
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: authCopy.callback.noLinkTitle }).waitFor();
      expect(await page.getByRole('main').textContent()).toContain(authCopy.callback.invalidUrl);
      // It leads with what to do; the specified message is a footnote after the next steps.
      const status = page.getByRole('region', { name: authCopy.callback.noLinkTitle }).getByRole('status');
      expect(await status.textContent()).toContain(authCopy.callback.noLinkText);
      expect(await status.textContent()).not.toContain(authCopy.callback.invalidUrl);
      // A note, not an alarm: no failure card.
      expect(await page.getByRole('heading', { name: authCopy.callback.failedTitle }).count()).toBe(0);
      // The prerendered 'verifying' card turned into the note where it stood: the
      // browser reports no layout shift (it did when the card was centred and its text reused).
      const shifted = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) =>
              resolve(
                list
                  .getEntries()
                  .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
              ),
            ).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(shifted).toBe(0);
      // It waits for the visitor (no trip home on its own) and offers the way to a link.
      await page.waitForTimeout(authConstants.callbackTimings.homeAfterErrorMs + 500);
      expect(new URL(page.url()).pathname).toBe('/auth/callback');
      await page.getByRole('button', { name: authCopy.callback.noLinkSignUp }).click();
      await page.getByRole('dialog').waitFor();
    } finally {
      await close();
    }
  });
});

describe('sign in', () => {
  it('shows the catalogue message for a wrong password, an unconfirmed address and an unknown address', async () => {
    const known = await verifiedAccount();
    const unconfirmed = newAddress('unconfirmed');
    await signUpOverHttp(unconfirmed);
    const { page, problems, close } = await visit('/pricing');
    try {
      await page.getByRole('banner').getByRole('button', { name: 'Download', exact: true }).click();
      await signInThroughDialog(page, known, 'wrong-password');
      const dialog = authDialog(page);
      await dialog.getByText(authCopy.login.invalidCredentials).waitFor();

      await dialog.getByLabel('Email').fill(newAddress('nobody'));
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByRole('button', { name: authCopy.modal.submit.login, exact: true }).click();
      await expect.poll(() => dialog.textContent()).toContain(authCopy.login.invalidCredentials);
      // The form still holds what was typed, and nothing was stored.
      expect(await flags(page)).toEqual({
        auth_user_logged_in: null,
        auth_user_email: null,
        auth_user_verified: null,
      });

      await dialog.getByLabel('Email').fill(unconfirmed);
      await dialog.getByRole('button', { name: authCopy.modal.submit.login, exact: true }).click();
      const checkEmail = page.getByRole('dialog', { name: authCopy.checkEmail.title });
      await checkEmail.waitFor();
      await page.getByText(authCopy.login.emailNotConfirmed).first().waitFor();
      // Opened from a sign-in, resend is available at once, and then waits its cooldown.
      const mailsBefore = await mailCount(unconfirmed);
      await checkEmail.getByRole('button', { name: authCopy.checkEmail.resend }).click();
      await checkEmail.getByText(/You can resend in \d+s/).waitFor();
      await expect.poll(() => mailCount(unconfirmed)).toBe(mailsBefore + 1);
      expect(problems.filter((line) => !/status of 400/.test(line))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('downloads with one click once signed in and verified, with progress; signing out clears the flags and goes home', async () => {
    const address = await verifiedAccount();
    const before = await downloadCount();
    const { page, context, close } = await visit('/features');
    // A slow line (about 3 s for the ~20 MB build), so the progress can be seen and cancelled.
    const cdp = await context.newCDPSession(page);
    const throttle = (bytesPerSecond: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: -1,
      });
    try {
      await page.getByRole('banner').getByRole('button', { name: 'Download', exact: true }).click();
      await throttle(6 * 1024 * 1024);
      const downloaded = page.waitForEvent('download', { timeout: 30_000 });
      await signInThroughDialog(page, address);
      // The download goes on after the sign-in without a second click, with its progress shown.
      await page.getByText(authCopy.toasts.signedIn).first().waitFor();
      const progress = page.getByRole('progressbar', { name: 'Downloading Clipnest-3.6.0.zip' });
      await progress.waitFor();
      await expect
        .poll(() => progress.getAttribute('aria-valuetext'))
        .toMatch(/^\d+% · [\d.]+ (KB|MB) of [\d.]+ (KB|MB)$/);
      expect((await downloaded).suggestedFilename()).toBe('Clipnest-3.6.0.zip');
      await page.getByText(authCopy.progress.done).first().waitFor();
      await expect.poll(downloadCount).toBe(before + 1);
      // Done, the panel offers the install guide.
      const installLink = page.getByRole('link', { name: authCopy.installLink.label });
      expect(await installLink.getAttribute('href')).toBe('/install');

      // Signed in and verified: one click downloads, no dialog; Cancel stops it and nothing is counted.
      await page.goto(stack.siteUrl + '/pricing');
      await waitForHydration(page);
      const account = page.getByRole('button', { name: authCopy.account.trigger(address) });
      await account.waitFor();
      const headerDownload = page.getByRole('banner').getByRole('button', { name: 'Download', exact: true });
      await headerDownload.click();
      await progress.waitFor();
      expect(await authDialog(page).count()).toBe(0);
      await page.getByRole('button', { name: authCopy.progress.cancel, exact: true }).click();
      await page.getByText(authCopy.progress.cancelled).first().waitFor();
      await expect.poll(() => headerDownload.isEnabled(), { timeout: 10_000 }).toBe(true);
      expect(await downloadCount()).toBe(before + 1);

      await throttle(-1);
      const again = page.waitForEvent('download', { timeout: 30_000 });
      await headerDownload.click();
      await again;
      await expect.poll(downloadCount).toBe(before + 2);

      await account.click();
      await page.getByRole('menuitem', { name: authCopy.account.signOut }).click();
      await page.waitForURL(stack.siteUrl + '/', { timeout: 10_000 });
      expect(await flags(page)).toEqual({
        auth_user_logged_in: null,
        auth_user_email: null,
        auth_user_verified: null,
      });
      const providerKeys = await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('sb-')),
      );
      expect(providerKeys).toEqual([]);
      await page.getByRole('button', { name: 'Download Now' }).first().click();
      await authDialog(page).waitFor();
    } finally {
      await close();
    }
  });
});

describe('password recovery', () => {
  it('sends a reset link, sets a new password through it, and the new password signs in', async () => {
    const address = await verifiedAccount();
    const { page, close } = await visit('/');
    try {
      await page.getByRole('button', { name: 'Download Now' }).first().click();
      const dialog = authDialog(page);
      await dialog.getByRole('button', { name: authCopy.modal.toLogin, exact: true }).click();
      await dialog.getByRole('button', { name: authCopy.recovery.forgotPassword }).click();
      await dialog.getByLabel('Email').fill(address);
      const mailsBefore = await mailCount(address);
      await dialog.getByRole('button', { name: authCopy.recovery.requestSubmit }).click();
      await dialog.getByText(authCopy.recovery.requestSent).waitFor();
      await expect.poll(() => mailCount(address)).toBe(mailsBefore + 1);

      await page.goto(await mailedLink(address));
      const setPassword = page.getByRole('dialog', { name: authCopy.recovery.setTitle });
      await setPassword.waitFor();
      const newPassword = 'a-new-password-9';
      await setPassword.getByLabel(authCopy.recovery.newPassword, { exact: true }).fill(newPassword);
      await setPassword.getByLabel(authCopy.recovery.confirmPassword).fill(newPassword);
      await setPassword.getByRole('button', { name: authCopy.recovery.setSubmit }).click();
      await page.getByText(authCopy.recovery.updated).first().waitFor();
      await page.getByRole('button', { name: authCopy.account.trigger(address) }).waitFor();

      const token = await fetch(`${stack.backend.apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: stack.backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: newPassword }),
      });
      expect(token.status).toBe(200);
    } finally {
      await close();
    }
  });
});

describe('keyboard only', () => {
  it('signs up, verifies and downloads without a mouse, with focus where the next step is', async () => {
    const address = newAddress('keys');
    const { page, problems, close } = await visit('/');
    try {
      // Tab from the top of the page to the hero's Download Now.
      for (let i = 0; i < 30; i += 1) {
        await page.keyboard.press('Tab');
        const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
        if (name.startsWith('Download Now')) break;
      }
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toMatch(/^Download Now/);
      await page.keyboard.press('Enter');
      const dialog = authDialog(page);
      await dialog.waitFor();
      // Focus moved into the dialog: type the address, tab to the password, submit with Enter.
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.type(address);
      await page.keyboard.press('Tab');
      await page.keyboard.type(password);
      await page.keyboard.press('Enter');
      const checkEmail = page.getByRole('dialog', { name: authCopy.checkEmail.title });
      await checkEmail.waitFor();
      expect(await checkEmail.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await checkEmail.waitFor({ state: 'detached' });

      const downloaded = page.waitForEvent('download', { timeout: 30_000 });
      await page.goto(await mailedLink(address));
      await page.getByRole('heading', { level: 1, name: authCopy.callback.verifiedTitle }).waitFor();
      // The status is announced: the heading sits in a live region.
      expect(
        await page
          .getByRole('heading', { level: 1, name: authCopy.callback.verifiedTitle })
          .evaluate((el) => !!el.closest('[role="status"], [aria-live]')),
      ).toBe(true);
      await downloaded;
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('garbage in browser storage', () => {
  it('loads every kind of page with corrupted flags and session, and a sign-in repairs them', async () => {
    const address = await verifiedAccount();
    const { page, context, problems, close } = await openPage(stack.browser, {
      storageState: visitor,
      acceptDownloads: true,
    });
    try {
      const projectRef = new URL(stack.backend.apiUrl).hostname.split('.')[0];
      await context.addInitScript(
        ([ref]) => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('auth_user_logged_in', 'yes please');
          localStorage.setItem('auth_user_email', '<img src=x onerror=alert(1)>');
          localStorage.setItem('auth_user_verified', '{"true":');
          localStorage.setItem(`sb-${ref}-auth-token`, '{"access_token": 42, "refresh_token": [');
        },
        [projectRef],
      );
      for (const path of ['/', '/pricing', '/auth/callback', '/blog']) {
        await page.goto(stack.siteUrl + path);
        await waitForHydration(page);
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      }
      await page.goto(stack.siteUrl + '/');
      await waitForHydration(page);
      // Nobody is shown as signed in, and Download asks to sign in.
      expect(await page.getByRole('button', { name: /^Account:/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Download Now' }).first().click();
      await signInThroughDialog(page, address);
      await page.getByRole('button', { name: authCopy.account.trigger(address) }).waitFor();
      expect(await flags(page)).toEqual({
        auth_user_logged_in: 'true',
        auth_user_email: address,
        auth_user_verified: 'true',
      });
      expect(problems.filter((line) => /pageerror/.test(line))).toEqual([]);
    } finally {
      await close();
    }
  });
});
