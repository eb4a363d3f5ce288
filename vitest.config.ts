import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps a core for its main thread, which idles:
    // on a 2-core machine that ran the suites one file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // The repository's own scripts (npm start's port choice).
        test: { name: 'scripts', root: '.', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        // Components and pure logic in jsdom. vanilla-extract needs its plugin and `css: true`
        // so `.css.ts` files compile and their styles are injected.
        extends: './packages/ui/vite.config.ts',
        test: {
          name: 'ui',
          root: './packages/ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          css: true,
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        // The built package as an outside app consumes it, in Chromium.
        test: {
          name: 'package',
          root: './packages/ui',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The site's own logic (routes, content rules, services) in jsdom, against the UI source
        // (so it runs before the package is built).
        extends: './packages/ui/vite.config.ts',
        resolve: {
          alias: { '@clipnest/ui': fileURLToPath(new URL('./packages/ui/src/index.ts', import.meta.url)) },
        },
        test: {
          name: 'site',
          root: './site',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        // The built, served site with the local backend, in Chromium (run after `npm run build`).
        // Each file starts its own site server, backend (own data directory, random ports) and
        // Chromium, so files run side by side: much of a browser test is waiting (timers,
        // network idle), which the other file's work fills.
        test: {
          name: 'e2e',
          root: './site',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
