export {
  SiteHeader,
  siteHeaderVariants,
  type SiteHeaderProps,
  type SiteHeaderVariant,
  type SiteNavItem,
} from './SiteHeader';
export { useScrolledPast, type ScrolledPastOptions } from './useScrolledPast';
