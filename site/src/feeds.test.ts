import { describe, expect, it } from 'vitest';
import { blogPosts } from './content/blog';
import { incidents, maintenanceWindows } from './content/status';
import { blogFeed, escapeXml, statusFeed } from './feeds';

const origin = 'https://clipnest.example';

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  // A malformed feed parses to a <parsererror> document.
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const text = (parent: Element, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent ?? null;

describe('the blog feed', () => {
  it('is RSS 2.0 with a channel that links to the blog', () => {
    const doc = parse(blogFeed(origin));
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(text(channel, 'title')).toBeTruthy();
    expect(text(channel, 'description')).toBeTruthy();
    expect(text(channel, 'link')).toBe(`${origin}/blog`);
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!;
    expect(self.getAttribute('href')).toBe(`${origin}/rss.xml`);
  });

  it('lists every post, newest first, with its absolute link, date and excerpt', () => {
    const items = [...parse(blogFeed(`${origin}/`)).getElementsByTagName('item')];
    expect(items).toHaveLength(blogPosts.length);
    blogPosts.forEach((post, i) => {
      const item = items[i]!;
      // Titles with '&' or '’' come back exactly as written: the escaping round-trips.
      expect(text(item, 'title')).toBe(post.title);
      const link = text(item, 'link')!;
      expect(new URL(link).href).toBe(`${origin}/blog/${post.id}`);
      expect(text(item, 'guid')).toBe(link);
      expect(text(item, 'description')).toBe(post.excerpt);
      expect(new Date(text(item, 'pubDate')!).toISOString().slice(0, 10)).toBe(post.date);
      const categories = [...item.getElementsByTagName('category')].map((c) => c.textContent);
      expect(categories).toEqual([...post.categories]);
    });
  });

  it('escapes markup in the text it is given', () => {
    expect(escapeXml(`<b>"Tips" & 'Tricks'</b>`)).toBe(
      '&lt;b&gt;&quot;Tips&quot; &amp; &apos;Tricks&apos;&lt;/b&gt;',
    );
  });
});

describe('the status feed', () => {
  it('is RSS 2.0 with every incident and maintenance window, linking to the status page', () => {
    const doc = parse(statusFeed(origin));
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(incidents.length + maintenanceWindows.length);
    for (const item of items) expect(text(item, 'link')).toBe(`${origin}/status`);
    const titles = items.map((item) => text(item, 'title'));
    for (const incident of incidents) expect(titles.some((t) => t?.includes(incident.title))).toBe(true);
    for (const window of maintenanceWindows) expect(titles.some((t) => t?.includes(window.title))).toBe(true);
  });
});
