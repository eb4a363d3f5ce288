// A crawl of the raw HTML of every page: every internal link resolves to a page (DESIGN.md:
// nothing linked from the site may land on the 404 page).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { companyOrigin } from '../src/content/company';
import { h1Texts, internalHrefs, sitePaths, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ browser: false });
});
afterAll(() => stack?.stop());

const get = (path: string) => fetch(stack.siteUrl + path, { redirect: 'manual' });

it('finds no internal link that lands on the 404 page, from any page', async () => {
  const pages = [...(await sitePaths()), '/nope']; // the 404 page's own links count too
  const linkedFrom = new Map<string, Set<string>>();
  for (const page of pages) {
    const html = await (await get(page)).text();
    const hrefs = internalHrefs(html, stack.siteUrl);
    // Absolute links to the published origin (canonical-style) count as internal too.
    for (const m of html.matchAll(/<a\s[^>]*?\bhref="(https?:\/\/[^"/]+)(\/[^"]*)?"/gi)) {
      if (m[1] === companyOrigin && m[2]) hrefs.push(new URL(m[2], 'http://x').pathname);
    }
    expect(hrefs.length, `${page} has no internal links`).toBeGreaterThan(0);
    for (const href of hrefs) linkedFrom.set(href, (linkedFrom.get(href) ?? new Set()).add(page));
  }

  const broken: string[] = [];
  const targets = [...linkedFrom.keys()];
  for (let i = 0; i < targets.length; i += 8) {
    await Promise.all(
      targets.slice(i, i + 8).map(async (href) => {
        const res = await get(href);
        const from = [...linkedFrom.get(href)!].slice(0, 3).join(', ');
        if (res.status !== 200) {
          broken.push(
            `${href} → ${res.status}${res.headers.get('location') ? ` ${res.headers.get('location')}` : ''} (linked from ${from})`,
          );
          return;
        }
        if ((res.headers.get('content-type') ?? '').startsWith('text/html')) {
          const h1 = h1Texts(await res.text());
          if (h1.includes('Oops! Page not found'))
            broken.push(`${href} → the 404 page (linked from ${from})`);
        }
      }),
    );
  }
  expect(broken).toEqual([]);
  // The crawl reached every page of the table from some link (nothing is orphaned), except
  // the verification landings (/auth/callback, /auth/confirm), which only emails link to.
  const unreached = (await sitePaths()).filter((p) => !p.startsWith('/auth/') && !linkedFrom.has(p));
  expect(unreached).toEqual([]);
});
