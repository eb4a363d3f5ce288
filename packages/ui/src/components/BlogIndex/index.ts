export { BlogIndex, type BlogIndexProps } from './BlogIndex';
export { defaultBlogIndexLabels, type BlogIndexLabels } from './blogIndexLabels';
export { allPostCategories, filterPosts, type PostFilter } from './filterPosts';
export type { PopularCategory } from './PopularCategories';
