import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/compile-hints.mjs';
import { latinFace, subsetHeadingFont, subsetTextFont } from './scripts/text-font.mjs';

// The day the site is built: "now" for every state that ages (the roadmap's current quarter,
// upcoming maintenance, the footer's year). VITE_BUILD_DATE=YYYY-MM-DD pins it (tests, rebuilds).
const buildDate = process.env.VITE_BUILD_DATE || new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(buildDate))
  throw new Error(`VITE_BUILD_DATE is not YYYY-MM-DD: ${buildDate}`);

// The site consumes @clipnest/ui as an outside app would: the built package and its CSS.
// `vite build` makes the client (with a manifest, so the prerenderer can link each page's chunk
// and CSS); `vite build --ssr src/entry-server.tsx` makes the prerenderer's entry.
export default defineConfig(async ({ isSsrBuild }) => ({
  plugins: [react(), latinFace(), compileHints()],
  define: {
    'import.meta.env.VITE_BUILD_DATE': JSON.stringify(buildDate),
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(buildDate.slice(0, 4)),
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // One React and one react-aria in every chunk, whatever the package resolves.
  resolve: {
    dedupe: ['react', 'react-dom', 'react-aria', 'react-aria-components'],
    // The package's Latin text font, cut down to what the site draws (scripts/text-font.mjs).
    alias: [
      { find: /^.*\/inter-latin-wght-normal-\w+\.woff2$/, replacement: await subsetTextFont() },
      // And the heading face's, one bold display instance of it.
      {
        find: /^.*\/bricolage-grotesque-latin-opsz-normal-\w+\.woff2$/,
        replacement: await subsetHeadingFont(),
      },
      {
        // react-aria's default locale is the site's (src/reactAriaLocale.ts says why).
        find: /^\.\/useDefaultLocale\.mjs$/,
        replacement: fileURLToPath(new URL('./src/reactAriaLocale.ts', import.meta.url)),
      },
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(new URL('./src/reactSyncStore.ts', import.meta.url)),
      },
    ],
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, minify: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // A lazy chunk brings its stylesheets; its scripts' own imports load when it runs. Listing
        // every chunk's imports for preloading put the hashed names of all chunks (2 KB of gzip) into
        // every page's first load, for a few ms saved on a client-side navigation. The HTML keeps
        // its preload of what the entry imports, fetched alongside the entry, not after it.
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
            hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
        },
        rolldownOptions: {
          // The app (src/loading/boot.tsx, imported by src/main.tsx after the first paint) is an entry
          // of its own besides the page's (index.html, src/main.tsx and Vite's helpers).
          input: { index: 'index.html', boot: 'src/loading/boot.tsx' },
          output: {
            codeSplitting: {
              groups: [
                // React keeps a chunk of its own: main.tsx evaluates it in a task before the app's
                // (src/loading/react.ts, which loads react-dom with error stacks off, goes with it).
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]loading[\\/](react|errorStacks)\.ts$/,
                },
                {
                  // What the app imports statically, in one chunk: left to itself the bundler cuts it into
                  // a score of small chunks that every page loads anyway (one file compresses better).
                  // The helpers the app shares with the entry stay with the entry.
                  name: 'app',
                  tags: ['$initial' as const],
                  includeDependenciesRecursively: false,
                  test: (id: string) =>
                    !/\.html$|[\\/]src[\\/]main\.tsx$|vite[\\/]\w+-(helper|polyfill)|node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(
                      id,
                    ),
                },
              ],
            },
          },
        },
      },
}));
