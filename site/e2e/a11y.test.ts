// axe-core on every route at 390 and 1280 px, light and dark, after hydration; and once each
// with the landing page's overlays (cookie banner, beta notice) showing.
import type { BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  returningVisitor,
  sitePaths,
  startStack,
  viewports,
  waitForHydration,
  type Stack,
} from './harness';

let stack: Stack;
let paths: string[];
let visitor: NonNullable<BrowserContextOptions['storageState']>;

beforeAll(async () => {
  stack = await startStack();
  paths = [...(await sitePaths()), '/nope'];
  visitor = await returningVisitor(stack.browser, stack.siteUrl);
});
afterAll(() => stack?.stop());

const combos = [
  { viewport: 'phone', colorScheme: 'light' },
  { viewport: 'phone', colorScheme: 'dark' },
  { viewport: 'desktop', colorScheme: 'light' },
  { viewport: 'desktop', colorScheme: 'dark' },
] as const;

// Each page is loaded once and checked in all four combinations (resized and re-coloured in
// place, as a visitor rotating a phone or switching the system theme would): a quarter of the loads.
// Two tabs share the routes, so one's waiting (load, hydration, network idle) overlaps the other's axe.
it('every route has no axe violations at 390 and 1280, light and dark', async () => {
  const context = await stack.browser.newContext({
    viewport: viewports.phone,
    reducedMotion: 'reduce',
    storageState: visitor,
  });
  const queue = [...paths];
  const found: string[] = [];
  const checkRoutes = async () => {
    const page = await context.newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await page.setViewportSize(viewports.phone);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(stack.siteUrl + path);
      await waitForHydration(page);
      for (const [index, { viewport, colorScheme }] of combos.entries()) {
        await page.setViewportSize(viewports[viewport]);
        await page.emulateMedia({ colorScheme });
        // The callback page reads (and removes) its link once: each combination gets a fresh
        // load, so axe checks the state a visitor sees on arrival.
        if (path === '/auth/callback' && index > 0) {
          await page.goto(stack.siteUrl + path);
          await waitForHydration(page);
        }
        for (const line of await axeViolations(page))
          found.push(`${path} (${viewport}, ${colorScheme}): ${line}`);
      }
    }
  };
  try {
    await Promise.all([checkRoutes(), checkRoutes()]);
  } finally {
    await context.close();
  }
  expect(found.sort()).toEqual([]);
});

describe.each(combos)('at $viewport width in $colorScheme mode', ({ viewport, colorScheme }) => {
  it('the landing page has none with the beta notice open, nor with the cookie banner showing', async () => {
    // A first visit: nothing stored, so both overlays appear on their own.
    const context = await stack.browser.newContext({
      viewport: viewports[viewport],
      colorScheme,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      await page.goto(stack.siteUrl + '/');
      const beta = page.getByRole('dialog').filter({ hasText: /beta/i });
      await beta.waitFor({ timeout: 10_000 });
      expect(await axeViolations(page), 'with the beta notice open').toEqual([]);
      await page.keyboard.press('Escape');
      await beta.waitFor({ state: 'detached' });
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await banner.waitFor({ timeout: 10_000 });
      expect(await axeViolations(page), 'with the cookie banner showing').toEqual([]);
      await banner.getByRole('button', { name: 'Customize' }).click();
      await page.getByRole('dialog', { name: 'Cookie Preferences' }).waitFor();
      expect(await axeViolations(page), 'with the cookie preferences dialog open').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
