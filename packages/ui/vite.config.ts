import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The package build (scripts/build.mjs) imports a status colour scale (red, green, orange) only with
 * the styles that use it. Storybook and Vitest compile the sources directly, so they get every
 * status scale with the theme's foundation instead.
 */
function statusScalesWithTheFoundation(): Plugin {
  return {
    name: 'clipnest:status-scales',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]theme[\\/]foundation\.css(\?|$)/.test(id)) return null;
      const scales = ['red', 'green', 'orange'].map((scale) => `@import './tokens/${scale}.css';`);
      return { code: `${scales.join('\n')}\n${code}`, map: null };
    },
  };
}

// Shared by Storybook (see .storybook/main.ts, viteConfigPath) and by the Vitest `ui` project.
export default defineConfig({
  plugins: [statusScalesWithTheFoundation(), react(), vanillaExtractPlugin()],
});
