export { PostGrid, type PostGridProps } from './PostGrid';
