// The theme follows the system setting from the first paint: a prerendered page, loaded with
// JavaScript off (so nothing can fix it up later), paints dark for a dark-mode visitor and light
// for a light-mode one — the background and the text both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dominantColour, luminance, openPage, startStack, viewports, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const parseRgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

describe.each(['dark', 'light'] as const)('a %s-mode visitor', (colorScheme) => {
  it.each(['/', '/pricing', '/privacy', '/nope'])(
    `sees %s in ${colorScheme} colours on the first paint`,
    async (path) => {
      const { page, close } = await openPage(stack.browser, {
        javaScriptEnabled: false,
        colorScheme,
        viewport: viewports.phone,
      });
      try {
        await page.goto(stack.siteUrl + path, { waitUntil: 'load' });
        const background = luminance(dominantColour(await page.screenshot()));
        const text = luminance(
          parseRgb(await page.locator('h1').evaluate((el) => getComputedStyle(el).color)),
        );
        if (colorScheme === 'dark') {
          expect(background, 'background luminance').toBeLessThan(0.1);
          expect(text, 'h1 text luminance').toBeGreaterThan(0.5);
        } else {
          expect(background, 'background luminance').toBeGreaterThan(0.8);
          expect(text, 'h1 text luminance').toBeLessThan(0.1);
        }
        // The browser's own bar (Safari, Chrome on Android) takes the page's background: the meta
        // tag for this scheme names the colour behind the page's content, not a near miss.
        const bar = await page
          .locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${colorScheme})"]`)
          .getAttribute('content');
        const pageBackground = await page.locator('main').evaluate((main) => {
          for (let el: Element | null = main; el; el = el.parentElement) {
            const colour = getComputedStyle(el).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)') return colour;
          }
          return '';
        });
        const barRgb = [1, 3, 5].map((at) => parseInt(bar?.slice(at, at + 2) ?? '', 16));
        expect(barRgb, `theme-color ${bar} against the page's ${pageBackground}`).toEqual(
          parseRgb(pageBackground),
        );
        // The document says which scheme it uses, so form controls and scrollbars match.
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toContain(
          colorScheme,
        );
      } finally {
        await close();
      }
    },
  );
});
