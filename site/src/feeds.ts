// The site's RSS 2.0 feeds, written by the prerenderer as static files next to robots.txt:
// the blog's posts at `blogPage.rss.path` (/rss.xml) and the status page's incidents and
// maintenance at `statusPage.rss.path` (/status.xml). Every link is absolute (`siteOrigin`).
import { blogPage, blogPosts } from './content/blog';
import { staticSeo } from './content/seo';
import { statusFeedXml } from './content/status';

/** Text for XML element content and attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An ISO date as RFC 822, at noon UTC (posts carry days, not times). */
const rssDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toUTCString();

/** The origin without a trailing slash, so `${origin}/blog` never doubles it. */
const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

/** The blog's feed: every post, newest first, with its absolute link, date, author and categories. */
export function blogFeed(siteOrigin: string): string {
  const origin = trimOrigin(siteOrigin);
  const page = `${origin}/blog`;
  const items = blogPosts.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.id)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>`,
      ...post.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = blogPosts[0]?.date;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(staticSeo['/blog'].title)}</title>
    <link>${escapeXml(page)}</link>
    <description>${escapeXml(blogPage.description)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(origin + blogPage.rss.path)}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${rssDate(newest)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}

/** The status page's feed: recent incidents and scheduled maintenance (built by the status content). */
export function statusFeed(siteOrigin: string): string {
  return statusFeedXml(trimOrigin(siteOrigin));
}
