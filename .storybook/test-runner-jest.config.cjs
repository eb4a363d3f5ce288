// Jest config for @storybook/test-runner: Debian's Chromium, never a downloaded browser.
const { join } = require('node:path');
const { getJestConfig } = require('@storybook/test-runner');
const { chromiumPath, chromiumArgs } = require('../scripts/chromium.cjs');

const base = getJestConfig();

module.exports = {
  ...base,
  // One Storybook page per worker, reused by every story file it runs.
  testEnvironment: join(__dirname, 'test-runner-environment.mjs'),
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    },
  },
};
