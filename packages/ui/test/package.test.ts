// Over 300 lines on purpose: every case of one subject in one file.
/*
 * The package as another team gets it: `npm pack` of the built package, extracted into an outside
 * app (its other dependencies linked from the repository, so this runs offline), then built with
 * Vite, rendered on the server and run in Chromium. `npm run test:package` builds the package first.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JS helpers shared with the repository scripts
import { serveStatic } from '../../../scripts/static-server.mjs';
// @ts-expect-error -- plain JS helpers shared with the repository scripts
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.cjs';
// @ts-expect-error -- plain JS helper next to this test
import { buildApp, buildServer, createApp, kb, pack, table } from './outsideApp.mjs';
// @ts-expect-error -- plain JS script of the package
import { generate as generateTokens, tokensDir } from '../scripts/radix-tokens.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = resolve(here, '..');
const dist = (path: string) => readFileSync(join(packageRoot, 'dist', path), 'utf8');

declare global {
  interface Window {
    /** Set by the outside app (consumer/ssr/App.tsx) once its refs are attached. */
    refs?: Record<string, string>;
  }
}

interface AppBuild {
  outDir: string;
  js: number;
  css: number;
  firstJs: number;
  firstCss: number;
  jsText: string;
  cssText: string;
  firstCssText: string;
  lazyCssText: string;
}

let work: string;
let app: string;
let files: string[];
let browser: Browser;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'clipnest-pack-'));
  ({ tarball: app, files } = pack(packageRoot, work) as { tarball: string; files: string[] });
  app = createApp(app, 'outside-app');
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  if (app) rmSync(app, { recursive: true, force: true });
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The first class name a component's own stylesheet defines, e.g. `.cn-1a2b3c`. */
function firstClass(vanillaCss: string) {
  const match = vanillaCss.match(/\.(cn-[\w-]+)/);
  expect(match, 'a class in the stylesheet').not.toBeNull();
  return match![1]!;
}

describe('the packed @clipnest/ui', () => {
  it('ships one ES module per component with its own CSS, declarations, README and an MIT licence', () => {
    for (const file of [
      'package.json',
      'README.md',
      'LICENSE',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/styles.css',
      'dist/theme/ThemeProvider.js',
      'dist/theme/foundation.css',
      'dist/components/Button/Button.js',
      'dist/components/Button/Button.d.ts',
      'dist/components/Button/Button.css.js',
      'dist/components/Button/Button.vanilla.css',
      'dist/components/FaqSection/FaqSection.js',
    ]) {
      expect(files, file).toContain(file);
    }
    expect(
      files.some((file) => file.endsWith('.map')),
      'no source maps of a bundle',
    ).toBe(false);
    const pkg = JSON.parse(readFileSync(join(app, 'node_modules/@clipnest/ui/package.json'), 'utf8'));
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(join(app, 'node_modules/@clipnest/ui/LICENSE'), 'utf8')).toMatch(
      /MIT License[\s\S]*Clipnest/,
    );
    for (const file of [pkg.exports['.'].import, pkg.exports['.'].types, pkg.exports['./styles.css']]) {
      expect(existsSync(join(app, 'node_modules/@clipnest/ui', file)), file).toBe(true);
    }
    // CSS must survive tree-shaking: the stylesheets and the modules that import them.
    expect(pkg.sideEffects).toEqual(expect.arrayContaining(['**/*.css', '**/*.css.js']));
    // Each module imports its own stylesheet; the button's styles never pull another component's.
    expect(dist('components/Button/Button.css.js')).toMatch(/^import '\.\/Button\.vanilla\.css';/m);
    expect(dist('components/Button/Button.js')).not.toMatch(/FaqSection/);
  });

  it('declares react-aria-components and react-aria as peers, so an app shares one copy with the package', () => {
    const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
    for (const peer of ['react', 'react-dom', 'react-aria', 'react-aria-components']) {
      expect(pkg.peerDependencies[peer], peer).toMatch(/^\^\d+\.\d+/);
      expect(pkg.dependencies?.[peer], `${peer} is not a dependency`).toBeUndefined();
    }
    // The package's RouterProvider hands the app's router to react-aria's (the peer copy) as well.
    expect(dist('index.js')).toMatch(/export \{[^}]*\bRouterProvider\b[^}]*\} from '\.\/utils\/router\.js'/);
    expect(dist('utils/router.js')).toMatch(
      /import \{[^}]*\bRouterProvider\b[^}]*\} from 'react-aria-components'/,
    );
  });

  it('ships the status colour scales only with the styles that use them', () => {
    const foundation = dist('theme/foundation.css');
    expect(foundation).toMatch(/--amber-9:/);
    expect(foundation).toMatch(/--sand-9:/);
    expect(foundation).not.toMatch(/--(red|green|orange)-9:/);
    expect(dist('theme/ThemeProvider.js')).not.toMatch(/tokens\/(red|green|orange)/);
    expect(dist('theme/tokens/red.css')).toMatch(/--red-9:/);
    // A style that uses var(--red-…) imports the red scale with it.
    expect(dist('components/TextField/TextField.vanilla.css')).toMatch(/var\(--red-/);
    expect(dist('components/TextField/TextField.css.js')).toMatch(
      /^import '\.\.\/\.\.\/theme\/tokens\/red\.css';/m,
    );
  });

  it('keeps the mappings of accents without a shipped scale out of every page, in their own export', () => {
    const foundation = dist('theme/foundation.css');
    expect(foundation).toMatch(/\[data-accent-color=['"]?amber['"]?\]\{--accent-1: ?var\(--amber-1\)/);
    expect(foundation).not.toMatch(/data-accent-color=['"]?(tomato|crimson|blue)/);
    expect(foundation).not.toMatch(/data-gray-color=['"]?slate/);
    const other = dist('theme/tokens/accent-colors.css');
    expect(other).toMatch(/\[data-accent-color=['"]?crimson['"]?\]\{--accent-1: ?var\(--crimson-1\)/);
    expect(other).toMatch(/data-gray-color=['"]?slate/);
    expect(other).not.toMatch(/data-accent-color=['"]?amber/);
  });

  it('re-scopes the dark tokens for a system appearance, generated from the installed Radix files', async () => {
    const files: Record<string, string> = await generateTokens();
    for (const [file, content] of Object.entries(files)) {
      expect(readFileSync(join(tokensDir, file), 'utf8'), `${file} is up to date`).toBe(content);
    }
    expect(dist('theme/foundation.css')).toMatch(
      /@media ?\(prefers-color-scheme: ?dark\) ?\{\.radix-themes\[data-appearance=['"]?system['"]?\]/,
    );
  });

  it('styles no page element (html, body, :root) through :has(), which Chromium re-checks on every DOM insertion', () => {
    const rules = dist('styles.css').match(/[^{}]*:has\([^{]*\{/g) ?? [];
    expect(rules.filter((rule) => /(:root|\bhtml|\bbody)\b/.test(rule))).toEqual([]);
  });

  it("marks top-level calls pure and client modules 'use client'", () => {
    const css = dist('components/Button/Button.css.js');
    const calls = css.match(/createRuntimeFn\(/g) ?? [];
    expect(calls.length).toBeGreaterThan(0); // the button recipe
    expect(css.match(/\/\* @__PURE__ \*\/ createRuntimeFn\(/g)?.length).toBe(calls.length);
    expect(dist('components/Toast/toastQueue.js')).toMatch(
      /toast = \/\* @__PURE__ \*\/ createToastController\(/,
    );
    expect(dist('components/Icon/icons.js')).toMatch(/iconNames = \/\* @__PURE__ \*\/ Object\.keys\(/);
    for (const module of [
      'theme/ThemeProvider.js',
      'components/Button/Button.js',
      'components/FaqSection/FaqSection.js',
      // Its one hook call has a type argument: useInteractionState<HTMLButtonElement>(…).
      'utils/PlainButton.js',
    ]) {
      expect(dist(module).startsWith("'use client';\n"), module).toBe(true);
    }
    // Stateless modules stay usable from React Server Components.
    expect(dist('index.js')).not.toMatch(/use client/);
    expect(dist('components/Button/Button.css.js')).not.toMatch(/use client/);
  });

  it("type-checks an outside app that passes refs, against the tarball's declarations", () => {
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          verbatimModuleSyntax: true,
          types: [],
        },
        include: ['apps/ssr/*.tsx'],
      }),
    );
    const tsc = resolve(packageRoot, '../../node_modules/typescript/bin/tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', join(app, 'tsconfig.json')], {
        stdio: 'pipe',
        encoding: 'utf8',
      });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    expect(output).toBe('');
  });
});

describe('npm publish --dry-run, as the registry would receive it', () => {
  interface Published {
    name: string;
    version: string;
    files: { path: string }[];
  }
  let published: Published;
  let warnings: string[];
  let paths: Set<string>;
  const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));

  beforeAll(() => {
    // Offline and pointed at a closed port: a dry run must never reach a real registry. npm only
    // warns that nobody is logged in, which a dry run does not need.
    const run = spawnSync(
      'npm',
      [
        'publish',
        '--dry-run',
        '--json',
        '--offline',
        '--fetch-retries=0',
        '--registry=http://127.0.0.1:9/',
        '--ignore-scripts',
      ],
      { cwd: packageRoot, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    published = JSON.parse(run.stdout)['@clipnest/ui'];
    warnings = run.stderr.split('\n').filter((line) => /^npm (warn|error)/i.test(line));
    paths = new Set(published.files.map((file) => file.path));
  });

  it('publishes cleanly: no warning but the login a dry run skips, public, MIT, not private', () => {
    expect(warnings.filter((line) => !/requires you to be logged in/.test(line))).toEqual([]);
    expect(published.name).toBe('@clipnest/ui');
    expect(pkg.private).toBeUndefined();
    expect(pkg.license).toBe('MIT');
    expect(pkg.publishConfig).toEqual({ access: 'public' });
  });

  it("is the version the changelog's newest entry describes, and the changelog keeps 0.1.0, the first release", () => {
    expect(published.version).toBe(pkg.version);
    const changelog = readFileSync(join(packageRoot, 'CHANGELOG.md'), 'utf8');
    const versions = [...changelog.matchAll(/^## (\d+\.\d+\.\d+\S*)$/gm)].map((match) => match[1]);
    expect(versions[0]).toBe(published.version);
    expect(versions.at(-1)).toBe('0.1.0');
    // Written for the apps that import the package: how to set it up and what it offers.
    expect(changelog).toMatch(/^### Install and set up$/m);
    expect(changelog).toMatch(/^### Components$/m);
  });

  it('ships the README, the CHANGELOG and the licence, and no sources, tests, stories or maps', () => {
    for (const file of ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE']) {
      expect(paths, file).toContain(file);
    }
    // Only dist/ and the four files at the root; within dist/ only what an app runs or reads.
    const stray = [...paths].filter(
      (path) =>
        !/^(dist\/|package\.json$|README\.md$|CHANGELOG\.md$|LICENSE$)/.test(path) ||
        /\.(test|stories)\.|\.map$|\.tsx$|(?<!\.d)\.ts$/.test(path),
    );
    expect(stray).toEqual([]);
  });

  it('resolves every entry point of package.json to a packed file', () => {
    const targets: string[] = [pkg.main, pkg.module, pkg.types];
    const collect = (entry: unknown): void => {
      if (typeof entry === 'string') targets.push(entry);
      else if (entry && typeof entry === 'object') Object.values(entry).forEach(collect);
    };
    collect(pkg.exports);
    expect(Object.keys(pkg.exports)).toEqual(['.', './styles.css', './accent-colors.css', './package.json']);
    for (const target of targets) expect(paths, target).toContain(posix.normalize(target));
  });

  it('resolves every import, lazy import and font URL inside the tarball, and imports only declared packages', () => {
    const declared = new Set([
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
    ]);
    const missing: string[] = [];
    const undeclared = new Set<string>();
    for (const path of paths) {
      if (!/\.(js|css)$/.test(path)) continue;
      const text = readFileSync(join(packageRoot, path), 'utf8');
      const specifiers = path.endsWith('.js')
        ? [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!)
        : [...text.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)]
            .map((match) => match[1]!)
            .filter((url) => !/^(data:|https?:|#)/.test(url));
      for (const specifier of specifiers) {
        if (specifier.startsWith('.')) {
          const target = posix.join(posix.dirname(path), specifier);
          if (!paths.has(target)) missing.push(`${path} → ${specifier}`);
        } else {
          const name = specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/');
          if (!declared.has(name)) undeclared.add(`${name} (${path})`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect([...undeclared]).toEqual([]);
  });
});

describe('an outside app with wouter, rendered on the server and hydrated in Chromium', () => {
  let server: { url: string; close: () => Promise<void> };
  let html: string;

  beforeAll(async () => {
    // The development build of React reports every hydration mismatch.
    const client: AppBuild = await buildApp(app, 'ssr', { mode: 'development' });
    const { render } = (await buildServer(app, 'ssr')) as { render: (url: string) => string };
    html = render('/');
    const template = readFileSync(join(client.outDir, 'index.html'), 'utf8');
    writeFileSync(join(client.outDir, 'index.html'), template.replace('<!--app-->', html));
    server = await serveStatic(client.outDir, { fallback: 'index.html' });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function open(options: Parameters<Browser['newContext']>[0] = {}) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return { page, problems, close: () => context.close() };
  }

  const hydrated = (page: Page) => page.waitForFunction(() => window.refs !== undefined);

  it('renders the page on the server from the built package', () => {
    expect(html).toContain('Every clip, kept');
    expect(html).toMatch(/<a [^>]*href="\/pricing"/);
    expect(html).toMatch(/class="radix-themes"[^>]*|data-appearance="system"/);
  });

  it('hydrates with no console errors or hydration warnings', async () => {
    const { page, problems, close } = await open();
    await page.goto(server.url);
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    await close();
  });

  it('gives refs the DOM elements of Button, ButtonLink, TextField and Hero', async () => {
    const { page, close } = await open();
    await page.goto(server.url);
    await hydrated(page);
    expect(await page.evaluate(() => window.refs)).toEqual({
      button: 'button[data-ref=button]',
      buttonLink: 'a[data-ref=buttonLink]',
      textField: 'div[data-ref=textField]',
      hero: 'section[data-ref=hero]',
    });
    await close();
  });

  it("routes the package's links client-side through the package's RouterProvider", async () => {
    const { page, problems, close } = await open();
    await page.goto(server.url);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole('link', { name: 'See pricing' }).click(); // ButtonLink
    await page.getByRole('heading', { name: 'Pricing page' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pricing');

    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click(); // SiteHeader
    await page.getByRole('link', { name: 'See pricing' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // Still the first document: no reload happened.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('paints dark before any script runs when the visitor prefers dark, and light otherwise', async () => {
    const background = async (colorScheme: 'dark' | 'light', javaScriptEnabled: boolean) => {
      const { page, close } = await open({ colorScheme, javaScriptEnabled });
      await page.goto(server.url);
      if (javaScriptEnabled) await hydrated(page);
      const root = page.locator('.radix-themes').first();
      const look = await root.evaluate((el) => ({
        background: getComputedStyle(el).backgroundColor,
        text: getComputedStyle(el).color,
        scheme: getComputedStyle(document.documentElement).colorScheme,
      }));
      await close();
      return look;
    };
    const sum = (rgb: string) =>
      rgb
        .match(/\d+/g)!
        .slice(0, 3)
        .map(Number)
        .reduce((a, b) => a + b, 0);

    const darkNoJs = await background('dark', false);
    expect(sum(darkNoJs.background), darkNoJs.background).toBeLessThan(100);
    expect(sum(darkNoJs.text), 'light text on the dark background').toBeGreaterThan(600);
    expect(darkNoJs.scheme).toContain('dark');

    const lightNoJs = await background('light', false);
    expect(lightNoJs.background).toBe('rgb(255, 255, 255)');

    // Hydration keeps what the CSS painted.
    expect((await background('dark', true)).background).toBe(darkNoJs.background);
  });

  it('renders a themed Button with the bundled font', async () => {
    const { page, close } = await open({ colorScheme: 'light' });
    await page.goto(server.url);
    await hydrated(page);
    const look = await page.locator('#button').evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, color: style.color, font: style.fontFamily };
    });
    // Radix amber-9 (#ffc53d) with its dark contrast colour (#21201c): the tokens reached the button.
    expect(look.background).toBe('rgb(255, 197, 61)');
    expect(look.color).toBe('rgb(33, 32, 28)');
    expect(look.font).toContain('Inter Variable');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    await close();
  });
});

describe('what an app pays for what it imports (production builds, gzip)', () => {
  const apps: Record<string, AppBuild> = {};

  beforeAll(async () => {
    for (const name of ['button', 'faq', 'landing', 'lazy']) apps[name] = await buildApp(app, name);
    console.log(`\n${table(apps)}\n`);
  });

  it('an app with only Button or only FaqSection is much smaller than a landing page, JS and CSS', () => {
    const { button, faq, landing } = apps as Record<'button' | 'faq' | 'landing', AppBuild>;
    // React and react-dom are about 60 KB of every figure; the package's share is what must shrink.
    expect(landing.js - button.js, `Button ${kb(button.js)} vs landing ${kb(landing.js)}`).toBeGreaterThan(
      25 * 1024,
    );
    expect(landing.js - faq.js, `FaqSection ${kb(faq.js)} vs landing ${kb(landing.js)}`).toBeGreaterThan(
      15 * 1024,
    );
    expect(button.css, `Button CSS ${kb(button.css)}`).toBeLessThan(landing.css / 8);
    expect(faq.css, `FaqSection CSS ${kb(faq.css)}`).toBeLessThan(landing.css / 3);
  });

  it("keeps FaqSection's styles and the status scales out of a Button-only app", () => {
    const faqClass = firstClass(dist('components/FaqSection/FaqSection.vanilla.css'));
    const buttonClass = firstClass(dist('components/Button/Button.vanilla.css'));
    expect(apps.button!.cssText).toContain(buttonClass);
    expect(apps.button!.cssText).not.toContain(faqClass);
    expect(apps.faq!.cssText).toContain(faqClass);
    expect(apps.button!.cssText).not.toMatch(/--(red|green|orange|amber|sand)-9:/);
    expect(apps.button!.jsText).not.toContain(faqClass);
  });

  it('loads a component used only by a lazy route with that route, JS and CSS', () => {
    const lazy = apps.lazy!;
    const faqClass = firstClass(dist('components/FaqSection/FaqSection.vanilla.css'));
    expect(lazy.firstCssText).not.toContain(faqClass);
    expect(lazy.lazyCssText).toContain(faqClass);
    expect(lazy.firstJs).toBeLessThan(lazy.js - 5 * 1024);
  });
});
