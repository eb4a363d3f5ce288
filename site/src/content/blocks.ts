/** Small constructors that keep long-form copy readable. They return plain `Block` data. */
import type {
  CodeBlock,
  DefinitionsBlock,
  HeadingBlock,
  ListBlock,
  ParagraphBlock,
  QuoteBlock,
  RichText,
  TableBlock,
} from './types';

export const p = (text: RichText): ParagraphBlock => ({ type: 'paragraph', text });
export const h2 = (text: string, id?: string): HeadingBlock => ({ type: 'heading', level: 2, text, id });
export const h3 = (text: string, id?: string): HeadingBlock => ({ type: 'heading', level: 3, text, id });
export const ul = (...items: RichText[]): ListBlock => ({ type: 'list', items });
export const ol = (...items: RichText[]): ListBlock => ({ type: 'list', ordered: true, items });
export const quote = (text: string, cite?: string): QuoteBlock => ({ type: 'quote', text, cite });
export const code = (language: string, source: string, caption?: string): CodeBlock => ({
  type: 'code',
  language,
  code: source,
  caption,
});
export const table = (
  caption: string,
  head: readonly string[],
  rows: readonly (readonly RichText[])[],
): TableBlock => ({
  type: 'table',
  caption,
  head,
  rows,
});
export const defs = (items: readonly { term: string; definition: RichText }[]): DefinitionsBlock => ({
  type: 'definitions',
  items,
});

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2025-04-19' → 'April 19, 2025', without time zones (the same on the server and in the browser). */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = months[(month ?? 1) - 1];
  if (!year || !name || !day) throw new RangeError(`Not an ISO date: ${iso}`);
  return `${name} ${day}, ${year}`;
}
