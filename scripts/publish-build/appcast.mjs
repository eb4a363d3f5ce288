// The Sparkle update feed (appcast.xml) built from the published builds.
import { PRODUCT, UsageError } from './arguments.mjs';

export const SPARKLE_NS = 'http://www.andymatuschak.org/xml-namespaces/sparkle';

/**
 * A published build as public.list_releases() returns it.
 * @typedef {{ version: string, build_number: number | string | null, channel: string,
 *   published_at: string, minimum_macos: string | null }} ReleaseRow
 */

/** @param {string} text */
export function escapeXml(text) {
  return (
    String(text)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 cannot carry at all.
      // eslint-disable-next-line no-control-regex -- removing exactly these is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

/** `Thu, 26 Nov 2026 08:00:00 +0000`: RFC 822 (with a four-digit year, as RFC 1123 and RSS use). */
export function rfc822Date(/** @type {Date} */ date) {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

/** The site's origin without a trailing slash; refuses what is not an http(s) URL. */
export function siteOrigin(/** @type {string} */ value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`The site URL is not a URL: "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`The site URL must be http(s), got "${value}".`);
  return url.origin;
}

/**
 * The feed the app's SUFeedURL points at: every build newest first, each an informational update
 * whose <link> is the site's download page (the bytes need a verified sign-in, so never a ZIP URL).
 * Builds recorded without a build number (before builds had one) are left out: Sparkle needs it.
 * @param {readonly ReleaseRow[]} releases newest first
 * @param {string} site the site's origin
 */
export function buildAppcast(releases, site) {
  const origin = siteOrigin(site);
  const items = releases
    .filter((release) => release.build_number !== null && release.build_number !== undefined)
    .map((release) => {
      const lines = [
        `      <title>${escapeXml(`${PRODUCT} ${release.version}`)}</title>`,
        `      <link>${escapeXml(`${origin}/#download`)}</link>`,
        `      <sparkle:version>${escapeXml(String(release.build_number))}</sparkle:version>`,
        `      <sparkle:shortVersionString>${escapeXml(release.version)}</sparkle:shortVersionString>`,
      ];
      if (release.minimum_macos)
        lines.push(
          `      <sparkle:minimumSystemVersion>${escapeXml(release.minimum_macos)}</sparkle:minimumSystemVersion>`,
        );
      lines.push(
        `      <pubDate>${rfc822Date(new Date(release.published_at))}</pubDate>`,
        `      <sparkle:releaseNotesLink>${escapeXml(`${origin}/changelog#v${release.version}`)}</sparkle:releaseNotesLink>`,
      );
      if (release.channel !== 'stable')
        lines.push(`      <sparkle:channel>${escapeXml(release.channel)}</sparkle:channel>`);
      lines.push('      <sparkle:informationalUpdate/>');
      return `    <item>\n${lines.join('\n')}\n    </item>`;
    });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<rss version="2.0" xmlns:sparkle="${SPARKLE_NS}">`,
    '  <channel>',
    `    <title>${escapeXml(`${PRODUCT} updates`)}</title>`,
    `    <link>${escapeXml(`${origin}/changelog`)}</link>`,
    `    <description>${escapeXml(`Every published version of ${PRODUCT} for macOS.`)}</description>`,
    '    <language>en</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
