import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Shared by Storybook (see .storybook/main.ts, viteConfigPath) and by the Vitest `ui` project.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
