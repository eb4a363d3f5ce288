import type { SiteNavItem } from './SiteHeader';

/** Whether `item` is the current page: its own `isCurrent`, else its `href` equals `currentHref`. */
export function isCurrentItem(item: SiteNavItem, currentHref: string | undefined) {
  return item.isCurrent ?? (currentHref !== undefined && item.href === currentHref);
}
