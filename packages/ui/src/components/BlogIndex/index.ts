export { BlogIndex, defaultBlogIndexLabels, type BlogIndexLabels, type BlogIndexProps } from './BlogIndex';
export { allPostCategories, filterPosts, type PostFilter } from './filterPosts';
