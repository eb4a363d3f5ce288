// A launch day: many new visitors sign up within a minute, each from their own address. With the
// limits of supabase/config.toml (the same file hosted reads), every one of them gets the mail,
// and the last ones, in the browser, still reach Check Your Email — sign-up never stops for the
// whole site because of an hourly mail quota.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authCopy } from '../src/content/auth';
import { openPage, returningVisitor, startStack, waitForHydration, type Stack } from './harness';
import { mailCount } from './mailbox';

let stack: Stack;

beforeAll(async () => {
  // No rate-limit overrides: the limits are config.toml's. The backend takes the client address
  // from X-Forwarded-For, as hosted does behind its proxy, so each visitor below is a client of
  // its own although all come from loopback.
  stack = await startStack({ backend: { bcryptCost: 4, trustProxy: true } });
});
afterAll(() => stack?.stop());

const visitors = 40;
/** The last visitors sign up in the browser, after all the others (a browser each costs seconds). */
const inBrowser = 4;

it(`lets ${visitors} sign-ups from distinct clients within a minute all get their mail`, async () => {
  const storageState = await returningVisitor(stack.browser, stack.siteUrl);
  const started = Date.now();
  const address = (n: number) => `launch-${n}-${started}@example.com`;
  const client = (n: number) => `203.0.113.${n + 1}`;

  // The first ones as the site's client sends them, all at once.
  const answers = await Promise.all(
    Array.from({ length: visitors - inBrowser }, (_, n) =>
      fetch(`${stack.backend.apiUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: {
          apikey: stack.backend.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': client(n),
        },
        body: JSON.stringify({ email: address(n), password: 'correct-horse-7' }),
      }).then((res) => res.status),
    ),
  );
  expect(answers.filter((status) => status !== 200)).toEqual([]);

  // The last ones in the browser: the dialog answers Check Your Email, not a refusal.
  for (let n = visitors - inBrowser; n < visitors; n += 1) {
    const { page, close } = await openPage(stack.browser, {
      storageState,
      extraHTTPHeaders: { 'X-Forwarded-For': client(n) },
    });
    try {
      await page.goto(stack.siteUrl + '/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Download Now' }).first().click();
      const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('Email') });
      await dialog.getByLabel('Email').fill(address(n));
      await dialog.getByLabel('Password', { exact: true }).fill('correct-horse-7');
      await dialog.getByRole('button', { name: authCopy.modal.submit.signup }).click();
      await page.getByRole('dialog', { name: authCopy.checkEmail.title }).waitFor({ timeout: 20_000 });
    } finally {
      await close();
    }
  }
  // Every one of them has a mail with a code.
  const counts = await Promise.all(Array.from({ length: visitors }, (_, n) => mailCount(stack, address(n))));
  expect(counts.filter((count) => count !== 1)).toEqual([]);
}, 120_000);
