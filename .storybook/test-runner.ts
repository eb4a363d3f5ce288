import type { TestRunnerConfig } from '@storybook/test-runner';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { viewports, type ViewportName } from './viewports.ts';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[]; html?: string; failureSummary?: string }>;
}

function viewportOf(globals: Record<string, unknown>): ViewportName {
  const raw = globals.viewport as { value?: string } | string | undefined;
  const value = typeof raw === 'string' ? raw : raw?.value;
  return value && value in viewports ? (value as ViewportName) : 'desktop';
}

/**
 * Switches the theme global and waits until the story has re-rendered with it, so no render is
 * still in flight when the runner moves on to the next story.
 */
async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve) => {
        type Channel = {
          emit: (event: string, payload: unknown) => void;
          once: (event: string, fn: () => void) => void;
        };
        const channel = (globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const root = document.querySelector('#storybook-root .radix-themes');
        if (!channel || !root || root.classList.contains(value)) return resolve();
        const timer = setTimeout(resolve, 3000);
        channel.once('storyRendered', () => {
          clearTimeout(timer);
          resolve();
        });
        channel.emit('updateGlobals', { globals: { theme: value } });
      }),
    theme,
  );
}

/**
 * Each story is rendered at the viewport it asks for (phone stories at 390 px), its play function
 * and axe run in light (Storybook's a11y check), and axe runs again on the final state in dark.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await storyFacts(page, context.id);
    const { width, height } = viewports[viewportOf(story.globals)].styles;
    await page.setViewportSize({ width: parseInt(width, 10), height: parseInt(height, 10) });
    // Stories follow the system scheme by default: a light system makes the first axe pass a light one.
    await page.emulateMedia({
      colorScheme: 'light',
      reducedMotion: story.reducedMotion ? 'reduce' : 'no-preference',
    });
  },
  async postVisit(page, context) {
    const story = await storyFacts(page, context.id);
    // The theme's global styles reached the page (a tree-shaken global.css.ts once dropped them
    // from the production build only).
    if (!story.font.includes('Inter Variable')) {
      throw new Error(
        `The theme's global styles are missing on "${context.title} / ${context.name}": font is ${story.font}`,
      );
    }
    if (story.a11y?.disable || story.a11y?.test === 'off') return;
    await setTheme(page, 'dark');
    // Two frames, so the browser has drawn the dark render and settled what it skips off screen
    // (`content-visibility: auto`) since the play function scrolled: on a busy machine axe once
    // met a part a scroll had just left, with nothing behind it, and judged it on white.
    await page.evaluate(
      () => new Promise<void>((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))),
    );
    try {
      await checkAxe(page, context);
    } finally {
      // Back to light before the next story renders on this page.
      await setTheme(page, 'light');
    }
  },
};

/**
 * What the hooks need of a story, read in the page: its globals and parameters (only these —
 * the whole story context, docgen included, is slow to send over), and the story root's font.
 */
function storyFacts(page: Page, storyId: string) {
  return page.evaluate(async (id) => {
    type Story = {
      storyGlobals?: Record<string, unknown>;
      parameters: { a11y?: { disable?: boolean; test?: string }; reducedMotion?: boolean };
    };
    const preview = (
      globalThis as unknown as {
        __STORYBOOK_PREVIEW__: { storyStore: { loadStory: (o: { storyId: string }) => Promise<Story> } };
      }
    ).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStore.loadStory({ storyId: id });
    const root = document.querySelector('#storybook-root .radix-themes');
    return {
      globals: story.storyGlobals ?? {},
      a11y: { disable: story.parameters.a11y?.disable, test: story.parameters.a11y?.test },
      reducedMotion: !!story.parameters.reducedMotion,
      font: root ? getComputedStyle(root).fontFamily : 'no ThemeProvider root',
    };
  }, storyId);
}

/** axe on the whole story (portalled overlays included) in its current state. */
async function checkAxe(page: Page, context: { title: string; name: string }) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    type Axe = { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    // The same scope and rules as Storybook's a11y addon, which ran on the light render.
    const context = {
      include: document.body,
      // The live announcer is left out as in preview.tsx.
      exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root', '[data-live-announcer]'],
    };
    const options = { resultTypes: ['violations'], rules: { region: { enabled: false } } };
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await axe.run(context, options);
        return result.violations.map((v) => ({
          id: v.id,
          help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
        }));
      } catch (error) {
        // The addon may still be checking the re-render; axe runs one check at a time.
        if (attempt > 50 || !String(error).includes('already running')) throw error;
        await new Promise((ok) => setTimeout(ok, 100));
      }
    }
  });
  if (violations.length > 0) {
    const report = violations
      .map(
        (v) =>
          `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.html ?? ''}\n  ${n.failureSummary ?? ''}`).join('\n')}`,
      )
      .join('\n');
    throw new Error(
      `axe found ${violations.length} violation(s) in dark mode on "${context.title} / ${context.name}":\n${report}`,
    );
  }
}

export default config;
