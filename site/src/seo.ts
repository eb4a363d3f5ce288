// The tags every page carries in <head>: written into the prerendered HTML by the prerenderer and
// kept in step by the client after each navigation. One function builds them for both.
import { companyOrigin } from './content/company';
export interface PageMeta {
  title: string;
  description: string;
}

/** Where the site is published (the company's domain unless the build sets VITE_SITE_ORIGIN); canonical and Open Graph URLs are absolute. */
export const siteOrigin: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) || companyOrigin;

export const ogImagePath = '/og-image.png';

/**
 * The site's public home page (`https://clipnest.app/`): the address a phone or another device is
 * given to open on the Mac. Never the page's own origin, which on a local build is 127.0.0.1 and
 * means nothing on another device.
 */
export const publicHomeUrl: string = new URL('/', siteOrigin).toString();

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

/** The tags of one page, besides <title>. Keyed by `name`, `property` or `rel` so they can be updated in place. */
export function headTags(meta: PageMeta, path: string): HeadTag[] {
  const url = siteOrigin + (path === '/' ? '/' : path);
  const image = siteOrigin + ogImagePath;
  return [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: meta.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
  ];
}

const escapeAttr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The head as HTML, for the prerenderer. */
export function headHtml(meta: PageMeta, path: string): string {
  const tags = headTags(meta, path).map(
    ({ tag, attrs }) =>
      `<${tag} ${Object.entries(attrs)
        .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
        .join(' ')}>`,
  );
  return [`<title>${escapeAttr(meta.title)}</title>`, ...tags].join('\n    ');
}
