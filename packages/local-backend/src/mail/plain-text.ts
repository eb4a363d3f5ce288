// The plain-text part of a mail, derived from its rendered HTML.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[e.toLowerCase()] ?? whole;
  });
}

const stripTags = (s: string): string => s.replace(/<[^>]*>/g, '');

/**
 * The plain-text part of a rendered mail: its visible text, one paragraph per block, each link
 * as "label: URL" (or the URL alone when it is its own label).
 */
export function htmlToText(html: string): string {
  // Links become placeholders first, so their decoded text is not decoded or stripped again.
  const links: string[] = [];
  const text = html
    .replace(
      /<head[\s\S]*?<\/head\s*>|<style[\s\S]*?<\/style\s*>|<script[\s\S]*?<\/script\s*>|<!--[\s\S]*?-->/gi,
      '',
    )
    // Line breaks in the source are spaces, as a browser shows them.
    .replace(/\s+/g, ' ')
    .replace(
      /<a\s[^>]*?href\s*=\s*(["'])(.*?)\1[^>]*>(.*?)<\/a\s*>/gi,
      (_, _q, href: string, label: string) => {
        const url = decodeEntities(href);
        const shown = decodeEntities(stripTags(label)).trim();
        links.push(shown === '' || shown === url ? url : `${shown}: ${url}`);
        return `\uE001${links.length - 1}\uE001`;
      },
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|div|li|tr|table|blockquote|pre)\s*>|<hr\s*\/?>/gi, '\n\n');
  return `${decodeEntities(stripTags(text))
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\uE001(\d+)\uE001/g, (_, i: string) => links[Number(i)]!)
    .trim()}\n`;
}
