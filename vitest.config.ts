import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
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
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        // The built, served site with the local backend, in Chromium (run after `npm run build`).
        test: {
          name: 'e2e',
          root: './site',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
