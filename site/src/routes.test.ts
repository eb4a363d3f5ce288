import { describe, expect, it } from 'vitest';
import { blogPosts } from './content/blog';
import { jobs } from './content/careers';
import { featureSlugs } from './content/paths';
import { staticSeo } from './content/seo';
import { allPaths, findRoute, headerFor, routes, sitemapPaths } from './routes';

describe('the route table', () => {
  it('has every specified page and every page the site links to', { timeout: 60_000 }, async () => {
    const paths = await allPaths();
    for (const route of routes) if (!route.path.includes(':')) expect(paths).toContain(route.path);
    for (const slug of featureSlugs) expect(paths).toContain(`/features/${slug}`);
    expect(featureSlugs).toHaveLength(9);
    for (const post of blogPosts) expect(paths).toContain(`/blog/${post.id}`);
    for (const job of jobs) expect(paths).toContain(`/careers/${job.slug}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('matches dynamic paths with their parameter and nothing else', () => {
    expect(findRoute('/blog/some-post')).toMatchObject({
      route: { path: '/blog/:id' },
      params: { id: 'some-post' },
    });
    expect(findRoute('/blog')?.route.path).toBe('/blog');
    expect(findRoute('/blog/')).toBeNull();
    expect(findRoute('/blog/a/b')).toBeNull();
    expect(findRoute('/nope')).toBeNull();
    expect(findRoute('/blog/%E0%A4%A')).toBeNull(); // a malformed escape is no page
  });

  it(
    'gives every concrete path a title and description, and unknown records none',
    { timeout: 60_000 },
    async () => {
      for (const path of await allPaths()) {
        const found = findRoute(path)!;
        const meta = (await found.route.load()).meta(found.params);
        expect(meta?.title, path).toBeTruthy();
        expect(meta?.description, path).toBeTruthy();
      }
      const post = findRoute('/blog/no-such-post')!;
      expect((await post.route.load()).meta(post.params)).toBeNull();
      const job = findRoute('/careers/no-such-job')!;
      expect((await job.route.load()).meta(job.params)).toBeNull();
    },
  );

  it('lists each route once', () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('gives every file in pages/ a route', () => {
    const files = Object.keys(import.meta.glob(['./pages/*.tsx', '!./pages/*.test.tsx']));
    const used = new Set(routes.map((route) => `./${route.module.slice('src/'.length)}`));
    expect(files.filter((file) => !used.has(file))).toEqual([]);
  });

  it('takes a page’s title from content/seo.ts exactly when its entry says so', async () => {
    for (const route of routes) {
      if (route.path.includes(':')) continue;
      const meta = (await route.load()).meta({});
      const written = (staticSeo as Record<string, unknown>)[route.path];
      if (route.meta === 'seo') expect(meta, route.path).toEqual(written);
      else expect(written, route.path).toBeUndefined();
    }
  });

  it('leaves only the verification landings out of the sitemap', async () => {
    const all = await allPaths();
    const listed = await sitemapPaths();
    expect(all.filter((path) => !listed.includes(path))).toEqual(['/auth/callback', '/auth/confirm']);
  });

  it('shows Home and Features in the header of the privacy, terms, legal-notice and contact pages', () => {
    expect(headerFor('/')).toBe('landing');
    for (const path of ['/privacy', '/terms', '/legal-notice', '/contact'])
      expect(headerFor(path)).toBe('minimal');
    for (const path of ['/pricing', '/cookies', '/blog/any', '/nope'])
      expect(headerFor(path)).toBe('default');
  });
});
