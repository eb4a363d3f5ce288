// The test-runner's Jest environment, with one Storybook page per Jest worker instead of one per
// story file: loading iframe.html (the whole preview) took a few seconds for each of the 66 files.
// Stories already share the page within a file; `__test` renders each story afresh, and
// test-runner.ts sets the viewport, colour scheme and theme before each one.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const runnerDir = dirname(require.resolve('@storybook/test-runner/package.json'));
const { default: PlaywrightEnvironment } = await import(
  pathToFileURL(join(runnerDir, 'dist/jest-playwright-entries/test-environment.js')).href
);
const { setupPage } = await import(pathToFileURL(join(runnerDir, 'dist/index.js')).href);

/** This worker's browser connection, context and Storybook page, once the first file set them up. */
let shared = null;

export default class SharedPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    if (!shared) {
      await super.setup();
      await setupPage(this.global.page, this.global.context);
      return;
    }
    // Everything but opening a browser, a context and a page: those are this worker's.
    const options = this._config.testEnvironmentOptions;
    this._config = {
      ...this._config,
      testEnvironmentOptions: {
        ...options,
        'jest-playwright': { ...options['jest-playwright'], skipInitialization: true },
      },
    };
    await super.setup();
    Object.assign(this.global, shared);
  }

  async teardown() {
    // Keep them (the runner may have replaced a page that navigated away) for the next file;
    // the runner closes the browser when all files are done.
    const { browser, context, page } = this.global;
    shared = { browser, context, page };
    this.global.browser = undefined;
    await super.teardown();
  }
}
