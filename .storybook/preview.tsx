import type { Decorator, Preview } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';
import type { CSSProperties } from 'react';
import { ThemeProvider, type Appearance } from '../packages/ui/src/theme';
import { viewports } from './viewports.ts';

/**
 * The story's `layout` parameter as room inside the theme: the ThemeProvider fills the canvas,
 * so its background reaches every edge (preview-head.html turns Storybook's own padding off).
 * On a docs page stories sit in blocks of their own height.
 */
const canvas: Record<string, CSSProperties> = {
  fullscreen: { minHeight: '100vh' },
  padded: { minHeight: '100vh', padding: '1rem', boxSizing: 'border-box' },
  centered: {
    minHeight: '100vh',
    padding: '1rem',
    boxSizing: 'border-box',
    display: 'grid',
    placeItems: 'center',
  },
  docs: { padding: '1rem' },
};

/*
 * Chromatic's snapshots are full-page shots, and Chromium does not paint what `content-visibility:
 * auto` skips far from the viewport (FeatureScene's scenes, FeatureGrid's cards): there everything
 * is drawn as it looks once scrolled to, as in scripts/screenshot-stories.mjs. Other browsers and
 * the test-runner keep the skipping a visitor gets. (`?chromatic=true` shows it locally.)
 */
if (isChromatic()) {
  const showSkipped = document.createElement('style');
  showSkipped.textContent = '* { content-visibility: visible !important; }';
  document.head.append(showSkipped);
}

/** Every story renders inside the same ThemeProvider the site uses. */
const withTheme: Decorator = (Story, context) => {
  // Stories follow the system colour scheme unless the toolbar forces light or dark.
  const appearance = (context.globals.theme ?? 'system') as Appearance;
  const layout = context.viewMode === 'docs' ? 'docs' : (context.parameters.layout ?? 'padded');
  return (
    <ThemeProvider appearance={appearance} style={canvas[layout] ?? canvas.padded}>
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
  initialGlobals: { theme: 'system' },
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
