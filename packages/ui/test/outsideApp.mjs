/*
 * Outside apps for the package test: the packed tarball extracted into a temporary app's
 * node_modules/@clipnest/ui, the app's other dependencies linked from the repository's
 * node_modules (so it works offline and React is one copy), built with Vite as any app would.
 *
 * Also a CLI for measuring another build of the package (e.g. HEAD's, for the before figures):
 *   node test/outsideApp.mjs <package dir> [--styles-css]
 * where --styles-css adds `import '@clipnest/ui/styles.css'` (the contract before per-component CSS).
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../../..');
export const appsDir = join(here, 'consumer');

/** What an outside app installs next to @clipnest/ui (linked, not copied). */
const linked = [
  'react',
  'react-dom',
  'react-aria',
  'react-aria-components',
  'wouter',
  '@vanilla-extract',
  '@types',
];

/** `npm pack` the package into `destination`; returns the tarball's path. */
export function pack(packageDir, destination) {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: packageDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [{ filename, files }] = JSON.parse(out);
  return { tarball: join(destination, filename), files: files.map((f) => f.path) };
}

/** A fresh app folder with the tarball installed and the other dependencies linked. */
export function createApp(tarball, name = 'app') {
  const dir = mkdtempSync(join(tmpdir(), `clipnest-${name}-`));
  const target = join(dir, 'node_modules/@clipnest/ui');
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  for (const dep of linked) symlinkSync(join(repoRoot, 'node_modules', dep), join(dir, 'node_modules', dep));
  cpSync(appsDir, join(dir, 'apps'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  return dir;
}

const html = (entry) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><link rel="icon" href="data:," />` +
  // The page's scheme and margin, as the README tells an app to set them (the package styles only
  // its theme root).
  `<style>html{color-scheme:light dark}body{margin:0}</style>` +
  `<title>Outside app</title></head>` +
  `<body><div id="root"><!--app--></div><script type="module" src="${entry}"></script></body></html>`;

/**
 * Builds `apps/<name>/main.tsx` in `appDir` (production, minified) and returns the gzip size of its
 * JS and CSS: everything, and what the first load needs (the entry chunk and its static imports).
 */
export async function buildApp(appDir, name, { stylesCss = false, mode = 'production' } = {}) {
  const root = join(appDir, `build-${name}`);
  const outDir = join(root, 'dist');
  mkdirSync(root, { recursive: true });
  const entry = `../apps/${name}/main.tsx`;
  writeFileSync(join(root, 'index.html'), html(entry));
  if (stylesCss) {
    writeFileSync(join(root, 'styles.ts'), "import '@clipnest/ui/styles.css';\n");
    writeFileSync(
      join(root, 'index.html'),
      html('./styles.ts').replace('</body>', `<script type="module" src="${entry}"></script></body>`),
    );
  }
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    mode,
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const first = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || first.has(chunk.file)) return;
    first.add(chunk.file);
    for (const css of chunk.css ?? []) first.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit('index.html');
  const files = readdirSync(join(outDir, 'assets')).map((file) => `assets/${file}`);
  const size = (filter) =>
    files
      .filter(filter)
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
  const text = (ext, filter = () => true) =>
    files
      .filter((file) => file.endsWith(ext) && filter(file))
      .map((file) => readFileSync(join(outDir, file), 'utf8'))
      .join('\n');
  return {
    outDir,
    manifest,
    js: size((f) => f.endsWith('.js')),
    css: size((f) => f.endsWith('.css')),
    firstJs: size((f) => f.endsWith('.js') && first.has(f)),
    firstCss: size((f) => f.endsWith('.css') && first.has(f)),
    jsText: text('.js'),
    cssText: text('.css'),
    firstCssText: text('.css', (f) => first.has(f)),
    lazyCssText: text('.css', (f) => !first.has(f)),
  };
}

/**
 * Server build of `apps/<name>/server.tsx`, as an SSR app would make it: @clipnest/ui is bundled
 * (`ssr.noExternal`) because its modules import their CSS, which Node cannot load; the rest stays
 * external and is loaded from the app's node_modules. Returns the built module.
 */
export async function buildServer(appDir, name, { mode = 'development' } = {}) {
  const outDir = join(appDir, `server-${name}`);
  await build({
    root: appDir,
    configFile: false,
    logLevel: 'error',
    mode,
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    plugins: [react()],
    ssr: { noExternal: ['@clipnest/ui'] },
    build: { ssr: join(appDir, `apps/${name}/server.tsx`), outDir, emptyOutDir: true },
  });
  return import(join(outDir, 'server.js'));
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Builds the size apps against a package folder and prints their gzip figures. */
export async function measure(packageDir, { stylesCss = false } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'clipnest-pack-'));
  try {
    const { tarball } = pack(packageDir, work);
    const app = createApp(tarball, 'measure');
    const results = {};
    for (const name of ['button', 'faq', 'landing', 'lazy'])
      results[name] = await buildApp(app, name, { stylesCss });
    rmSync(app, { recursive: true, force: true });
    return results;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function table(results) {
  const rows = Object.entries(results).map(
    ([name, r]) => `| ${name} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.firstJs)} | ${kb(r.firstCss)} |`,
  );
  return [
    '| app | JS gzip | CSS gzip | first-load JS | first-load CSS |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [packageDir] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  console.log(
    table(await measure(resolve(packageDir), { stylesCss: process.argv.includes('--styles-css') })),
  );
}
