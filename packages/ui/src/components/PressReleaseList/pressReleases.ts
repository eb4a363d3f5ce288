import { categoriesOf, filterByCategory } from '../private/categoryFilter';

/** A press release. */
export interface PressRelease {
  id?: string;
  title: string;
  /** ISO date (`2024-06-04`, formatted for the locale) or a date as it should read. */
  date: string;
  excerpt: string;
  /** Where the full release is (the record's `link`). */
  href: string;
  /** For the category filter, e.g. 'Product', 'Company'. */
  category?: string;
}

const categoryOf = (item: PressRelease) => item.category ?? '';

/** The releases' categories, in order of first appearance. */
export const pressReleaseCategories = (items: readonly PressRelease[]) => categoriesOf(items, categoryOf);

/** The releases of one category (`null`: all of them), in their order. */
export const filterPressReleases = (items: readonly PressRelease[], category: string | null) =>
  filterByCategory(items, category, categoryOf);
