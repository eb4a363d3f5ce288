// The beta notice opens 1 s after the landing page loads (as specified), on a slow phone
// too: its second counts from the page's start, not from when the app has hydrated or its code has
// arrived. Measured in the page itself on a 4× slower CPU, so a busy test machine moves the page's
// own milestones and the notice together.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPage, startStack, viewports, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

/**
 * In the page, from its very start: when the notice's dialog first appears, and when the app has
 * finished hydrating (its effects took over Download presses from the page's inline loader, which
 * then removes itself), checked between the page's tasks as often as the throttled CPU lets it.
 */
function recordMilestones() {
  const w = window as unknown as { e2eNoticeAt?: number; e2eHydratedAt?: number };
  let loaderSeen = false;
  const poll = setInterval(() => {
    if ('__clipnestEarlyPress' in window) loaderSeen = true;
    else if (loaderSeen && w.e2eHydratedAt === undefined) w.e2eHydratedAt = performance.now();
    if (w.e2eHydratedAt !== undefined && w.e2eNoticeAt !== undefined) clearInterval(poll);
  }, 10);
  new MutationObserver(() => {
    if (w.e2eNoticeAt === undefined && document.querySelector('[role="dialog"]'))
      w.e2eNoticeAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

// One more try when the bound is missed: another test file runs beside this one and can hold the
// throttled page's CPU for a second at the wrong moment (once: 2224 ms after hydrating). The
// regression this catches — the notice waiting for an idle moment and then fetching its modules
// one after another — is late every time, so it fails both tries.
it(
  'opens 1 s after the page starts loading on a 4× slower CPU, as soon as the page can show it',
  { retry: 1 },
  async () => {
    const { page, context, problems, close } = await openPage(stack.browser, { viewport: viewports.phone });
    try {
      await context.addInitScript(recordMilestones);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(stack.siteUrl + '/');
      await page.getByRole('dialog').filter({ hasText: /beta/i }).waitFor({ timeout: 20_000 });
      const times = await page.evaluate(() => {
        const w = window as unknown as { e2eNoticeAt: number; e2eHydratedAt?: number };
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return {
          notice: w.e2eNoticeAt,
          hydrated: w.e2eHydratedAt ?? Infinity,
          domContentLoaded: nav.domContentLoadedEventEnd,
          load: nav.loadEventEnd,
        };
      });
      console.log('beta notice on a 4× CPU (ms since navigation start):', JSON.stringify(times));
      expect(times.notice).toBeGreaterThanOrEqual(1000);
      // Not later than needed: 1 s, or the moment the page could first show it (its app hydrated)
      // when that is later, plus the time a slow CPU takes to render it next to the page's other
      // post-hydration work (its code is already there by then). Before, it waited for an idle
      // moment and then fetched its modules one after another (3 s after hydrating on a busy machine).
      expect(times.notice - Math.max(1000, times.hydrated)).toBeLessThan(2000);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  },
);
