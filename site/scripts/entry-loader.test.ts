import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadButtonSelector, keepEarlyPresses } from '../src/loading/earlyPress';
import { entryLoader, entryLoaderElement, entryLoaderHash } from './entry-loader.mjs';

/** Runs the loader as a page does, in <head>. */
function runLoader(modules = ['/assets/runtime-2.js', '/assets/helper-3.js']) {
  document.head.innerHTML = entryLoaderElement('/assets/index-1.js', modules);
  const script = document.head.querySelector('script')!;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(script.textContent!)();
  delete (document as { currentScript?: unknown }).currentScript;
}

afterEach(() => {
  window.__clipnestEarlyPress?.();
  delete window.__clipnestEarlyPress;
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the entry loader', () => {
  it('requests the entry as a module, and preloads what it imports, when the page can paint no more', async () => {
    // jsdom reports no paint entries: the loader starts at once, as in a browser without them.
    runLoader();
    const entry = document.head.querySelector<HTMLScriptElement>('script[type=module]');
    expect(entry?.getAttribute('src')).toBe('/assets/index-1.js');
    await vi.waitFor(() =>
      expect(
        [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
      ).toEqual(['/assets/runtime-2.js', '/assets/helper-3.js']),
    );
    // The web app manifest is linked then too, not before the first paint.
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel=manifest]')?.getAttribute('href')).toBe(
        '/manifest.webmanifest',
      ),
    );
  });

  it('requests the entry in a task of its own, then preloads a few modules a task, the manifest last', async () => {
    vi.useFakeTimers();
    const modules = Array.from({ length: 5 }, (_, i) => `/assets/chunk-${i}.js`);
    runLoader(modules);
    const links = () => [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    expect(document.head.querySelector('script[type=module]')?.getAttribute('src')).toBe(
      '/assets/index-1.js',
    );
    expect(links()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(links()).toEqual(modules.slice(0, 2));
    vi.advanceTimersToNextTimer();
    expect(links()).toEqual(modules.slice(0, 4));
    vi.advanceTimersToNextTimer();
    expect(links()).toEqual([...modules, '/manifest.webmanifest']);
    vi.advanceTimersToNextTimer();
    expect(links()).toEqual([...modules, '/manifest.webmanifest']);
    vi.useRealTimers();
  });

  it('keeps a Download press made before hydration, away from React, and hands it over once', () => {
    expect(entryLoader).toContain(`'${downloadButtonSelector}'`);
    document.body.innerHTML =
      '<div id="root"><button type="button" data-status="idle"><svg></svg>Download Now</button>' +
      '<button type="button">Open menu</button></div>';
    const [download, other] = [...document.body.querySelectorAll('button')] as HTMLButtonElement[];
    // Stands for React's listeners on its root, once hydration has begun.
    const react = vi.fn();
    document.getElementById('root')!.addEventListener('click', react, true);
    runLoader();

    download!.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    download!.click();
    expect(react).not.toHaveBeenCalled();
    expect(download!.hasAttribute('data-busy')).toBe(true);
    expect(document.activeElement).toBe(download);
    other!.click();
    expect(react).toHaveBeenCalledTimes(1);

    // Two presses before hydration are one press, acted on once.
    const press = vi.fn();
    const stop = keepEarlyPresses(press);
    expect(press).toHaveBeenCalledTimes(1);
    expect(download!.hasAttribute('data-busy')).toBe(false);
    expect(window.__clipnestEarlyPress).toBeUndefined();
    // From now on React has the button.
    download!.click();
    expect(react).toHaveBeenCalledTimes(2);
    expect(press).toHaveBeenCalledTimes(1);
    stop();
    keepEarlyPresses(press)();
    expect(press).toHaveBeenCalledTimes(1);
  });

  it('once the app has started, keeps a press on a Download button whose island has not hydrated yet', () => {
    document.body.innerHTML =
      '<div id="root"><div data-island="DownloadActions"><button type="button" data-status="idle">Download Now</button></div></div>';
    const download = document.body.querySelector('button')!;
    const react = vi.fn();
    document.getElementById('root')!.addEventListener('click', react, true);
    const press = vi.fn();
    // No loader ran (a page without it): nothing was kept, and nothing breaks.
    const stop = keepEarlyPresses(press);
    expect(press).not.toHaveBeenCalled();

    download.click();
    expect(press).toHaveBeenCalledTimes(1);
    expect(react).not.toHaveBeenCalled();
    download.closest('[data-island]')!.setAttribute('data-hydrated', '');
    download.click();
    expect(press).toHaveBeenCalledTimes(1);
    expect(react).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps a press on another button of an island until the island has hydrated, then makes it once', async () => {
    document.body.innerHTML =
      '<div id="root"><div data-island="Header"><form><button>Open menu</button></form></div></div>';
    const menu = document.body.querySelector('button')!;
    const island = menu.closest('[data-island]')!;
    const react = vi.fn();
    document.getElementById('root')!.addEventListener('click', react);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    runLoader();

    // Before the app: the press is kept, and the button's default (a submit) does not happen.
    menu.click();
    expect(react).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(menu);
    expect(menu.hasAttribute('data-busy')).toBe(false);

    const press = vi.fn();
    const stop = keepEarlyPresses(press);
    // The app started, React is still hydrating the island: a second tap is the same press.
    menu.click();
    expect(react).not.toHaveBeenCalled();
    island.setAttribute('data-hydrated', '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(react).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(press).not.toHaveBeenCalled();
    // Hydrated: React has the button.
    menu.click();
    expect(react).toHaveBeenCalledTimes(2);
    stop();
  });

  it('lets a Download press outrank another press kept before the app', () => {
    document.body.innerHTML =
      '<div data-island="Header"><button type="button" data-status="idle">Download</button>' +
      '<button type="button">Open menu</button></div>';
    const [download, menu] = [...document.body.querySelectorAll('button')] as HTMLButtonElement[];
    runLoader();
    download!.click();
    menu!.click();
    const press = vi.fn();
    keepEarlyPresses(press)();
    expect(press).toHaveBeenCalledTimes(1);
    expect(download!.hasAttribute('data-busy')).toBe(false);
  });

  it('is allowed by the hash that the server and the deployment guide put in the CSP', () => {
    expect(entryLoaderHash).toBe(`'sha256-${createHash('sha256').update(entryLoader).digest('base64')}'`);
    const guide = readFileSync(join(__dirname, '../../docs/deploy.md'), 'utf8');
    expect(guide).toContain(`script-src 'self' ${entryLoaderHash}`);
  });
});
