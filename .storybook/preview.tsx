import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, type Appearance } from '../packages/ui/src/theme';
import { viewports } from './viewports.ts';

/** Every story renders inside the same ThemeProvider the site uses. */
const withTheme: Decorator = (Story, context) => {
  const appearance = (context.globals.theme ?? 'light') as Appearance;
  return (
    <ThemeProvider appearance={appearance} style={{ minHeight: '100vh' }}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Light or dark appearance',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'Follow system', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    // A violation fails the story in the test-runner, not only in the panel.
    a11y: {
      test: 'error',
      // react-aria's live announcer keeps announcements for 7 s; one that points (aria-labelledby)
      // at a pending button's label dangles once that label re-renders. Not page content.
      context: { exclude: ['[data-live-announcer]'] },
    },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    backgrounds: { disable: true },
  },
};

export default preview;
