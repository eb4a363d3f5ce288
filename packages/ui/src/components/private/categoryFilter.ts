/**
 * The categories present in a collection, in order of first appearance, each once.
 * Empty or blank categories are left out.
 */
export function categoriesOf<T>(items: readonly T[], categoryOf: (item: T) => string): string[] {
  const seen = new Set<string>();
  for (const item of items) {
    const category = categoryOf(item).trim();
    if (category) seen.add(category);
  }
  return [...seen];
}

/**
 * The items of one category, in their order. `null` (or `undefined`) means every category.
 * Categories compare exactly as written after trimming.
 */
export function filterByCategory<T>(
  items: readonly T[],
  category: string | null | undefined,
  categoryOf: (item: T) => string,
): T[] {
  if (category == null) return [...items];
  const wanted = category.trim();
  return items.filter((item) => categoryOf(item).trim() === wanted);
}
