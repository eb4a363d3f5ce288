/**
 * Legal pages as structured data. A document is an intro and numbered sections (every legal page
 * numbers them the same way: '1.', '2.' … in the headings and the table of contents); each
 * section is a list of `Block`s (paragraph | list | table | definitions, from ../types).
 * Inline links use the `RichText` form documented in ../types.ts: a string, or an array of
 * strings and `{ text, href }` runs, e.g. ['See our ', { text: 'privacy policy', href: '/privacy' }, '.'].
 */
import type { Block, LinkItem, SitePath } from '../types';

export type LegalDocumentId =
  'terms' | 'privacy' | 'cookies' | 'acceptable-use' | 'data-processing' | 'legal-notice';

export interface LegalSection {
  /** Anchor id, unique within the document. */
  id: string;
  title: string;
  /**
   * A label of its own instead of the next number, e.g. 'Annex 1' (the count then skips the
   * section, so the numbered sections stay 1, 2, 3 …).
   */
  number?: string;
  blocks: readonly Block[];
}

export interface LegalDocument {
  id: LegalDocumentId;
  path: SitePath;
  /** The page's h1. */
  title: string;
  /** One line for the meta description and the page's lead. */
  description: string;
  /** ISO date, e.g. '2025-04-19'; shown with `formatDate` as 'April 19, 2025'. */
  lastUpdated: string;
  intro: readonly Block[];
  sections: readonly LegalSection[];
  /** Links shown at the end of the page. */
  related: readonly LinkItem[];
}

export const legalLabels = {
  lastUpdated: (date: string) => `Last updated ${date}`,
  back: 'Back',
  contents: 'On This Page',
  /** Names each section's link (to its anchor). */
  sectionLink: (title: string) => `Link to section: ${title}`,
  /** The unnumbered first section that holds the document's `intro`. */
  overview: 'Overview',
  /** The unnumbered last section that lists the `related` links. */
  related: 'See Also',
} as const;
