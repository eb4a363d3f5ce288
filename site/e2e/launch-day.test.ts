// A launch day: many new visitors sign up within a minute, each from their own address. With the
// limits of supabase/config.toml (the same file hosted reads), every one of them reaches Check Your
// Email — sign-up never stops for the whole site because of an hourly mail quota.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authCopy } from '../src/content/auth';
import { openPage, returningVisitor, startStack, waitForHydration, type Stack } from './harness';

let stack: Stack;

beforeAll(async () => {
  // No rate-limit overrides: the limits are config.toml's. The backend takes the client address
  // from X-Forwarded-For, as hosted does behind its proxy, so each visitor below is a client of
  // its own although all come from loopback.
  stack = await startStack({ backend: { bcryptCost: 4, trustProxy: true } });
});
afterAll(() => stack?.stop());

const visitors = 40;
const atOnce = 4;

it(`lets ${visitors} sign-ups from distinct clients within a minute all reach Check Your Email`, async () => {
  const storageState = await returningVisitor(stack.browser, stack.siteUrl);
  const started = Date.now();
  const outcomes: string[] = [];
  let next = 0;
  async function visitorsInTurn() {
    for (let n = next++; n < visitors; n = next++) {
      const { page, close } = await openPage(stack.browser, {
        storageState,
        extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${n + 1}` },
      });
      try {
        await page.goto(stack.siteUrl + '/');
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Download Now' }).first().click();
        const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('Email') });
        await dialog.getByLabel('Email').fill(`launch-${n}-${started}@example.com`);
        await dialog.getByLabel('Password', { exact: true }).fill('correct-horse-7');
        await dialog.getByRole('button', { name: authCopy.modal.submit.signup }).click();
        const answer = await Promise.race([
          page
            .getByRole('dialog', { name: authCopy.checkEmail.title })
            .waitFor({ timeout: 20_000 })
            .then(() => 'check email'),
          dialog
            .getByRole('alert')
            .filter({ hasText: /\S/ })
            .waitFor({ timeout: 20_000 })
            .then(async () => `refused: ${await dialog.getByRole('alert').innerText()}`),
        ]);
        outcomes.push(answer);
      } finally {
        await close();
      }
    }
  }
  await Promise.all(Array.from({ length: atOnce }, visitorsInTurn));
  expect(outcomes.filter((outcome) => outcome !== 'check email')).toEqual([]);
  expect(outcomes).toHaveLength(visitors);
  // Every one of them has a mail with a code.
  const res = await fetch(`${stack.backend.mailboxUrl}/api/v1/search?query=${encodeURIComponent('launch-')}`);
  expect(((await res.json()) as { messages_count: number }).messages_count).toBeGreaterThanOrEqual(visitors);
}, 240_000);
