import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entryLoader, entryLoaderElement, entryLoaderHash } from './entry-loader.mjs';

afterEach(() => {
  document.head.replaceChildren();
});

describe('the entry loader', () => {
  it('requests the entry as a module, and preloads what it imports, when the page can paint no more', () => {
    // jsdom reports no paint entries: the loader starts at once, as in a browser without them.
    document.head.innerHTML = entryLoaderElement('/assets/index-1.js', [
      '/assets/runtime-2.js',
      '/assets/helper-3.js',
    ]);
    const script = document.head.querySelector('script')!;
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(script.textContent!)();
    delete (document as { currentScript?: unknown }).currentScript;
    const entry = document.head.querySelector<HTMLScriptElement>('script[type=module]');
    expect(entry?.getAttribute('src')).toBe('/assets/index-1.js');
    expect(
      [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/assets/runtime-2.js', '/assets/helper-3.js']);
  });

  it('is allowed by the hash that the server and the deployment guide put in the CSP', () => {
    expect(entryLoaderHash).toBe(`'sha256-${createHash('sha256').update(entryLoader).digest('base64')}'`);
    const guide = readFileSync(join(__dirname, '../../docs/deploy.md'), 'utf8');
    expect(guide).toContain(`script-src 'self' ${entryLoaderHash}`);
  });
});
