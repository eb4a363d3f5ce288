// Every Download press counts from the first paint: a button is painted, and
// looks ready, well before the app has hydrated it; the page's inline loader keeps a press made in
// that time and the app acts on it once it has started (site/src/loading/earlyPress.ts). On a 4× slower CPU,
// with the app's entry held back so that the press surely comes first.
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authCopy } from '../src/content/auth';
import { blogPage, blogPosts } from '../src/content/blog';
import { pressPage, pressReleases } from '../src/content/press';
import { headerLabels } from '../src/content/navigation';
import { openPage, returningVisitor, startStack, viewports, waitForHydration, type Stack } from './harness';

let stack: Stack;
let visitor: NonNullable<BrowserContextOptions['storageState']>;
beforeAll(async () => {
  stack = await startStack();
  // No beta notice or cookie banner: the only dialog is the one the press opens.
  visitor = await returningVisitor(stack.browser, stack.siteUrl);
});
afterAll(() => stack?.stop());

/** How long the app's entry is held back after the loader has requested it, unless held for a press. */
const entryDelayMs = 1500;

const authDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByLabel('Email') });

const hydrated = (button: Locator) =>
  button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

/**
 * A first visit on a phone-slow CPU, whose app entry arrives late: `entryDelayMs` after the loader
 * asked for it, or, with `untilReleased`, once the test calls `release()` (after its press: on a
 * loaded machine, a click can take longer than any fixed delay to happen).
 */
async function slowVisit({
  untilReleased = false,
  viewport = viewports.desktop as { width: number; height: number },
} = {}) {
  const opened = await openPage(stack.browser, { storageState: visitor, viewport });
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let entryHeld = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await opened.context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    entryHeld = true;
    await Promise.race([
      released,
      new Promise((resolve) => setTimeout(resolve, untilReleased ? 30_000 : entryDelayMs)),
    ]);
    await route.continue();
  });
  return { ...opened, entryHeld: () => entryHeld, release };
}

/**
 * Opens `path`, presses `button` as soon as the page has painted, and expects the sign-up dialog:
 * the press came before hydration, showed the button busy, and opened one dialog.
 */
async function pressBeforeHydration(
  path: string,
  button: (page: Page) => Locator,
  press: (button: Locator) => Promise<void> = (target) => target.click(),
) {
  const { page, problems, close, entryHeld, release } = await slowVisit({ untilReleased: true });
  try {
    await page.goto(stack.siteUrl + path, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, undefined, {
      polling: 20,
    });
    const target = button(page);
    await press(target);
    const pressedAt = Date.now();
    // Before the app had hydrated the button: only the loader can have seen the press.
    expect(await hydrated(target)).toBe(false);
    expect(await target.getAttribute('data-busy')).toBe('');
    release();
    const dialog = authDialog(page);
    await dialog.waitFor({ timeout: 30_000 });
    const openedAfterMs = Date.now() - pressedAt;
    expect(entryHeld()).toBe(true);
    expect(await dialog.getByRole('heading').first().textContent()).toBe(authCopy.modal.title.signup);
    await waitForHydration(page);
    expect(await page.getByRole('dialog').count()).toBe(1);
    // The press was handed over once, and the loader no longer listens.
    expect(await page.evaluate(() => '__clipnestEarlyPress' in window)).toBe(false);
    expect(await page.locator('button[data-busy]').count()).toBe(0);
    expect(problems).toEqual([]);
    return openedAfterMs;
  } finally {
    await close();
  }
}

it('a press on Download Now made before hydration opens the sign-up dialog', async () => {
  const ms = await pressBeforeHydration('/', (page) =>
    page.getByRole('button', { name: 'Download Now' }).first(),
  );
  console.log(`/: dialog ${ms} ms after the early press`);
});

it("a press on the header's Download made before hydration opens the sign-up dialog", async () => {
  const ms = await pressBeforeHydration('/pricing', (page) =>
    page.getByRole('banner').getByRole('button', { name: 'Download', exact: true }),
  );
  console.log(`/pricing: dialog ${ms} ms after the early press`);
});

it('a press by keyboard made before hydration opens the sign-up dialog', async () => {
  const ms = await pressBeforeHydration(
    '/features',
    (page) => page.getByRole('banner').getByRole('button', { name: 'Download', exact: true }),
    (target) => target.press('Enter'),
  );
  console.log(`/features: dialog ${ms} ms after the early Enter`);
});

it('a press after hydration opens one dialog, once', async () => {
  const { page, problems, close } = await slowVisit();
  try {
    await page.goto(stack.siteUrl + '/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Download Now' }).first();
    expect(await hydrated(button)).toBe(true);
    // Counts the journey's sign-up openings: a press acted on twice would open it twice.
    await page.evaluate(() => {
      const w = window as unknown as { e2eDialogs: number };
      w.e2eDialogs = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof Element &&
              (node.matches('[role=dialog]') || node.querySelector('[role=dialog]'))
            )
              w.e2eDialogs += 1;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await button.click();
    const dialog = authDialog(page);
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.getByRole('heading').first().textContent()).toBe(authCopy.modal.title.signup);
    // Long enough for a second, replayed press to have shown.
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { e2eDialogs: number }).e2eDialogs)).toBe(1);
    expect(await page.locator('button[data-busy]').count()).toBe(0);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

it("a press on a Download button whose island's code is still loading opens the sign-up dialog", async () => {
  const { page, context, problems, close } = await openPage(stack.browser, { storageState: visitor });
  try {
    // Each plan card's Download button is an island: their code is held back until the press has been made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await context.route(/\/assets\/PlanDownload-[\w-]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto(stack.siteUrl + '/pricing');
    await page.locator('[data-island="Header"][data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => requested).toBe(true);
    const button = page.getByRole('main').getByRole('button', { name: 'Download App' });
    await button.click();
    expect(await hydrated(button)).toBe(false);
    const dialog = authDialog(page);
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.getByRole('heading').first().textContent()).toBe(authCopy.modal.title.signup);
    release();
    await expect
      .poll(() => page.locator('[data-island="PlanDownload"]:not([data-hydrated])').count())
      .toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

it("a tap on a phone's menu button made before hydration opens the menu once the header has hydrated", async () => {
  const { page, problems, close, release } = await slowVisit({
    untilReleased: true,
    viewport: viewports.phone,
  });
  try {
    await page.goto(stack.siteUrl + '/pricing', { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, undefined, {
      polling: 20,
    });
    const menuButton = page.getByRole('banner').getByRole('button', { name: headerLabels.openMenu });
    await menuButton.click();
    expect(await hydrated(menuButton)).toBe(false);
    release();
    const menu = page.getByRole('dialog', { name: headerLabels.menu });
    await menu.waitFor({ timeout: 30_000 });
    await waitForHydration(page);
    // Opened once: a second, replayed press would have closed it again.
    await page.waitForTimeout(500);
    expect(await menu.isVisible()).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

/** A slow visit to `path` (the app's entry held until `release()`), once the page has painted. */
async function paintedBeforeTheApp(path: string) {
  const visit = await slowVisit({ untilReleased: true });
  await visit.page.goto(stack.siteUrl + path, { waitUntil: 'commit' });
  await visit.page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, undefined, {
    polling: 20,
  });
  return visit;
}

it("a press on the blog's Load more made before the app started shows the next page once the index has hydrated", async () => {
  // The index hydrates only when the visitor reaches into it; here they did so before the app
  // was there to notice (the pointer over the button, the press kept by the loader).
  const { page, problems, close, release } = await paintedBeforeTheApp('/blog');
  try {
    const posts = page.getByRole('region', { name: blogPage.latestHeading }).getByRole('article');
    const listed = blogPosts.length - 1; // the featured post is shown above the list
    const loadMore = page.getByRole('button', { name: blogPage.loadMore });
    await loadMore.click();
    expect(await hydrated(loadMore)).toBe(false);
    release();
    await posts.nth(Math.min(2 * blogPage.pageSize, listed) - 1).waitFor({ timeout: 30_000 });
    expect(await posts.count()).toBe(Math.min(2 * blogPage.pageSize, listed));
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

it('a category chosen on /press before the app started filters the releases once the list has hydrated', async () => {
  const { page, problems, close, release } = await paintedBeforeTheApp('/press');
  try {
    const releases = page.getByRole('region', { name: pressPage.releasesHeading }).getByRole('listitem');
    const category = 'Product';
    await page.getByRole('radio', { name: category, exact: true }).click();
    release();
    const inCategory = pressReleases.filter((item) => item.category === category);
    await expect.poll(() => releases.count(), { timeout: 30_000 }).toBe(inCategory.length);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

/** A press held down at a point of the page, let go later: a mouse's button, or a finger on a phone. */
type HeldPress = (
  page: Page,
  context: BrowserContext,
  at: { x: number; y: number },
) => Promise<() => Promise<void>>;

const mouseHeld: HeldPress = async (page, _context, at) => {
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  return () => page.mouse.up();
};

const fingerHeld: HeldPress = async (page, context, at) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  return async () => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
};

/**
 * Presses the "Product" chip on /press down before the list has hydrated and lets go after: a
 * tap is long enough for the list to hydrate in between. React then hears the end of a press it
 * never saw begin, on which react-aria does nothing; the page keeps the press and makes it again.
 */
async function chipPressedAcrossHydration(hold: HeldPress, options: BrowserContextOptions) {
  const { page, context, problems, close } = await openPage(stack.browser, {
    storageState: visitor,
    ...options,
  });
  try {
    // The list's code is held back until the chip is down.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/PressReleases-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(stack.siteUrl + '/press');
    await page.locator('[data-island="Header"][data-hydrated]').waitFor({ state: 'attached' });
    const chip = page.getByRole('radio', { name: 'Product', exact: true });
    await chip.scrollIntoViewIfNeeded();
    const box = (await chip.boundingBox())!;
    const letGo = await hold(page, context, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(await hydrated(chip)).toBe(false);
    release();
    await page.locator('[data-island="PressReleases"][data-hydrated]').waitFor({ state: 'attached' });
    await letGo();
    const releases = page.getByRole('region', { name: pressPage.releasesHeading }).getByRole('listitem');
    const inCategory = pressReleases.filter((item) => item.category === 'Product');
    await expect.poll(() => releases.count(), { timeout: 10_000 }).toBe(inCategory.length);
    expect(await chip.getAttribute('aria-checked')).toBe('true');
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}

it('a category chip pressed down before the list hydrated and let go after filters the releases', async () => {
  await chipPressedAcrossHydration(mouseHeld, {});
});

it('a category chip tapped on a phone as the list hydrates filters the releases', async () => {
  await chipPressedAcrossHydration(fingerHeld, { viewport: viewports.phone, hasTouch: true, isMobile: true });
});
