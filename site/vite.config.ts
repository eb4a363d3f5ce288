import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { subsetTextFont } from './scripts/text-font.mjs';

// The site consumes @clipnest/ui as an outside app would: the built package and its CSS.
// `vite build` makes the client (with a manifest, so the prerenderer can link each page's chunk
// and CSS); `vite build --ssr src/entry-server.tsx` makes the prerenderer's entry.
export default defineConfig(async ({ isSsrBuild }) => ({
  plugins: [react()],
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // One React and one react-aria in every chunk, whatever the package resolves.
  resolve: {
    dedupe: ['react', 'react-dom', 'react-aria', 'react-aria-components'],
    // The package's Latin text font, cut down to what the site draws (scripts/text-font.mjs).
    alias: [{ find: /^.*\/inter-latin-wght-normal-\w+\.woff2$/, replacement: await subsetTextFont() }],
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, minify: false, copyPublicDir: false }
    : { outDir: 'dist', emptyOutDir: true, manifest: true },
}));
