#!/usr/bin/env node
/*
 * Builds @clipnest/ui into dist/ as one ES module per source module, each importing its own CSS:
 *
 *   dist/components/Button/Button.js          the component ('use client' where it uses state)
 *   dist/components/Button/Button.css.js      class names and recipes (pure-annotated)
 *   dist/components/Button/Button.vanilla.css its styles, imported by Button.css.js
 *   dist/theme/foundation.css                 Radix base tokens + amber + sand + Inter, imported by ThemeProvider
 *   dist/theme/tokens/red.css …               a status scale, imported only by the styles that use it
 *   dist/theme/tokens/accent-colors.css       Radix's mappings for other accents (export ./accent-colors.css)
 *   dist/styles.css                           everything in one file, for apps whose bundler cannot import CSS
 *   dist/**\/*.d.ts                            declarations from tsc
 *
 * Why Rollup and not tsup/esbuild: esbuild cannot keep one output module per input module while
 * bundling CSS, and writes one CSS file per entry that the JS does not import. Rollup's
 * `preserveModules` keeps the module graph, so an app's bundler drops what it does not import and
 * puts a component used only by a lazy route into that route's chunk, CSS included.
 *
 *   node scripts/build.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, processVanillaFile } from '@vanilla-extract/integration';
import * as esbuild from 'esbuild';
import { rollup } from 'rollup';
import { generate as generateTokens, tokensDir } from './radix-tokens.mjs';

const require = createRequire(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');
const target = 'es2022';

/** Status scales: a style that uses `var(--red-…)` gets `theme/tokens/red.css` imported with it. */
const statusScales = ['red', 'green', 'orange'];

const CSS = 'clipnest-css:'; // a plain .css file under src/, bundled by esbuild after Rollup
const VANILLA = 'clipnest-vanilla:'; // the CSS of one .css.ts file scope

const isFile = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
const toPosix = (path) => path.split('\\').join('/');
/** Where an asset of src/<path> lands in dist/ (posix, relative to dist). */
const distPathOf = (absPath) => toPosix(relative(src, absPath));

function checkTokens() {
  return generateTokens().then((files) => {
    for (const [file, content] of Object.entries(files)) {
      const path = join(tokensDir, file);
      if (readFileSync(path, 'utf8') !== content) {
        throw new Error(`${path} is out of date: run \`npm run tokens -w @clipnest/ui\``);
      }
    }
  });
}

/** TypeScript sources: resolution of extensionless imports and esbuild's transform. */
function typescript(clientModules) {
  const candidates = (base) => [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return {
    name: 'clipnest:typescript',
    async resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const base = resolve(dirname(importer), source);
      return candidates(base).find((file) => /\.tsx?$/.test(file) && isFile(file)) ?? null;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.endsWith('.css.ts')) return null;
      // Modules with state, effects, context or react-aria behaviour are client components for
      // frameworks with React Server Components (a hook call may carry type arguments:
      // `useState<T>(…)`); the directive is added back in renderChunk.
      if (
        /^\s*['"]use client['"]/.test(code) ||
        /\buse[A-Z]\w*\s*(<[^>()]*>)?\s*\(|\bcreateContext\s*\(|^import\b[^;]*from ['"]react-aria(-components)?['"]/m.test(
          code,
        )
      ) {
        clientModules.add(id);
      }
      const result = await esbuild.transform(code, {
        loader: id.endsWith('.tsx') ? 'tsx' : 'ts',
        jsx: 'automatic',
        target,
        sourcefile: id,
        tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
      });
      return { code: result.code, map: null };
    },
  };
}

/** vanilla-extract: .css.ts → class names in JS + one CSS asset per file scope. */
function vanillaExtract(vanillaCss) {
  return {
    name: 'clipnest:vanilla-extract',
    async resolveId(source, importer) {
      if (source.startsWith(VANILLA) || source.startsWith(CSS)) return { id: source, external: true };
      if (importer && source.startsWith('.') && source.endsWith('.css')) {
        const file = resolve(dirname(importer), source);
        if (isFile(file)) return { id: CSS + file, external: true };
      }
      return null;
    },
    async transform(_code, id) {
      if (!id.endsWith('.css.ts')) return null;
      const identOption = ({ hash }) => `cn-${hash}`;
      const { source, watchFiles } = await compile({ filePath: id, cwd: root, identOption });
      for (const file of watchFiles) this.addWatchFile(file);
      const code = await processVanillaFile({
        source,
        filePath: id,
        identOption,
        serializeVirtualCssPath({ fileScope, source: css }) {
          const file = resolve(root, fileScope.filePath);
          vanillaCss.set(file, css);
          const tokens = statusScales
            .filter((scale) => css.includes(`var(--${scale}-`))
            .map((scale) => `import '${CSS}${join(src, 'theme/tokens', `${scale}.css`)}';`);
          return [...tokens, `import '${VANILLA}${file}';`].join('\n');
        },
      });
      return { code, map: { mappings: '' } };
    },
  };
}

/**
 * Output: CSS imports become relative paths to the emitted CSS; top-level calls get a pure
 * annotation so an app's bundler can drop what it does not use; client modules get 'use client'.
 */
function finish(clientModules, cssImportsByChunk) {
  return {
    name: 'clipnest:finish',
    renderChunk(code, chunk) {
      const from = posix.dirname(chunk.fileName);
      const cssFiles = [];
      code = code.replace(/(['"])(clipnest-(?:css|vanilla):[^'"]+)\1/g, (_, quote, id) => {
        const file = id.startsWith(CSS)
          ? distPathOf(id.slice(CSS.length))
          : distPathOf(id.slice(VANILLA.length)).replace(/\.css\.ts$/, '.vanilla.css');
        cssFiles.push(file);
        let path = posix.relative(from, file);
        if (!path.startsWith('.')) path = `./${path}`;
        return `${quote}${path}${quote}`;
      });
      cssImportsByChunk.set(chunk.fileName, cssFiles);

      // Pure annotations on top-level `const x = call()` / `new X()` (recipes, contexts, controllers,
      // Object.*). A chained call (`Object.values(x).join('')`) is wrapped in a pure arrow call, since
      // bundlers disagree on which call of a chain an annotation covers.
      const edits = [];
      for (let node of this.parse(code).body) {
        if (node.type === 'ExportNamedDeclaration' && node.declaration) node = node.declaration;
        if (node.type !== 'VariableDeclaration') continue;
        for (const { init } of node.declarations) {
          if (!init || (init.type !== 'CallExpression' && init.type !== 'NewExpression')) continue;
          if (/__PURE__/.test(code.slice(Math.max(0, init.start - 20), init.start))) continue;
          const chained =
            init.callee.type === 'MemberExpression' &&
            ['CallExpression', 'NewExpression'].includes(init.callee.object.type);
          if (chained) {
            edits.push([init.end, ')()'], [init.start, '/* @__PURE__ */ (() => ']);
          } else {
            edits.push([init.start, '/* @__PURE__ */ ']);
          }
        }
      }
      for (const [at, text] of edits.sort((a, b) => b[0] - a[0])) {
        code = `${code.slice(0, at)}${text}${code.slice(at)}`;
      }

      if (chunk.facadeModuleId && clientModules.has(chunk.facadeModuleId)) code = `'use client';\n${code}`;
      return { code, map: null };
    },
  };
}

async function buildJs() {
  const clientModules = new Set();
  const vanillaCss = new Map();
  const cssImportsByChunk = new Map();
  const bundle = await rollup({
    input: join(src, 'index.ts'),
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('clipnest-'),
    plugins: [
      vanillaExtract(vanillaCss),
      typescript(clientModules),
      finish(clientModules, cssImportsByChunk),
    ],
    onwarn(warning, warn) {
      // Source directives are re-added per module in renderChunk.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  });
  const { output } = await bundle.write({
    dir: dist,
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: src,
    entryFileNames: '[name].js',
    generatedCode: 'es2015',
  });
  await bundle.close();

  // Each file scope's CSS, minified, next to its module.
  for (const [file, css] of vanillaCss) {
    const out = join(dist, distPathOf(file).replace(/\.css\.ts$/, '.vanilla.css'));
    mkdirSync(dirname(out), { recursive: true });
    const { code } = await esbuild.transform(css, { loader: 'css', minify: true, target: 'chrome111' });
    writeFileSync(out, code);
  }

  // Plain CSS (tokens, font): @imports inlined from @radix-ui/themes and @fontsource, fonts copied.
  const plainCss = [
    ...new Set([
      ...[...cssImportsByChunk.values()].flat(),
      // Imported by no component: the `accent-colors.css` export, for an app with another accent.
      'theme/tokens/accent-colors.css',
    ]),
  ].filter((file) => !file.endsWith('.vanilla.css'));
  await esbuild.build({
    entryPoints: plainCss.map((file) => ({ in: join(src, file), out: file.replace(/\.css$/, '') })),
    outdir: dist,
    bundle: true,
    minify: true,
    target: 'chrome111',
    loader: { '.woff2': 'file', '.woff': 'file' },
    assetNames: 'assets/[name]-[hash]',
    logLevel: 'error',
  });

  // The whole stylesheet, in the order an app importing everything would load it.
  const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
  const ordered = [];
  const seen = new Set();
  const visit = (fileName) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    for (const dep of chunk.imports) visit(dep);
    for (const css of cssImportsByChunk.get(fileName) ?? []) if (!ordered.includes(css)) ordered.push(css);
  };
  visit('index.js');
  await esbuild.build({
    stdin: {
      contents: ordered.map((file) => `@import './${file}';`).join('\n'),
      resolveDir: dist,
      loader: 'css',
    },
    outfile: join(dist, 'styles.css'),
    bundle: true,
    minify: true,
    target: 'chrome111',
    loader: { '.woff2': 'file', '.woff': 'file' },
    // The fonts are dist/assets/<name>-<hash>.woff2 already: keep their names.
    assetNames: 'assets/[name]',
    allowOverwrite: true,
    logLevel: 'error',
  });
  return { modules: chunks.size, client: clientModules.size, css: vanillaCss.size + plainCss.length };
}

function buildTypes() {
  const tsc = require.resolve('typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  } catch (error) {
    // tsc still wrote the declarations; a type error fails the build unless explicitly allowed.
    if (!process.env.CLIPNEST_UI_ALLOW_TYPE_ERRORS)
      throw new Error('type errors in @clipnest/ui', { cause: error });
    console.warn('@clipnest/ui: type errors ignored (CLIPNEST_UI_ALLOW_TYPE_ERRORS)');
  }
}

const started = Date.now();
await checkTokens();
rmSync(dist, { recursive: true, force: true });
const stats = await buildJs();
buildTypes();
console.log(
  `@clipnest/ui: ${stats.modules} modules (${stats.client} 'use client'), ${stats.css} CSS files, ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
