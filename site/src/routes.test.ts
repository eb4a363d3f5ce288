import { describe, expect, it } from 'vitest';
import { blogPosts } from './content/blog';
import { jobs } from './content/careers';
import { featureSlugs } from './content/paths';
import { allPaths, findRoute, routes } from './routes';

describe('the route table', () => {
  it('has every page of the product description and every page the site links to', async () => {
    const paths = await allPaths();
    for (const path of [
      '/',
      '/features',
      '/pricing',
      '/auth/callback',
      '/auth/confirm',
      '/terms',
      '/privacy',
      '/cookies',
      '/acceptable-use',
      '/data-processing',
      '/legal-notice',
      '/blog',
      '/status',
      '/roadmap',
      '/changelog',
      '/install',
      '/partners',
      '/press',
      '/careers',
      '/about',
      '/contact',
    ]) {
      expect(paths).toContain(path);
    }
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
});
