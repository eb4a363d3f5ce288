import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // STORYBOOK_STORIES narrows a build to some components while working on them, e.g.
  // STORYBOOK_STORIES='../packages/ui/src/components/(Button|Modal)/*.stories.tsx'.
  stories: [process.env.STORYBOOK_STORIES ?? '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    // The UI package's Vite config (vanilla-extract, React) is the one Storybook builds with,
    // the same one Vitest uses.
    options: { builder: { viteConfigPath: 'packages/ui/vite.config.ts' } },
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
