/*
 * The block model legal texts are written in, and the pure logic behind LegalDocument
 * (section numbers, which section the reader is in), free of React so it can be tested alone.
 */
import type { ReactNode } from 'react';

/** A paragraph of running text. Inline links and emphasis are allowed. */
export interface LegalParagraphBlock {
  type: 'paragraph';
  text: ReactNode;
}

/** A sub-heading inside a section (not numbered, not in the table of contents). */
export interface LegalHeadingBlock {
  type: 'heading';
  text: ReactNode;
}

/** A bulleted list, or a numbered one with `ordered`. */
export interface LegalListBlock {
  type: 'list';
  items: readonly ReactNode[];
  ordered?: boolean;
}

/** A table with a header row; every row has one cell per column. */
export interface LegalTableBlock {
  type: 'table';
  /** Names the table (shown above it and read by screen readers). */
  caption?: ReactNode;
  columns: readonly ReactNode[];
  rows: readonly (readonly ReactNode[])[];
}

/** A list of defined terms, e.g. the definitions at the start of an agreement. */
export interface LegalDefinitionsBlock {
  type: 'definitions';
  items: readonly { term: ReactNode; definition: ReactNode }[];
}

/** A highlighted paragraph for something the reader must not miss. */
export interface LegalNoteBlock {
  type: 'note';
  text: ReactNode;
}

export type LegalBlock =
  | LegalParagraphBlock
  | LegalHeadingBlock
  | LegalListBlock
  | LegalTableBlock
  | LegalDefinitionsBlock
  | LegalNoteBlock;

export interface LegalSection {
  /** The anchor: the section is reachable at `#id` (letters, digits, `-` and `_`). */
  id: string;
  /** The section's heading, also listed in the table of contents. */
  title: string;
  /**
   * The number shown before the title. Unset: counted automatically (1, 2, 3 … over the sections
   * that are unset). A string is shown as given (e.g. 'Annex 1'); `null` shows none.
   */
  number?: string | null;
  blocks: readonly LegalBlock[];
}

/**
 * The number shown for each section, in order: automatic numbers count only the sections
 * without their own, so an annex labelled 'Annex 1' does not shift the numbering.
 * With `isNumbered` false only the sections' own strings are kept.
 */
export function legalSectionNumbers(
  sections: readonly Pick<LegalSection, 'number'>[],
  isNumbered = true,
): (string | null)[] {
  let next = 1;
  return sections.map((section) => {
    if (section.number === null) return null;
    if (typeof section.number === 'string') return section.number;
    const n = next++;
    return isNumbered ? String(n) : null;
  });
}

/**
 * A section's number as written, the same in its heading and in the table of contents: a counted
 * number with its full stop ('3.'), a label of its own as given ('Annex 1').
 */
export const legalNumberLabel = (number: string): string => (/^\d+$/.test(number) ? `${number}.` : number);

/**
 * A section's line in the table of contents: a counted number hangs in the number column ('3.');
 * a label of its own leads the title ('Annex 1 — Details'), so every title starts in one column.
 */
export function legalTocEntry(number: string | null, title: string): { marker: string; title: string } {
  if (number === null) return { marker: '', title };
  if (/^\d+$/.test(number)) return { marker: legalNumberLabel(number), title };
  return { marker: '', title: `${number} — ${title}` };
}

/**
 * The section the reader is in: the last section, in document order, whose top has reached the
 * reading line near the top of the viewport (`tops` are their distances from the viewport's top).
 * A line that falls in the gap between two sections is still in the one above; above the first
 * section (the page's top, its header on screen) the first is the one being read.
 */
export function currentLegalSection(
  sections: readonly { id: string; top: number }[],
  readingLine: number,
): string | null {
  let current = sections[0]?.id ?? null;
  for (const section of sections) {
    if (section.top > readingLine) break;
    current = section.id;
  }
  return current;
}
