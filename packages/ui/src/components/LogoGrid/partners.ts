import { categoriesOf, filterByCategory } from '../private/categoryFilter';

/** A partner company on the logo grid. */
export interface Partner {
  id?: string;
  name: string;
  /** e.g. 'Technology', 'Reseller', 'Integration'. */
  category: string;
  /** Its wordmark; without one, a symbol and type style are chosen from the name. */
  mark?: PartnerMark;
}

/** The partners' categories, in order of first appearance. */
export const partnerCategories = (items: readonly Partner[]) => categoriesOf(items, (item) => item.category);

/** The partners of one category (`null`: all of them), in their order. */
export const filterPartners = (items: readonly Partner[], category: string | null) =>
  filterByCategory(items, category, (item) => item.category);

/** The drawn symbols a partner's wordmark can carry (LogoGrid draws them). */
export const wordmarkSymbols = [
  'compass',
  'wing',
  'waves',
  'rings',
  'lattice',
  'stack',
  'pine',
  'leaf',
  'sail',
  'peak',
  'spark',
  'orbit',
] as const;
export type WordmarkSymbol = (typeof wordmarkSymbols)[number];

/**
 * How a wordmark sets the name: `grotesk` (bold, tight), `caps` (spaced capitals), `mono`
 * (lower-case code face), `light` (thin and large).
 */
export const wordmarkTypes = ['grotesk', 'caps', 'mono', 'light'] as const;
export type WordmarkType = (typeof wordmarkTypes)[number];

/** A partner's wordmark: a symbol and a way of setting the name. */
export interface PartnerMark {
  symbol: WordmarkSymbol;
  type: WordmarkType;
}

/** A number from a name, the same for the same name. */
function nameHash(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/** The partner's own wordmark, or one chosen from its name, so the same name always gets the same. */
export function wordmarkFor(partner: Pick<Partner, 'name' | 'mark'>): PartnerMark {
  if (partner.mark) return partner.mark;
  const hash = nameHash(partner.name);
  return {
    symbol: wordmarkSymbols[hash % wordmarkSymbols.length] ?? 'compass',
    type: wordmarkTypes[Math.floor(hash / wordmarkSymbols.length) % wordmarkTypes.length] ?? 'grotesk',
  };
}
