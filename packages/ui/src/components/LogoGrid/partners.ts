import { categoriesOf, filterByCategory } from '../private/categoryFilter';

/** A partner company on the logo grid. */
export interface Partner {
  id?: string;
  name: string;
  /** e.g. 'Technology', 'Reseller', 'Integration'. */
  category: string;
}

/** The partners' categories, in order of first appearance. */
export const partnerCategories = (items: readonly Partner[]) => categoriesOf(items, (item) => item.category);

/** The partners of one category (`null`: all of them), in their order. */
export const filterPartners = (items: readonly Partner[], category: string | null) =>
  filterByCategory(items, category, (item) => item.category);

const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;

/**
 * The letters of a partner's generated mark: the initials of the first two words of its name
 * ('Acme Cloud Tools' → 'AC'), or the first letter of a one-word name ('Figma' → 'F'), upper-case.
 * Punctuation and symbols are skipped; a name without letters or digits gives '?'.
 */
export function lettermark(name: string): string {
  const words = name.match(wordPattern) ?? [];
  if (words.length === 0) return '?';
  return words
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('')
    .toLocaleUpperCase('en-US');
}

export const markShapes = ['circle', 'square', 'diamond', 'hexagon'] as const;
export type MarkShape = (typeof markShapes)[number];

/** A shape for a partner's mark, chosen from its name so the same name always gets the same shape. */
export function markShape(name: string): MarkShape {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return markShapes[hash % markShapes.length] ?? 'circle';
}
