// Over 300 lines on purpose: one subject's cases in one file, because each e2e file starts its own
// site server, backend and Chromium (more files would start more).
// Raw HTTP against the built, served site (no browser): every route is prerendered with its h1,
// unknown paths get the 404 page with status 404, and the server sends the headers production must.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  headingFontFile,
  inUnicodeRange,
  isKeySymbol,
  latinFontFile,
  siteCharacters,
} from '../scripts/text-font.mjs';
import {
  h1Texts,
  htmlText,
  listedPaths,
  sitePaths,
  startStack,
  staticRoutePaths,
  type Stack,
} from './harness';

const require = createRequire(import.meta.url);
let stack: Stack;
let paths: string[];

beforeAll(async () => {
  stack = await startStack({ browser: false });
  paths = await sitePaths();
});
afterAll(() => stack?.stop());

const get = (path: string, init: RequestInit = {}) =>
  fetch(stack.siteUrl + path, { redirect: 'manual', ...init });

/** Fetches every path, a few at a time. */
async function getAll(list: string[]): Promise<{ path: string; status: number; html: string }[]> {
  const out: { path: string; status: number; html: string }[] = [];
  for (let i = 0; i < list.length; i += 8) {
    out.push(
      ...(await Promise.all(
        list.slice(i, i + 8).map(async (path) => {
          const res = await get(path);
          return { path, status: res.status, html: await res.text() };
        }),
      )),
    );
  }
  return out;
}

const notFoundTitle = 'Oops! Page not found';

/** The HTML without the contents of its islands (each a `<div>` or `<span data-island>`; see src/loading/README.md). */
function withoutIslands(html: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const found = /<(div|span) data-island=/g;
    found.lastIndex = from;
    const island = found.exec(html);
    if (!island) return out + html.slice(from);
    out += html.slice(from, island.index);
    const tags = new RegExp(`<${island[1]}\\b|</${island[1]}>`, 'g');
    tags.lastIndex = island.index;
    let depth = 0;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0].startsWith('</') ? -1 : 1;
      if (depth === 0) break;
    }
    from = tags.lastIndex || html.length;
  }
}

/** The directives of a response's Content-Security-Policy, by name. */
function cspDirectives(headers: Headers) {
  return new Map(
    (headers.get('content-security-policy') ?? '').split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
}

/** The text of every inline `<script>` (no `src`, not a JSON data block) in `html`. */
function inlineScripts(html: string) {
  return [
    ...html.matchAll(
      /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/gi,
    ),
  ].map((m) => m[1]!);
}

describe('every route of the table', () => {
  it('lists the pages the site links to', () => {
    // The table's dynamic routes expand to their records: all nine feature pages, the blog posts
    // and the five jobs are prerendered.
    for (const path of staticRoutePaths) expect(paths).toContain(path);
    expect(paths).toContain('/features/copy-clip-cloud');
    expect(paths.filter((p) => p.startsWith('/features/'))).toHaveLength(9);
    expect(paths.filter((p) => p.startsWith('/careers/'))).toHaveLength(5);
    expect(paths.filter((p) => p.startsWith('/blog/')).length).toBeGreaterThanOrEqual(9);
  });

  it('answers 200 with exactly one h1 and the page content in the HTML before any script runs', async () => {
    const pages = await getAll(paths);
    const scriptSources = cspDirectives((await get('/')).headers).get('script-src') ?? [];
    const problems: string[] = [];
    for (const { path, status, html } of pages) {
      if (status !== 200) {
        problems.push(`${path}: status ${status}`);
        continue;
      }
      const h1 = h1Texts(html);
      if (h1.length !== 1) problems.push(`${path}: ${h1.length} <h1> elements (${JSON.stringify(h1)})`);
      else if (!h1[0]) problems.push(`${path}: empty <h1>`);
      else if (h1[0] === notFoundTitle) problems.push(`${path}: prerendered as the 404 page`);
      // The page sits in <main> as it is shown, not in a hidden out-of-order segment (React's
      // streamed `<div hidden id="S:0">` + inline `$RC` script, which the CSP blocks and which
      // needs JavaScript to show).
      if (/<div hidden id="S:\d+">/.test(html))
        problems.push(`${path}: content streamed into a hidden <div id="S:…"> outside <main>`);
      // One inline script, the loader of the app's entry, which the CSP allows by its hash.
      const inline = inlineScripts(html);
      if (inline.length !== 1)
        problems.push(`${path}: ${inline.length} inline scripts, not the entry's loader alone`);
      for (const script of inline)
        if (!scriptSources.includes(`'sha256-${createHash('sha256').update(script).digest('base64')}'`))
          problems.push(`${path}: an inline <script> the CSP does not allow: ${script.slice(0, 60)}…`);
      // More than a heading: the page reads without JavaScript.
      const main = /<main[\s>][\s\S]*<\/main>/i.exec(html)?.[0] ?? '';
      if (htmlText(main).length < 200)
        problems.push(`${path}: <main> holds only ${htmlText(main).length} characters of text`);
    }
    expect(problems).toEqual([]);
  });

  it('has no control outside an island but native radios: what is not an island never hydrates, so it is text and links', async () => {
    const problems: string[] = [];
    for (const { path, html } of await getAll([...paths, '/nope'])) {
      const body = withoutIslands(html.slice(html.indexOf('<body')));
      const controls = [
        ...body.matchAll(
          /<(button|input|select|textarea)\b[^>]*>|role="(button|radio|radiogroup|tab|tablist|switch|checkbox|combobox|menu|slider)"|aria-expanded=/g,
        ),
      ]
        .map((match) => match[0])
        // Native radios work without a script: the pricing page's billing switch, which its prices
        // follow through CSS, is plain HTML on purpose.
        .filter((control) => !/^<input\b[^>]*type="radio"/.test(control) && control !== 'role="radiogroup"')
        .map((control) => control.slice(0, 60));
      if (controls.length) problems.push(`${path}: ${controls.length} outside islands, e.g. ${controls[0]}`);
    }
    expect(problems).toEqual([]);
  });

  it('hydrates no page whole: its title is HTML outside its islands', async () => {
    // The verification pages are the exception: all they show follows the link and the journey's step.
    const problems: string[] = [];
    for (const { path, html } of await getAll(paths.filter((p) => !p.startsWith('/auth/')))) {
      if (h1Texts(withoutIslands(html)).length !== 1) problems.push(`${path}: its <h1> is inside an island`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every page its own title, description and canonical URL', async () => {
    const pages = await getAll(paths);
    const titles = new Map<string, string[]>();
    const problems: string[] = [];
    for (const { path, html } of pages) {
      const title = htmlText(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '');
      if (!title) problems.push(`${path}: no <title>`);
      titles.set(title, [...(titles.get(title) ?? []), path]);
      if ((html.match(/<title>/gi) ?? []).length !== 1) problems.push(`${path}: more than one <title>`);
      const description = /<meta name="description" content="([^"]*)"/i.exec(html)?.[1];
      if (!description) problems.push(`${path}: no meta description`);
      const canonical = /<link rel="canonical" href="([^"]*)"/i.exec(html)?.[1];
      if (!canonical || new URL(canonical).pathname !== path)
        problems.push(`${path}: canonical ${canonical}`);
      if (!/<meta property="og:title"/i.test(html)) problems.push(`${path}: no og:title`);
    }
    for (const [title, where] of titles)
      if (where.length > 1) problems.push(`title "${title}" shared by ${where.join(', ')}`);
    expect(problems).toEqual([]);
  });
});

describe('the tab icon', () => {
  it('comes inside every page as a PNG: no request before the first paint, and no SVG document for Chrome to build', async () => {
    const problems: string[] = [];
    for (const { path, html } of await getAll([...paths, '/nope'])) {
      const icons = [...html.matchAll(/<link rel="icon" href="([^"]*)"/g)].map((match) => match[1]!);
      if (icons.length !== 1 || !icons[0]!.startsWith('data:image/png;base64,'))
        problems.push(`${path}: ${icons.map((href) => href.slice(0, 30)).join(', ') || 'no icon'}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('unknown paths', () => {
  it.each([
    '/nope',
    '/blog/no-such-post',
    '/careers/no-such-job',
    '/features/nope',
    '/pricing/nope',
    '/.vite/manifest.json',
  ])('%s answers 404 with the 404 page and a link home', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(h1Texts(html)).toEqual([notFoundTitle]);
    expect(html).toMatch(/<a\s[^>]*href="\/"/);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('redirects a trailing slash to the one address of the page', async () => {
    const res = await get('/pricing/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/pricing');
  });

  it('answers anything but GET and HEAD with 405', async () => {
    const res = await get('/', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toMatch(/GET/);
  });
});

describe('headers', () => {
  it('sends the security headers, with a CSP that allows only the site and the backend', async () => {
    const res = await get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = cspDirectives(res.headers);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    // The site's files, and one inline script by its hash (the page's loader, checked above).
    expect(directives.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[\w+/]+=*'$/)]);
    expect(directives.get('connect-src')).toEqual(["'self'", new URL(stack.backend.apiUrl).origin]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toMatch(
      /^(no-referrer|strict-origin|strict-origin-when-cross-origin|same-origin)$/,
    );
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    // The 404 page and redirects carry them too.
    expect((await get('/nope')).headers.get('content-security-policy')).toBe(csp);
    expect((await get('/pricing/')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('revalidates HTML and caches hashed assets for good', async () => {
    for (const path of ['/', '/pricing', '/nope']) {
      expect((await get(path)).headers.get('cache-control'), path).toMatch(/\bno-cache\b/);
    }
    const html = await (await get('/')).text();
    const assets = [...html.matchAll(/(?:src|href|data-entry)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const res = await get(asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control'), asset).toMatch(
        /max-age=31536000.*immutable|immutable.*max-age=31536000/,
      );
    }
  });

  it('sends brotli when asked, and the same page', async () => {
    const plain = await get('/pricing', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const br = await get('/pricing', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe(await plain.text());
    const gzip = await get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('the text font', () => {
  it('is preloaded as the site’s own cut of Inter’s Latin file, and has every character a page shows', async () => {
    const pages = await getAll([...paths, '/nope']);
    const preloads = new Set(
      pages.map(({ html }) => /<link rel="preload" href="([^"]+)" as="font"/.exec(html)?.[1]),
    );
    expect([...preloads]).toHaveLength(1);
    const [href] = [...preloads];
    const served = Buffer.from(await (await get(href!)).arrayBuffer());
    const original = readFileSync(latinFontFile);
    expect(served.length).toBeGreaterThan(0);
    expect(served.length).toBeLessThan(original.length);

    // A character missing from the cut would be drawn in another font, in the middle of a word;
    // so would a key symbol (⌘) the face's unicode-range leaves out.
    const cut = new Set(siteCharacters());
    const inLatinFile = (code: number) =>
      code <= 0xff || (code >= 0x2000 && code <= 0x206f) || [0x20ac, 0x2122, 0x2212].includes(code);
    const missing = new Set<string>();
    for (const { path, html } of pages) {
      const range = /@font-face\{[^}]*inter-latin-wght-normal[^}]*unicode-range:([^;}]+)/.exec(html)?.[1];
      const inRange = new Set(range?.split(',').map((part) => part.trim()));
      const body = html.slice(html.indexOf('<body')).replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
      for (const char of htmlText(body)) {
        const code = char.codePointAt(0)!;
        const name = `U+${code.toString(16).toUpperCase()}`;
        if ((inLatinFile(code) || isKeySymbol(code)) && char.trim() && !cut.has(char))
          missing.add(`${path}: "${char}" (${name}) is not in the cut`);
        if (isKeySymbol(code) && !inRange.has(name))
          missing.add(`${path}: "${char}" (${name}) is not in the face's unicode-range`);
      }
    }
    expect([...missing]).toEqual([]);
  });
  it('declares its faces’ Latin files, and another only for a character a page shows that it alone draws', async () => {
    const pages = await getAll([...paths, '/nope']);
    const fontsourceFaces = [
      '@fontsource-variable/inter/wght.css',
      '@fontsource-variable/bricolage-grotesque/opsz.css',
    ]
      .map((css) => readFileSync(require.resolve(css), 'utf8'))
      .join('');
    const otherFiles = [...fontsourceFaces.matchAll(/files\/([a-z-]+)\.woff2[^}]*unicode-range:\s*([^;]+);/g)]
      .filter(([, file]) => !/-latin-(wght|opsz)-normal$/.test(file!))
      .map(([, file, range]) => ({ file: file!, has: inUnicodeRange(range!) }));
    const inLatinFile = inUnicodeRange(
      /inter-latin-wght-normal\.woff2[^}]*unicode-range:\s*([^;]+);/.exec(fontsourceFaces)![1]!,
    );
    // The other files some page needs: a character outside the Latin file that only they draw.
    const needed = new Set<string>();
    for (const { html } of pages) {
      const body = html.slice(html.indexOf('<body')).replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
      for (const char of htmlText(body)) {
        const code = char.codePointAt(0)!;
        if (inLatinFile(code) || isKeySymbol(code)) continue;
        for (const { file, has } of otherFiles) if (has(code)) needed.add(file);
      }
    }
    // Every file declared costs a page's layout a stand-in font per size of text, loaded or not.
    for (const { path, html } of pages) {
      const declared = [
        ...html.matchAll(/@font-face\{[^}]*src:url\(\/assets\/([a-z-]+)-[\w-]+\.woff2\)/g),
      ].map((m) => m[1]);
      expect(declared.sort(), path).toEqual(
        ['bricolage-grotesque-latin-opsz-normal', 'inter-latin-wght-normal', ...needed].sort(),
      );
    }
  });
});

describe('the heading face', () => {
  it('is preloaded as the site’s own cut of Bricolage Grotesque, one bold instance', async () => {
    const html = await (await get('/')).text();
    const href =
      /<link rel="preload" href="([^"]*bricolage-grotesque-latin-opsz-normal[^"]*)" as="font"/.exec(
        html,
      )?.[1];
    expect(href).toBeTruthy();
    const served = Buffer.from(await (await get(href!)).arrayBuffer());
    expect(served.length).toBeGreaterThan(0);
    // One instance of the variable face, cut to the site's characters: a fraction of the file.
    expect(served.length).toBeLessThan(readFileSync(headingFontFile).length / 4);
  });
});

describe('sitemap, robots.txt and llms.txt', () => {
  it('sitemap.xml lists every public route and not the verification landing', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect([...locs].sort()).toEqual([...(await listedPaths())].sort());
    expect(locs).not.toContain('/auth/callback');
    expect(locs).not.toContain('/auth/confirm');
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('robots.txt points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it('llms.txt says what the product is and where the pages are', async () => {
    const res = await get('/llms.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^# \S/);
    expect(text).toMatch(/clipboard/i);
    for (const path of ['/pricing', '/features', '/privacy']) expect(text).toContain(path);
  });
});
