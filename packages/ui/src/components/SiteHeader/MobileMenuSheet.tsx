import { Dialog, Heading, Link, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import { Container } from '../Layout';
import { isCurrentItem } from './isCurrentItem';
import type { SiteHeaderLabels, SiteHeaderProps } from './SiteHeader';
import * as styles from './SiteHeader.css';

export interface MobileMenuSheetProps extends Pick<SiteHeaderProps, 'items' | 'currentHref' | 'onNavigate'> {
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
                <Heading slot="title" className={styles.sheetTitle}>
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
