import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { media } from '../../theme/vars.css';
import { cx } from '../../utils/cx';
import { buttonClassName } from '../Button';
import { Icon } from '../Icon';
import { Anchor } from '../../utils/Anchor';
import { PlainButton } from '../../utils/PlainButton';
import { Container } from '../Layout';
import * as styles from './SiteHeader.css';
import { isCurrentItem } from './isCurrentItem';
import { useScrolledPast } from './useScrolledPast';

// The menu sheet (a modal dialog) is its own module, loaded when it is about to be needed (the
// button is hovered, focused or pressed, or the menu starts open): an app's first load carries only
// the bar and the button.
const loadMenuSheet = () => import('./MobileMenuSheet');
const MobileMenuSheet = lazy(loadMenuSheet);
const preloadMenuSheet = () => void loadMenuSheet().catch(() => {});

export const siteHeaderVariants = ['default', 'legal'] as const;
export type SiteHeaderVariant = (typeof siteHeaderVariants)[number];

/** One navigation entry of the header. */
export interface SiteNavItem {
  /** The visible text of the link. */
  label: string;
  /** Where it goes. Routed by the app's `RouterProvider` when one is present. */
  href: string;
  /** Marks the current page (`aria-current="page"`); overrides the header's `currentHref`. */
  isCurrent?: boolean;
}

/** The header's own words: the landmark names and the mobile menu's buttons and heading. */
export interface SiteHeaderLabels {
  /** Names the navigation landmark (both the bar's and the mobile menu's). */
  navigation: string;
  /** Label of the button that opens the mobile menu. */
  openMenu: string;
  /** Label of the button that closes the mobile menu. */
  closeMenu: string;
  /** The mobile menu's heading, which also names its dialog. */
  menu: string;
  /** Names the mobile menu's second group of links (`secondaryItems`). */
  secondaryNavigation: string;
}

export const defaultSiteHeaderLabels: SiteHeaderLabels = {
  navigation: 'Main',
  openMenu: 'Open Menu',
  closeMenu: 'Close Menu',
  menu: 'Menu',
  secondaryNavigation: 'More',
};

export interface SiteHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'children'> {
  /** The product mark, usually a link home (e.g. a `Link` with the logo and the product name). */
  logo: ReactNode;
  /** The navigation links, in order. The site picks the set for each variant. */
  items: readonly SiteNavItem[];
  /** The path of the current page: the item whose `href` equals it gets `aria-current="page"`. */
  currentHref?: string;
  /** Content at the end of the bar, such as the download button. Shown at every width. */
  action?: ReactNode;
  /** Links shown only in the mobile menu, as a smaller second group under `items` (e.g. blog, status). */
  secondaryItems?: readonly SiteNavItem[];
  /**
   * The mobile menu's call to action, pinned to the bottom of the sheet (e.g. a full-width
   * download button). A function receives `close`, so pressing it can close the menu first.
   */
  menuAction?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * `default`: transparent at the top of the page, opaque once scrolled (for pages that open with
   * a hero). `legal`: always opaque, for text pages whose content starts right under the bar.
   */
  variant?: SiteHeaderVariant;
  /** How far (px) the page scrolls before the header turns opaque. */
  scrollThreshold?: number;
  /** Draw the opaque state whatever the scroll position (for previews and screenshots). */
  forceScrolled?: boolean;
  /** Whether the mobile menu is open (controlled). */
  isMenuOpen?: boolean;
  /** Whether the mobile menu is open at first (uncontrolled). */
  defaultMenuOpen?: boolean;
  /** Called when the mobile menu opens or closes. */
  onMenuOpenChange?: (isOpen: boolean) => void;
  /** Overrides the header's UI strings (defaults: `defaultSiteHeaderLabels`). */
  labels?: Partial<SiteHeaderLabels>;
  /**
   * Called when a nav item is chosen (in the bar or the mobile menu), after the menu closes.
   * Routing itself belongs to react-aria's `RouterProvider` (see the docs); use this for extras
   * such as analytics.
   */
  onNavigate?: (item: SiteNavItem) => void;
}

/**
 * The sticky site header: logo, navigation and an action. It is transparent at the top of the
 * page and turns opaque (panel background, hairline, shadow) once the page scrolls past
 * `scrollThreshold`, reflected as `data-scrolled="true"`. Below the `md` breakpoint (768 px) the
 * navigation collapses into a full-height menu sheet opened by a labelled button: the items, then
 * `secondaryItems`, then `menuAction` pinned to the bottom. It traps focus, keeps the page behind
 * from scrolling, closes on Escape and when an item is chosen, and returns focus to the button.
 *
 * Client-side routing works by wrapping the app in the package's
 * `<RouterProvider navigate={navigate} useHref={useHref}>`; without one the links load pages.
 * The bar is plain HTML elements (the sheet, loaded on demand, is react-aria's), so a first load
 * carries no react-aria code for it.
 */
export function SiteHeader({
  logo,
  items,
  currentHref,
  action,
  secondaryItems,
  menuAction,
  variant = 'default',
  scrollThreshold = 50,
  forceScrolled = false,
  isMenuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  labels: labelOverrides,
  onNavigate,
  className,
  ...rest
}: SiteHeaderProps) {
  const labels = { ...defaultSiteHeaderLabels, ...labelOverrides };
  const scrolledPast = useScrolledPast(scrollThreshold, { enabled: !forceScrolled });
  const scrolled = forceScrolled || scrolledPast;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultMenuOpen);
  const menuOpen = isMenuOpen ?? uncontrolledOpen;
  const setMenuOpen = (open: boolean) => {
    if (isMenuOpen === undefined) setUncontrolledOpen(open);
    if (open !== menuOpen) onMenuOpenChange?.(open);
  };

  return (
    <header
      {...rest}
      className={cx(styles.header, className)}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-variant={variant}
    >
      <Container className={styles.bar}>
        <div className={styles.logo}>{logo}</div>
        <nav aria-label={labels.navigation} className={styles.desktopNav}>
          <ul className={styles.navList}>
            {items.map((item) => (
              <li key={item.href}>
                <Anchor
                  href={item.href}
                  aria-current={isCurrentItem(item, currentHref) ? 'page' : undefined}
                  onPress={() => onNavigate?.(item)}
                  className={styles.navLink}
                >
                  {item.label}
                </Anchor>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {action}
          <MobileMenu
            logo={logo}
            items={items}
            secondaryItems={secondaryItems}
            menuAction={menuAction}
            currentHref={currentHref}
            labels={labels}
            isOpen={menuOpen}
            setOpen={setMenuOpen}
            onNavigate={onNavigate}
          />
        </div>
      </Container>
    </header>
  );
}

interface MobileMenuProps extends Pick<
  SiteHeaderProps,
  'logo' | 'items' | 'secondaryItems' | 'menuAction' | 'currentHref' | 'onNavigate'
> {
  labels: SiteHeaderLabels;
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
}

function MobileMenu({
  logo,
  items,
  secondaryItems,
  menuAction,
  currentHref,
  labels,
  isOpen,
  setOpen,
  onNavigate,
}: MobileMenuProps) {
  const latestSetOpen = useRef(setOpen);
  useEffect(() => {
    latestSetOpen.current = setOpen;
  });
  const sheetId = useId();
  // Mounted from the first opening on (and kept, so the sheet can animate out when it closes).
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);

  // Any navigation closes the menu (the logo in the sheet too, not only its items).
  const shownFor = useRef(currentHref);
  useEffect(() => {
    if (shownFor.current === currentHref) return;
    shownFor.current = currentHref;
    latestSetOpen.current(false);
  }, [currentHref]);

  // The menu belongs to narrow screens: close it if the screen grows past the breakpoint
  // (a rotated tablet), where its button disappears.
  useEffect(() => {
    if (!isOpen || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(media.md);
    const closeIfWide = () => {
      if (wide.matches) latestSetOpen.current(false);
    };
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [isOpen]);

  return (
    <div className={styles.menuButtonSlot}>
      <PlainButton
        className={buttonClassName({ variant: 'ghost', isIconOnly: true })}
        aria-label={labels.openMenu}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? sheetId : undefined}
        onPointerEnter={preloadMenuSheet}
        onFocus={preloadMenuSheet}
        onPointerDown={preloadMenuSheet}
        onPress={() => setOpen(!isOpen)}
      >
        <Icon name="menu" size="1.15em" />
      </PlainButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            id={sheetId}
            logo={logo}
            items={items}
            secondaryItems={secondaryItems}
            menuAction={menuAction}
            currentHref={currentHref}
            labels={labels}
            isOpen={isOpen}
            setOpen={setOpen}
            onNavigate={onNavigate}
          />
        </Suspense>
      )}
    </div>
  );
}
