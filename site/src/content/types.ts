/**
 * Shared shapes for the site's copy.
 *
 * Rich text. Copy that may contain links is `RichText`: either a plain string, or an array of
 * runs where each run is a string or a link `{ text, href }`. Renderers concatenate the runs in
 * order; a link run becomes a router link when `href` starts with '/', otherwise a plain anchor
 * (`mailto:`). Example:
 *
 *   ['Questions? ', { text: 'Contact us', href: '/contact' }, ' any time.']
 *
 * Blocks. Long-form copy (legal pages, blog articles, job posts) is a list of `Block`s; each block
 * says what it is with `type`, so a page renders it with a simple switch.
 */
import type { SitePath } from '../routeTable';

/**
 * Icon names of @clipnest/ui's icon set (packages/ui/src/components/Icon/icons.ts), written out
 * here so the content type-checks on its own; a content test checks each name exists in the set.
 */
export type IconName =
  | 'arrow-right'
  | 'download'
  | 'check'
  | 'search'
  | 'star'
  | 'clipboard'
  | 'copy'
  | 'lock'
  | 'shield'
  | 'zap'
  | 'clock'
  | 'image'
  | 'file'
  | 'folder'
  | 'code'
  | 'mail'
  | 'phone'
  | 'map-pin'
  | 'life-buoy'
  | 'receipt'
  | 'bug'
  | 'newspaper'
  | 'sparkles'
  | 'refresh'
  | 'info'
  | 'alert'
  | 'check-circle'
  | 'x-circle'
  | 'user'
  | 'users'
  | 'globe'
  | 'cloud'
  | 'layers'
  | 'filter'
  | 'eye'
  | 'eye-off'
  | 'timeline'
  | 'trash'
  | 'settings'
  | 'briefcase'
  | 'beaker'
  | 'palette'
  | 'laptop'
  | 'banknote'
  | 'calendar'
  | 'sun'
  | 'book'
  | 'trending-up';

/** A section's heading block: a short eyebrow above the heading and an optional line under it. */
export interface SectionIntro {
  eyebrow: string;
  heading: string;
  description: string;
}

/** Every internal path the copy may link to, from the route table. Dynamic records use the helpers in `paths.ts`. */
export type { SitePath };

/** An internal path (optionally with a `#fragment`) or a `mailto:` address. */
export type Href = SitePath | `${SitePath}#${string}` | `mailto:${string}`;

/** One link run inside rich text. */
export interface InlineLink {
  text: string;
  href: Href;
}

/** A run of rich text: plain text or a link. */
export type Inline = string | InlineLink;

/** Text that may contain links: a plain string or runs of `Inline`. */
export type RichText = string | readonly Inline[];

export interface ParagraphBlock {
  type: 'paragraph';
  text: RichText;
}

export interface HeadingBlock {
  type: 'heading';
  /** 2 for a section inside an article, 3 for a sub-section. */
  level: 2 | 3;
  text: string;
  /** Anchor id, for a table of contents. */
  id?: string;
}

export interface ListBlock {
  type: 'list';
  /** Numbered when true. */
  ordered?: boolean;
  items: readonly RichText[];
}

export interface QuoteBlock {
  type: 'quote';
  text: string;
  /** Who said it. */
  cite?: string;
}

export interface CodeBlock {
  type: 'code';
  /** A language hint for highlighting, e.g. 'bash', 'swift', 'json', 'text'. */
  language: string;
  code: string;
  /** A short caption under the code. */
  caption?: string;
}

export interface TableBlock {
  type: 'table';
  caption: string;
  /** Column headings. */
  head: readonly string[];
  /** Each row has one cell per heading. */
  rows: readonly (readonly RichText[])[];
}

export interface DefinitionsBlock {
  type: 'definitions';
  items: readonly { term: string; definition: RichText }[];
}

/** Long-form copy. */
export type Block =
  ParagraphBlock | HeadingBlock | ListBlock | QuoteBlock | CodeBlock | TableBlock | DefinitionsBlock;

/** A page's `<title>` and meta description. */
export interface PageMeta {
  title: string;
  description: string;
}

/** A titled link, e.g. a call to action. */
export interface LinkItem {
  label: string;
  href: Href;
}

/** A closing call to action: heading, a line, the download button's label and a second link. */
export interface CallToActionContent {
  heading: string;
  text: string;
  primaryAction: string;
  secondaryAction: LinkItem;
}
