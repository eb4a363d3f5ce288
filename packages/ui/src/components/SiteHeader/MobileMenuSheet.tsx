import { Dialog, Heading, Link, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import * as hidden from '../VisuallyHidden/VisuallyHidden.css';
import { Container } from '../Layout';
import { isCurrentItem } from './isCurrentItem';
import type { SiteHeaderLabels, SiteHeaderProps } from './SiteHeader';
import * as styles from './SiteHeader.css';

export interface MobileMenuSheetProps extends Pick<
  SiteHeaderProps,
  'logo' | 'items' | 'currentHref' | 'onNavigate'
> {
  /** The dialog's id, which the menu button's `aria-controls` names while it is open. */
  id: string;
  labels: SiteHeaderLabels;
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
}

/**
 * The header's menu sheet below 768 px: a modal dialog with the navigation that traps focus, closes
 * on Escape, on a click outside and when an item is chosen, and returns focus to the menu button.
 * Loaded on demand by `SiteHeader` (internal).
 */
export default function MobileMenuSheet({
  id,
  logo,
  items,
  currentHref,
  labels,
  isOpen,
  setOpen,
  onNavigate,
}: MobileMenuSheetProps) {
  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={setOpen} className={styles.sheetOverlay}>
      <Modal className={styles.sheet}>
        <Dialog id={id} className={styles.sheetDialog}>
          {({ close }) => (
            <Container>
              <div className={styles.bar}>
                {/* The sheet covers the header: it shows the logo where the header had it, and
                    names itself for screen readers only. */}
                <div className={styles.logo}>{logo}</div>
                <Heading slot="title" className={hidden.root}>
                  {labels.menu}
                </Heading>
                <div className={styles.actions}>
                  <Button variant="ghost" icon="close" aria-label={labels.closeMenu} onPress={close} />
                </div>
              </div>
              <nav aria-label={labels.navigation}>
                <ul className={styles.sheetNavList}>
                  {items.map((item) => (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        aria-current={isCurrentItem(item, currentHref) ? 'page' : undefined}
                        onPress={() => {
                          close();
                          onNavigate?.(item);
                        }}
                        className={styles.sheetLink}
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </Container>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
