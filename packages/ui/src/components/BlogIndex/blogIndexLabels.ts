/* The blog index's own words (the site passes its copy over these). */

export interface BlogIndexLabels {
  /** The heading over the grid of posts. */
  latest: string;
  /** Names the search field (also its placeholder). */
  search: string;
  /** The search field's clear button. */
  clearSearch: string;
  /** Labels the category select. */
  category: string;
  /** The category option that shows every post. */
  allCategories: string;
  /** Shown and announced politely after every change of the search or category. */
  resultCount: (count: number) => string;
  /** The button that reveals the next page of posts. */
  loadMore: string;
  /** The empty state's title. */
  noResults: string;
  /** The empty state's hint. */
  noResultsHint: string;
  /** The empty state's button: empties the search and shows every category. */
  clearFilters: string;
  /** The heading over the popular categories. */
  popularCategories: string;
  /** The RSS link. */
  rss: string;
  /** The featured post's badge. */
  featured: string;
}

export const defaultBlogIndexLabels: BlogIndexLabels = {
  latest: 'Latest Posts',
  search: 'Search posts',
  clearSearch: 'Clear search',
  category: 'Category',
  allCategories: 'All',
  resultCount: (count) => (count === 1 ? '1 post' : `${count} posts`),
  loadMore: 'Load More',
  noResults: 'No posts found',
  noResultsHint: 'Try another word, or look in every category.',
  clearFilters: 'Clear Filters',
  popularCategories: 'Popular Categories',
  rss: 'RSS feed',
  featured: 'Featured',
};
