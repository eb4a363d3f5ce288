// Every route's islands hydrate in Chromium without a console error or warning (React reports
// hydration mismatches there), a page error or a failed request; and links are page loads of the
// next prerendered page, fetched when the visitor reaches for the link, Back restoring the page
// and its scroll.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compileHint } from '../scripts/compile-hints.mjs';
import { authCopy } from '../src/content/auth';
import {
  h1Texts,
  htmlText,
  openPage,
  returningVisitor,
  sitePaths,
  startStack,
  viewports,
  waitForHydration,
  type Stack,
} from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const rawPage = async (path: string) => {
  const html = await (await fetch(stack.siteUrl + path)).text();
  return {
    h1: h1Texts(html)[0],
    title: htmlText(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? ''),
    styleElements: html.match(/<style[\s>]/gi)?.length ?? 0,
  };
};

/**
 * Records every use of the browser's locale data (an Intl object, a toLocale… call) in
 * `window.__localeData`: the first use on a page loads that data in one task, ~20 ms on a desktop
 * and ~200 ms on a slow phone.
 */
function recordLocaleData() {
  const uses: string[] = [];
  (window as unknown as { __localeData: string[] }).__localeData = uses;
  const where = () => (new Error().stack ?? '').split('\n')[3]?.trim() ?? '';
  for (const name of [
    'NumberFormat',
    'DateTimeFormat',
    'Collator',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
    'Segmenter',
    'DisplayNames',
  ] as const) {
    const original = Intl[name] as unknown as (...args: unknown[]) => unknown;
    if (!original) continue;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        uses.push(`Intl.${name} ${where()}`);
        return Reflect.construct(target, args, newTarget) as object;
      },
      apply(target, self, args) {
        uses.push(`Intl.${name} ${where()}`);
        return Reflect.apply(target, self, args);
      },
    });
  }
  for (const [proto, method] of [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ] as const) {
    const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!;
    (proto as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      uses.push(`${method} ${where()}`);
      return original.apply(this, args);
    };
  }
}

it('every route hydrates with no console error or warning, page error or failed request', async () => {
  // A first-time visitor: the overlays' code runs too.
  const { page, problems, close } = await openPage(stack.browser);
  await page.addInitScript(recordLocaleData);
  const mismatched: string[] = [];
  const localeData: string[] = [];
  const withoutErrorStacks: string[] = [];
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(stack.siteUrl))
      scripts.add(request.url());
  });
  try {
    for (const path of [...(await sitePaths()), '/nope']) {
      await page.goto(stack.siteUrl + path);
      await waitForHydration(page);
      // The changelog's versions are read after load; they are in once their headings are.
      if (path === '/changelog')
        await page
          .getByRole('heading', { level: 2, name: /^Version / })
          .first()
          .waitFor();
      // No Intl object or toLocale… call as the page loads and hydrates: the site writes its
      // numbers and dates itself (one language), and the first use costs a long task on a phone.
      const uses = await page.evaluate(() => (window as unknown as { __localeData: string[] }).__localeData);
      if (uses.length) localeData.push(`${path}: ${uses.join('; ')}`);
      // React loads with error stacks off (src/loading/react.ts); they are on again once it has.
      const stackLines = await page.evaluate(() => (new Error('probe').stack ?? '').split('\n').length);
      if (stackLines < 2) withoutErrorStacks.push(path);
      // Hydration kept the prerendered page (a mismatch would re-render it on the client).
      const raw = await rawPage(path);
      const h1 = (await page.locator('main h1').innerText()).replace(/\s+/g, ' ').trim();
      // The callback and confirm pages read their link once hydrated; opened without one, they say
      // so calmly: there is nothing to verify, and nothing went wrong.
      const expected = path.startsWith('/auth/') ? authCopy.callback.noLinkTitle : raw.h1;
      if (h1 !== expected) mismatched.push(`${path}: h1 "${h1}" after hydration, "${raw.h1}" in the HTML`);
      if ((await page.title()) !== raw.title)
        mismatched.push(`${path}: title "${await page.title()}" vs "${raw.title}"`);
      // Hydration added no <style> (react-aria adds one unless the page has it): a sheet added then
      // restyles and lays out the whole page in the middle of hydrating it.
      const styleElements = await page.locator('style').count();
      if (styleElements !== raw.styleElements)
        mismatched.push(
          `${path}: ${styleElements} <style> elements after hydration, ${raw.styleElements} in the HTML`,
        );
      if (path === '/') {
        // Stay long enough for the beta notice and, once it is closed, the cookie banner to appear.
        const beta = page.getByRole('dialog').filter({ hasText: /beta/i });
        await beta.waitFor({ timeout: 10_000 });
        await page.keyboard.press('Escape');
        await beta.waitFor({ state: 'detached' });
        await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ timeout: 10_000 });
      }
    }
  } finally {
    await close();
  }
  expect(problems).toEqual([]);
  expect(mismatched).toEqual([]);
  expect(localeData).toEqual([]);
  expect(withoutErrorStacks).toEqual([]);
  // Every script the pages ran asks V8, on its first line, to compile it as it arrives, off the
  // main thread (site/scripts/compile-hints.mjs).
  expect(scripts.size).toBeGreaterThan(20);
  const withoutHint: string[] = [];
  for (const url of scripts) {
    const text = await (await fetch(url)).text();
    if (!text.startsWith(compileHint)) withoutHint.push(url);
  }
  expect(withoutHint).toEqual([]);
});

it('fetches the next page when the visitor reaches for its link; Back restores the page and its scroll', async () => {
  const storageState = await returningVisitor(stack.browser, stack.siteUrl);
  const { page, problems, close } = await openPage(stack.browser, {
    viewport: viewports.desktop,
    storageState,
  });
  try {
    await page.goto(stack.siteUrl + '/');
    await waitForHydration(page);
    const home = await rawPage('/');
    const pricing = await rawPage('/pricing');

    // Deep into the page, past the islands that hydrate only when scrolled near.
    for (let step = 0; step < 5; step++) {
      await page.mouse.wheel(0, 900);
      await page.waitForFunction((y) => window.scrollY >= y, 900 * step + 850);
    }
    // Until the wheel's smooth scroll has come to rest.
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const before = window.scrollY;
          setTimeout(() => resolve(window.scrollY === before), 250);
        }),
    );
    const scrolledTo = await page.evaluate(() => window.scrollY);
    const inView = () =>
      page.evaluate(() => document.elementFromPoint(innerWidth / 2, 200)?.textContent?.slice(0, 80));
    const seen = await inView();

    // Resting the pointer on the link fetches the page before the click.
    const link = page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true });
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/pricing');
    await link.hover();
    await prefetched;
    await link.click();
    await page.waitForURL(stack.siteUrl + '/pricing');
    await page.getByRole('heading', { level: 1, name: pricing.h1 }).waitFor();
    await expect.poll(() => page.title()).toBe(pricing.title);
    expect(pricing.title).not.toBe(home.title);
    // A new page starts at the top; the header marks where the visitor is.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: 'Pricing', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');

    await page.goBack();
    await page.waitForURL(stack.siteUrl + '/');
    await page.getByRole('heading', { level: 1, name: home.h1 }).waitFor();
    await expect.poll(() => page.title()).toBe(home.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolledTo - 2);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(scrolledTo + 2);
    // The same place, not only the same number: what the visitor was reading is where it was.
    expect(await inView()).toBe(seen);

    // Forward again, then a footer link.
    await page.goForward();
    await page.waitForURL(stack.siteUrl + '/pricing');
    await page.getByRole('heading', { level: 1, name: pricing.h1 }).waitFor();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /privacy/i })
      .first()
      .click();
    await page.waitForURL(stack.siteUrl + '/privacy');
    const privacy = await rawPage('/privacy');
    await page.getByRole('heading', { level: 1, name: privacy.h1 }).waitFor();
    await expect.poll(() => page.title()).toBe(privacy.title);
  } finally {
    await close();
  }
  expect(problems).toEqual([]);
});
