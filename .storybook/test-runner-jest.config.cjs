// Jest config for @storybook/test-runner: Debian's Chromium, never a downloaded browser.
const { getJestConfig } = require('@storybook/test-runner');
const { chromiumPath, chromiumArgs } = require('../scripts/chromium.cjs');

const base = getJestConfig();

module.exports = {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    },
  },
};
