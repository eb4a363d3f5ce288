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
    ],
  },
});
