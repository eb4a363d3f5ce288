/*
 * The FAQ's search and category filter, free of React so it can be tested on its own.
 */

export interface FaqItem {
  /** A stable key; the question is used when there is none. */
  id?: string;
  /** The question as a visitor would ask it; shown as the accordion's heading and searched. */
  question: string;
  /** Plain text: the search looks inside it. */
  answer: string;
  /** The chip this item belongs to (e.g. 'Pricing'). */
  category: string;
}

/** The category value that means "every category". */
export const allCategories = 'all';

export interface FaqFilter {
  /** What the visitor typed. Trimmed; case does not matter. Empty matches everything. */
  query?: string;
  /** `'all'` or one of the items' categories. */
  category?: string;
}

/**
 * The items whose question or answer contains the query (trimmed, case-insensitive) and that
 * belong to the category (`'all'` keeps every category). Order is kept.
 */
export function filterFaq<T extends FaqItem>(
  items: readonly T[],
  { query = '', category = allCategories }: FaqFilter = {},
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (category === allCategories || item.category === category) &&
      (needle === '' ||
        item.question.toLocaleLowerCase().includes(needle) ||
        item.answer.toLocaleLowerCase().includes(needle)),
  );
}

/** The categories present in `items`, each once, in order of first appearance. */
export function faqCategories(items: readonly FaqItem[]): string[] {
  return [...new Set(items.map((item) => item.category))];
}

/** The key an item is known by (its id, or its question). */
export function faqItemKey(item: FaqItem): string {
  return item.id ?? item.question;
}
