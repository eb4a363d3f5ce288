// Over 300 lines on purpose: the one harness every end-to-end file shares.
// What every end-to-end test needs: the built site served as production serves it, the local
// backend on random ports with its own data directory, and Debian's Chromium.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { startLocalBackend, type LocalBackend } from '@clipnest/local-backend';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
// The template directory it provides (vitest.config.ts runs it for this suite too).
import type {} from '../../packages/local-backend/test/global-setup.ts';
// @ts-expect-error -- plain JS shared with the repository scripts
import { serveSite } from '../../scripts/site-server.mjs';
import { findRoute, routes } from '../src/routes';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('../../scripts/chromium.cjs') as {
  chromiumPath: () => string;
  chromiumArgs: string[];
};

export const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// E2E_DIST_DIR: a copy of the build, so that a rebuild meanwhile does not pull it from under a run.
export const distDir = resolve(process.env.E2E_DIST_DIR ?? join(siteDir, 'dist'));

export interface Stack {
  siteUrl: string;
  backend: LocalBackend;
  /** Chromium; throws when the stack was started with `{ browser: false }`. */
  browser: Browser;
  stop: () => Promise<void>;
}

/**
 * Starts the site server, then the backend (which must know the site's URL), then Chromium
 * (unless `browser: false`, for tests that only speak HTTP).
 */
export async function startStack({
  browser: withBrowser = true,
  backend: backendOptions = {},
}: { browser?: boolean; backend?: Partial<Parameters<typeof startLocalBackend>[0]> } = {}): Promise<Stack> {
  const site = await serveSite(distDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'clipnest-e2e-'));
  // A new database as the backend would create it, copied rather than made again (about 8 s of CPU).
  cpSync(inject('templateDir'), dataDir, { recursive: true });
  const backend = await startLocalBackend({
    dataDir,
    port: 0,
    mailboxPort: 0,
    siteUrl: site.url,
    log: () => {},
    ...backendOptions,
  });
  site.configure({
    supabaseUrl: backend.apiUrl,
    config: { supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey },
  });
  const browser = withBrowser
    ? asMacByDefault(await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs }))
    : null;
  return {
    siteUrl: site.url,
    backend,
    get browser(): Browser {
      if (!browser) throw new Error('This stack was started without a browser.');
      return browser;
    },
    async stop() {
      await browser?.close();
      await backend.stop();
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Chromium on macOS as Safari's neighbours report it: the device the download is for. */
export const macUserAgent =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Safari on an iPhone: a device that must never receive the macOS ZIP. */
export const iPhoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * The site gives the ZIP only to a Mac, and this Chromium runs on Linux: every context reports a
 * Mac unless a test asks for another device (its own `userAgent`).
 */
function asMacByDefault(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ userAgent: macUserAgent, ...options });
  browser.newPage = (options = {}) => newPage({ userAgent: macUserAgent, ...options });
  return browser;
}

/**
 * The backend for the journey's tests: cheap password hashes, rate limits out of the way (a test
 * file makes many accounts from one address), and one second between mails to an address instead
 * of a minute, so a test can ask for a new one.
 */
export const journeyBackend = {
  bcryptCost: 4,
  rateLimits: { signInSignUps: 1000, tokenVerifications: 1000, emailSent: 1000, tokenRefresh: 1000 },
  emailMaxFrequency: 1,
} satisfies Partial<Parameters<typeof startLocalBackend>[0]>;

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Console messages, page errors and failed requests of every page in a context, as lines. */
export function recordProblems(context: BrowserContext): string[] {
  const problems: string[] = [];
  const watch = (page: Page) => {
    const where = () => {
      try {
        return new URL(page.url()).pathname;
      } catch {
        return page.url();
      }
    };
    page.on('console', (message) => {
      // The 404 page's own document answers 404 on purpose (the routes test checks that status).
      if (message.text().startsWith('Failed to load resource') && message.location().url === page.url())
        return;
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${where()}: ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${where()}: pageerror: ${error.message}`));
    page.on('requestfailed', (request) => {
      // A navigation that replaces the document aborts what the old one still had in flight.
      if (request.failure()?.errorText === 'net::ERR_ABORTED' && !request.isNavigationRequest()) return;
      problems.push(`${where()}: requestfailed: ${request.url()} (${request.failure()?.errorText})`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return problems;
}

/**
 * A page that records console errors, page errors and failed requests, so a test can assert
 * there were none (hydration mismatches are console errors in React 19).
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; context: BrowserContext; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: viewports.desktop, ...options });
  const problems = recordProblems(context);
  const page = await context.newPage();
  return { page, context, problems, close: () => context.close() };
}

/**
 * Scrolls to the end of the page, as a visitor pressing End does, until the end stays put: parts
 * skipped while off screen take their own height as they are drawn near the viewport, which moves
 * the end (and the footer) a frame later.
 */
export async function scrollToEnd(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    async () => {
      const end = document.documentElement.scrollHeight;
      window.scrollTo(0, end);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return document.documentElement.scrollHeight === end;
    },
    undefined,
    { timeout, polling: 100 },
  );
}

/**
 * Resolves once the page's islands due at load have hydrated (each marks its element
 * `data-hydrated`; see src/loading/README.md) and the network is quiet.
 */
export async function waitForHydration(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-island][data-when="load"]:not([data-hydrated])').length === 0 &&
      document.querySelector('[data-island="Header"][data-hydrated]') !== null,
    undefined,
    { timeout },
  );
  await page.waitForLoadState('networkidle', { timeout });
}

/**
 * Scrolls to an island that hydrates when the visitor gets near it (the landing page's lower
 * sections, the footer's newsletter form) and waits until it has hydrated. `name` is the island's;
 * with several of that name, the first.
 */
export async function reachIsland(page: Page, name: string, timeout = 20_000): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).first();
  // The island's element takes no box (display: contents): its first child is scrolled to.
  await island.locator('> *').first().scrollIntoViewIfNeeded({ timeout });
  await page.waitForFunction(
    (name) => document.querySelector(`[data-island="${name}"]`)?.hasAttribute('data-hydrated'),
    name,
    { timeout },
  );
}

/** The paths of the pages under `dir` (each a folder with an index.html), `base` first. */
function builtPages(dir: string, base = ''): string[] {
  const paths = existsSync(join(dir, 'index.html')) ? [base || '/'] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory() && entry.name !== 'assets')
      paths.push(...builtPages(join(dir, entry.name), `${base}/${entry.name}`));
  return paths;
}

/**
 * Every concrete path of the route table, as the prerenderer wrote it, in table order. (Read from
 * the build: a dynamic route's records are listed by its page file, which only the site's own
 * build and unit tests load. The routes test checks that every route is there.)
 */
export async function sitePaths(): Promise<string[]> {
  const order = (path: string) => routes.indexOf(findRoute(path)!.route);
  return builtPages(distDir)
    .filter((path) => findRoute(path))
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

/** The paths the sitemap must list: every route whose entry does not say `sitemap: false`. */
export async function listedPaths(): Promise<string[]> {
  return (await sitePaths()).filter((path) => findRoute(path)!.route.sitemap);
}

/** The paths of the table's routes without parameters. */
export const staticRoutePaths = routes.map((route) => route.path).filter((path) => !path.includes(':'));

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  '#39': "'",
};

/** Text of an HTML fragment: tags removed, entities decoded, white space collapsed. */
export function htmlText(fragment: string): string {
  return fragment
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of every <h1> in a document's HTML. */
export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1(?:\s[^>]*)?>([\s\S]*?)<\/h1>/gi)].map((m) => htmlText(m[1]!));
}

/** The body of the document's <main> element (or the whole document when it has none). */
export function mainHtml(html: string): string {
  const start = html.search(/<main[\s>]/i);
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end) : html;
}

/**
 * Every internal link of a document: the href of each <a> that starts with '/' (not '//') or
 * with `origin`, as a path with its query and without its #fragment.
 */
export function internalHrefs(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<a\s[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const raw = htmlText(m[1] ?? m[2] ?? m[3] ?? '');
    let href: string | null = null;
    if (raw.startsWith('/') && !raw.startsWith('//')) href = raw;
    else if (raw.startsWith(origin + '/') || raw === origin) href = raw.slice(origin.length) || '/';
    if (href === null) continue;
    const url = new URL(href, 'http://x');
    found.add(url.pathname + url.search);
  }
  return [...found];
}

/**
 * A visitor who has been here before: beta notice closed and cookie choice saved, by using them
 * on the landing page as a person would. Returns the storage state for `newContext({ storageState })`,
 * so page-by-page tests are not interrupted by the overlays (their own tests cover them).
 * Overlays that never appear are waited for at most ten seconds each, counted from hydration
 * (their timers start then; on a busy machine hydration alone can take seconds).
 */
export async function returningVisitor(
  browser: Browser,
  siteUrl: string,
): Promise<NonNullable<BrowserContextOptions['storageState']>> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  try {
    const page = await context.newPage();
    await page.goto(siteUrl + '/');
    await waitForHydration(page);
    const beta = page.getByRole('dialog').filter({ hasText: /beta/i });
    if (
      await beta.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    ) {
      await page.keyboard.press('Escape');
      await beta.waitFor({ state: 'detached', timeout: 10_000 });
    }
    const essentialOnly = page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Essential Only' });
    if (
      await essentialOnly.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    ) {
      await essentialOnly.click();
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Axe's violations on the page as it is now, as readable lines (empty when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  // A visitor without a cookie choice gets the banner 2 s after load: wait for it, so that the
  // check does not start before it and meet it halfway through its entrance.
  const bannerComing = await page.evaluate(() => {
    if (!document.querySelector('[data-overlays]')) return false;
    try {
      return localStorage.getItem('cookie-consent-version') === null;
    } catch {
      return false;
    }
  });
  // (Found by its label, not its role: behind an open dialog it is hidden from the accessibility
  // tree, and a dialog open now is what is checked.)
  if (bannerComing)
    await page
      .locator('section[aria-label="Cookie consent"], [role="dialog"], [role="alertdialog"]')
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 });
  // Axe reads colours as painted: let entrance transitions (banner, dialogs) finish first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // Evaluated through the DevTools protocol, so the site's CSP (script-src 'self') does not block it.
  const loaded = await page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  // Parts far below the viewport are not painted (content-visibility: auto) until a visitor
  // scrolls near them, and axe cannot read colours that are not painted: render them as that
  // visitor would see them for the check, then let the browser skip them again.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.dataset.axeRendered = element.style.contentVisibility;
        element.style.contentVisibility = 'visible';
      }
  });
  const violations = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(globalThis.document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
    );
  });
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-axe-rendered]')) {
      element.style.contentVisibility = element.dataset.axeRendered ?? '';
      delete element.dataset.axeRendered;
    }
  });
  return violations;
}

/** Relative luminance (WCAG) of an sRGB colour given as 0–255 channels. */
export function luminance([r, g, b]: readonly number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/**
 * The most frequent colour of a PNG (8-bit RGB or RGBA, non-interlaced, as Chromium writes
 * screenshots): on a page screenshot, that is the background the page paints.
 */
export function dominantColour(png: Buffer): [number, number, number] {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const depth = body[8];
      const colourType = body[9];
      if (depth !== 8 || (colourType !== 2 && colourType !== 6) || body[12] !== 0)
        throw new Error(`Unsupported PNG (depth ${depth}, colour type ${colourType})`);
      channels = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = pixels.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : null;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[x - channels]! : 0;
      const b = prev ? prev[x]! : 0;
      const c = prev && x >= channels ? prev[x - channels]! : 0;
      let value = line[x]!;
      if (filter === 1) value += a;
      else if (filter === 2) value += b;
      else if (filter === 3) value += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[x] = value & 0xff;
    }
  }
  const counts = new Map<number, number>();
  for (let i = 0; i < pixels.length; i += channels) {
    const key = (pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best = 0;
  let bestCount = -1;
  for (const [key, count] of counts) {
    if (count > bestCount) {
      best = key;
      bestCount = count;
    }
  }
  return [(best >> 16) & 0xff, (best >> 8) & 0xff, best & 0xff];
}
