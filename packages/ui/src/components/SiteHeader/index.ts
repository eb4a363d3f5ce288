export {
  SiteHeader,
  siteHeaderVariants,
  defaultSiteHeaderLabels,
  type SiteHeaderProps,
  type SiteHeaderLabels,
  type SiteHeaderVariant,
  type SiteNavItem,
} from './SiteHeader';
export { useScrolledPast, type ScrolledPastOptions } from './useScrolledPast';
