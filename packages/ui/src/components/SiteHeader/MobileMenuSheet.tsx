import { useMemo, useState } from 'react';
import { Dialog, Heading, Link } from 'react-aria-components';
import { breakpoints } from '../../theme/vars.css';
import { useBottomReservation } from '../../utils/useBottomReservation';
import { Button } from '../Button';
import * as hidden from '../VisuallyHidden/VisuallyHidden.css';
import { Container } from '../Layout';
import { ModalLayer } from '../private/ModalLayer';
import { isCurrentItem } from './isCurrentItem';
import type { SiteHeaderLabels, SiteHeaderProps, SiteNavItem } from './SiteHeader';
import * as styles from './SiteHeader.css';

export interface MobileMenuSheetProps extends Pick<
  SiteHeaderProps,
  'logo' | 'items' | 'secondaryItems' | 'menuAction' | 'currentHref' | 'onNavigate'
> {
  /** The dialog's id, which the menu button's `aria-controls` names while it is open. */
  id: string;
  labels: SiteHeaderLabels;
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
}

/** Where the sheet shows (the header collapses its links below `md`), toasts sit bottom centre. */
const belowMd = `(max-width: ${breakpoints.md - 0.02}px)`;

/**
 * The header's menu sheet below 768 px: a full-height modal dialog with the navigation, a smaller
 * second group of links and the call to action pinned to the bottom. The package's modal layer
 * traps focus, closes on Escape, keeps the page behind from scrolling and returns focus to the
 * menu button. Loaded on demand by `SiteHeader` (internal).
 */
export default function MobileMenuSheet({
  id,
  logo,
  items,
  secondaryItems = [],
  menuAction,
  currentHref,
  labels,
  isOpen,
  setOpen,
  onNavigate,
}: MobileMenuSheetProps) {
  // The pinned call to action holds its room at the bottom of the screen while the sheet is open,
  // so a toast (e.g. the cookie choice just saved) shows above it instead of covering it.
  const [footer, setFooter] = useState<HTMLDivElement | null>(null);
  const footerRef = useMemo(() => ({ current: footer }), [footer]);
  useBottomReservation(footerRef, isOpen && footer !== null, belowMd);

  return (
    <ModalLayer
      isDismissable
      isOpen={isOpen}
      onOpenChange={setOpen}
      overlayClassName={styles.sheetOverlay}
      modalClassName={styles.sheet}
    >
      <Dialog id={id} className={styles.sheetDialog}>
        {({ close }) => {
          const links = (list: readonly SiteNavItem[], linkClass: string) =>
            list.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={isCurrentItem(item, currentHref) ? 'page' : undefined}
                  onPress={() => {
                    close();
                    onNavigate?.(item);
                  }}
                  className={linkClass}
                >
                  {item.label}
                </Link>
              </li>
            ));
          return (
            <>
              <Container className={styles.bar}>
                {/* The sheet covers the header: it shows the logo where the header had it, and
                      names itself for screen readers only. */}
                <div className={styles.logo}>{logo}</div>
                <Heading slot="title" className={hidden.root}>
                  {labels.menu}
                </Heading>
                <div className={styles.actions}>
                  <Button variant="ghost" icon="close" aria-label={labels.closeMenu} onPress={close} />
                </div>
              </Container>
              {/* The links scroll on a short screen; the call to action stays in view below them. */}
              <Container className={styles.sheetBody}>
                <nav aria-label={labels.navigation}>
                  <ul className={styles.sheetNavList}>{links(items, styles.sheetLink)}</ul>
                </nav>
                {secondaryItems.length > 0 && (
                  <nav aria-label={labels.secondaryNavigation} className={styles.sheetSecondary}>
                    <ul className={styles.sheetSecondaryList}>
                      {links(secondaryItems, styles.sheetSecondaryLink)}
                    </ul>
                  </nav>
                )}
              </Container>
              {menuAction != null && (
                <div ref={setFooter} className={styles.sheetFooter}>
                  <Container>{typeof menuAction === 'function' ? menuAction(close) : menuAction}</Container>
                </div>
              )}
            </>
          );
        }}
      </Dialog>
    </ModalLayer>
  );
}
