import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Generous: CI shares a 2-core machine; the suite itself takes about a minute.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
