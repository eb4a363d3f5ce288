import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

const config: StorybookConfig = {
  // STORYBOOK_STORIES narrows a build to some components while working on them, e.g.
  // STORYBOOK_STORIES='../packages/ui/src/components/(Button|Modal)/*.stories.tsx'.
  // The site's stories are those of what only the site holds: the brand sheet, next to the mark.
  stories: process.env.STORYBOOK_STORIES
    ? [process.env.STORYBOOK_STORIES]
    : ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../site/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    // The UI package's Vite config (vanilla-extract, React) is the one Storybook builds with,
    // the same one Vitest uses.
    options: { builder: { viteConfigPath: 'packages/ui/vite.config.ts' } },
  },
  // The site's modules import the package by name; in Storybook that is its source, the one the
  // decorator's ThemeProvider comes from (the built copy would bring a second theme and its CSS).
  viteFinal: (vite) => {
    const existing = vite.resolve?.alias ?? [];
    const aliases = Array.isArray(existing)
      ? existing
      : Object.entries(existing).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
    return {
      ...vite,
      resolve: {
        ...vite.resolve,
        alias: [
          ...aliases,
          {
            find: /^@clipnest\/ui$/,
            replacement: fileURLToPath(new URL('../packages/ui/src/index.ts', import.meta.url)),
          },
        ],
      },
    };
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // The story tests (`npm run test:stories`) build without the props tables: reading every
    // component's types is most of the build's time, and no test reads them.
    reactDocgen: process.env.STORYBOOK_WITHOUT_DOCGEN ? false : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: 'packages/ui/tsconfig.json',
      // Document the component's own props, not every DOM attribute it forwards.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
    },
  },
};

export default config;
