export {
  PostCard,
  FeaturedPost,
  defaultFeaturedPostLabels,
  type PostCardProps,
  type FeaturedPostProps,
  type FeaturedPostLabels,
} from './PostCard';
export { formatPostDate, type BlogPost } from './blogPost';
