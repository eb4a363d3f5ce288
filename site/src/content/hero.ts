/** The landing page's hero: the first screen, the only copy of the landing loaded with the page. */
import { platform } from './platform';
import { productName } from './productName';
import type { LinkItem, PageMeta } from './types';

/** The landing page's title and meta description. */
export const landingMeta: PageMeta = {
  title: `${productName} — clipboard history for macOS that stays on your Mac`,
  description: `${productName} keeps everything you copy — text, images, files, links and code — searchable in milliseconds, encrypted on your Mac and never uploaded. Free public beta.`,
};

export interface HeroContent {
  eyebrow: string;
  title: string;
  description: string;
  secondaryAction: LinkItem;
  /**
   * The facts under the download button, from the file record (never a hard-coded size or
   * version): the terms, and formatters for the values.
   */
  fileMeta: {
    labels: { version: string; released: string; size: string; requires: string };
    /** The size shown as '<n> MB'. */
    size: (sizeMb: number) => string;
    /** The publish date, e.g. 'Nov 26, 2026': the site's one date style, short (UTC, so the server and the browser agree). */
    released: (iso: string) => string;
    /** From LSMinimumSystemVersion, e.g. '13.0' → 'macOS 13 or later'. */
    requires: (minimumMacos?: string | null) => string;
  };
}

export const hero: HeroContent = {
  eyebrow: `${platform.stage} · ${platform.os}`,
  title: 'Everything You Copy, One Keystroke Away',
  description: `${productName} keeps a searchable history of the text, images, files and code you copy — encrypted on your Mac, never uploaded. Press ⇧⌘V and it’s back.`,
  secondaryAction: { label: 'See Every Feature', href: '/features' },
  fileMeta: {
    labels: {
      version: 'Version',
      released: 'Released',
      size: 'Size',
      requires: 'Requires',
    },
    size: (sizeMb) => `${Math.round(sizeMb * 10) / 10} MB`,
    // '26 Nov 2026': UTC, and the shortest code for it (every byte here is in the first load).
    released: (iso) => {
      // 'Fri, 27 Nov 2026 10:42:00 GMT' → 'Nov 27, 2026', without a table of month names in the
      // first visit's script.
      const [, day, month, year] = new Date(iso).toUTCString().split(' ');
      return `${month} ${Number(day)}, ${year}`;
    },
    // A record without the field was published before it was recorded: the product's minimum.
    requires: (minimumMacos) =>
      `macOS ${(minimumMacos ?? platform.minimumMacos).replace(/(\.0)+$/, '')} or later`,
  },
};
