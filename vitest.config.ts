import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The test files under `root`'s `dirs` that replace a module (`vi.mock`). The jsdom projects run
 * their files in one shared environment per worker (`isolate: false`: setting up jsdom for each of
 * 112 files was three quarters of their time), but there an earlier file may already have imported
 * the real module, so a file that mocks one runs isolated, in a project of its own.
 */
function filesThatMock(root: string, dirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')))
        found.push(relative(root, path));
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return found;
}

const siteRoot = fileURLToPath(new URL('./site', import.meta.url));
const siteMocking = filesThatMock(siteRoot, ['src', 'scripts']);
const uiRoot = fileURLToPath(new URL('./packages/ui', import.meta.url));
const uiMocking = filesThatMock(uiRoot, ['src']);
/**
 * A jsdom project as two: its files in one shared environment, and those that mock a module
 * (`mocking`) isolated, as `<name>-mocking`. `npm run test:unit` selects both by `name*`.
 */
function jsdomProjects(mocking: string[], project: JsdomProject): JsdomProject[] {
  const shared = {
    ...project,
    test: { ...project.test, isolate: false, exclude: [...configDefaults.exclude, ...mocking] },
  };
  if (mocking.length === 0) return [shared];
  return [
    shared,
    { ...project, test: { ...project.test, name: `${project.test.name}-mocking`, include: mocking } },
  ];
}
type JsdomProject = {
  extends: string;
  resolve?: { alias: Record<string, string> };
  test: {
    name: string;
    root: string;
    include: string[];
    environment: 'jsdom';
    css?: boolean;
    setupFiles?: string[];
  };
};

export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps a core for its main thread, which idles:
    // on a 2-core machine that ran the suites one file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // The repository's own scripts (npm start's port choice).
        test: { name: 'scripts', root: '.', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      ...jsdomProjects(uiMocking, {
        // Components and pure logic in jsdom. vanilla-extract needs its plugin and `css: true`
        // so `.css.ts` files compile and their styles are injected.
        extends: './packages/ui/vite.config.ts',
        test: {
          name: 'ui',
          root: './packages/ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          css: true,
          setupFiles: ['./test/setup.ts'],
        },
      }),
      {
        // The built package as an outside app consumes it, in Chromium.
        test: {
          name: 'package',
          root: './packages/ui',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      ...jsdomProjects(siteMocking, {
        // The site's own logic (routes, content rules, services) in jsdom, against the UI source
        // (so it runs before the package is built).
        extends: './packages/ui/vite.config.ts',
        resolve: {
          alias: { '@clipnest/ui': fileURLToPath(new URL('./packages/ui/src/index.ts', import.meta.url)) },
        },
        test: {
          name: 'site',
          root: './site',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
        },
      }),
      {
        // The built, served site with the local backend, in Chromium (run after `npm run build`).
        // Each file starts its own site server, backend (own data directory, random ports) and
        // Chromium, so files run side by side: much of a browser test is waiting (timers,
        // network idle), which the other file's work fills. The backends' data directories are
        // copies of one made at the start, as in the backend's own tests, not each made from scratch.
        test: {
          name: 'e2e',
          root: './site',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['../packages/local-backend/test/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
