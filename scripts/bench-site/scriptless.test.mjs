import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scriptlessCopy, withoutScripts } from './scriptless.mjs';

const page = `<!doctype html><html><head><style>body{margin:0}</style>
<script data-entry="/assets/index.js" data-modules="/assets/a.js">(function () { if (a < b) start(); })()</script>
<link rel="preload" href="/assets/inter.woff2" as="font"></head>
<body><main><h1>Clipnest</h1><p>Text with a &lt;script&gt; in it.</p></main>
<SCRIPT type="module" src="/assets/x.js"></SCRIPT ></body></html>`;

describe('withoutScripts', () => {
  it('removes every script element, inline or not, and keeps the rest of the page as it was', () => {
    const out = withoutScripts(page);
    expect(out).not.toMatch(/<script/i);
    expect(out).toContain('<style>body{margin:0}</style>');
    expect(out).toContain('<link rel="preload" href="/assets/inter.woff2" as="font">');
    expect(out).toContain('<p>Text with a &lt;script&gt; in it.</p>');
    expect(out.replace(/\s/g, '')).toBe(
      page.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '').replace(/\s/g, ''),
    );
  });
});

describe('scriptlessCopy', () => {
  it('copies the site with scriptless pages and their compressed copies, leaving the build alone', () => {
    const dist = mkdtempSync(join(tmpdir(), 'scriptless-test-'));
    try {
      mkdirSync(join(dist, 'pricing'));
      mkdirSync(join(dist, 'assets'));
      for (const file of ['index.html', 'pricing/index.html']) {
        writeFileSync(join(dist, file), page);
        writeFileSync(join(dist, `${file}.br`), 'stale');
        writeFileSync(join(dist, `${file}.gz`), 'stale');
      }
      writeFileSync(join(dist, 'assets/x.js'), 'console.log(1)');
      const copy = scriptlessCopy(dist);
      try {
        for (const file of ['index.html', 'pricing/index.html']) {
          const html = readFileSync(join(copy.dir, file), 'utf8');
          expect(html).toBe(withoutScripts(page));
          expect(brotliDecompressSync(readFileSync(join(copy.dir, `${file}.br`))).toString()).toBe(html);
          expect(gunzipSync(readFileSync(join(copy.dir, `${file}.gz`))).toString()).toBe(html);
          expect(readFileSync(join(dist, file), 'utf8')).toBe(page);
        }
        expect(readFileSync(join(copy.dir, 'assets/x.js'), 'utf8')).toBe('console.log(1)');
      } finally {
        copy.remove();
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
