import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  // The declaration build compiles the entry alone, so it must not be a composite project.
  dts: { compilerOptions: { composite: false, incremental: false } },
  sourcemap: true,
  clean: true,
  // Minified so the CSS carries no per-module source comments; the source map keeps it debuggable.
  minify: true,
  // Radix tokens and the font are bundled into dist/index.css; JS dependencies stay imports.
  loader: { '.woff2': 'file', '.woff': 'file' },
  esbuildPlugins: [
    vanillaExtractPlugin({
      // Prefixed, hashed class names cannot collide with a consumer's own classes.
      identifiers: ({ hash }) => `cn-${hash}`,
    }),
  ],
});
