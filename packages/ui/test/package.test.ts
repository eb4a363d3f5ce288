import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JS helpers shared with the repository scripts
import { serveStatic } from '../../../scripts/static-server.mjs';
// @ts-expect-error -- plain JS helpers shared with the repository scripts
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.cjs';

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = resolve(here, '..');
const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));

describe('the built @clipnest/ui package', () => {
  it('ships ESM, type declarations and one CSS file where package.json says', () => {
    const entry = pkg.exports['.'];
    for (const file of [entry.types, entry.import, pkg.exports['./styles.css']]) {
      expect(existsSync(join(packageRoot, file)), file).toBe(true);
    }
    const js = readFileSync(join(packageRoot, entry.import), 'utf8');
    expect(js).not.toMatch(/\.css['"]/); // the JS never imports CSS; the consumer imports styles.css once
    expect(pkg.peerDependencies.react).toMatch(/19/);
    // CSS, and vanilla-extract files (global styles are side-effect imports), must survive tree-shaking.
    expect(pkg.sideEffects).toEqual(['**/*.css', '**/*.css.ts']);
  });

  it("type-checks an outside app against the package's declarations", () => {
    const tsc = resolve(packageRoot, '../../node_modules/typescript/bin/tsc');
    expect(() =>
      execFileSync(process.execPath, [tsc, '-p', join(here, 'consumer/tsconfig.json')], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  describe('in a Vite app without vanilla-extract, in Chromium', () => {
    let outDir: string;
    let server: { url: string; close: () => Promise<void> };
    let browser: Browser;

    beforeAll(async () => {
      outDir = mkdtempSync(join(tmpdir(), 'clipnest-consumer-'));
      await build({
        root: join(here, 'consumer'),
        configFile: false,
        logLevel: 'error',
        plugins: [react()],
        build: { outDir, emptyOutDir: true },
      });
      server = await serveStatic(outDir);
      browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    });

    afterAll(async () => {
      await browser?.close();
      await server?.close();
      rmSync(outDir, { recursive: true, force: true });
    });

    it('renders a themed Button with the bundled font', async () => {
      const page = await browser.newPage();
      await page.goto(server.url);
      const button = page.getByRole('button', { name: 'Download Now' });
      await button.waitFor();
      const look = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, color: style.color, font: style.fontFamily };
      });
      // Radix indigo-9 (#3e63dd) with its white contrast colour: the tokens reached the button.
      expect(look.background).toBe('rgb(62, 99, 221)');
      expect(look.color).toBe('rgb(255, 255, 255)');
      expect(look.font).toContain('Inter Variable');
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
      await page.close();
    });

    it('switches tokens for a dark theme', async () => {
      const page = await browser.newPage();
      await page.goto(server.url);
      const light = await page.getByTestId('light').evaluate((el) => getComputedStyle(el).backgroundColor);
      const dark = await page.getByTestId('dark').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(light).toBe('rgb(255, 255, 255)');
      expect(dark).not.toBe(light);
      const [r, g, b] = dark.match(/\d+/g)!.map(Number);
      expect(r! + g! + b!).toBeLessThan(100);
      await page.close();
    });
  });
});
