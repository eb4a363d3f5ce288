import type { ReactNode } from 'react';
import { Dialog, Heading, ModalOverlay, Modal as AriaModal } from 'react-aria-components';
import { Button } from '../Button';
import * as styles from './Modal.css';

export const modalSizes = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps {
  /** The dialog's heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Controlled open state. Leave unset inside a `DialogTrigger`, which opens and closes it. */
  isOpen?: boolean;
  /** Called when the modal asks to open or close (Escape, outside click, the close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside closes it. Escape always closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Width: small 400 px, medium 480 px, large 640 px (always within the screen). */
  size?: ModalSize;
  /** Label of the close button in the corner; `null` hides the button. */
  closeLabel?: string | null;
  /** Actions at the bottom, right-aligned (wrap on a phone). */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Use `alertdialog` for an interruption that needs a decision. */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A modal dialog: focus moves into it and is trapped there, Escape closes it, focus returns to
 * the element that opened it, and the page behind is inert. It portals into the ThemeProvider.
 */
export function Modal({
  title,
  description,
  isOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  size = 'medium',
  closeLabel = 'Close',
  footer,
  role = 'dialog',
  children,
}: ModalProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <AriaModal className={styles.modal({ size })}>
        <Dialog className={styles.dialog} role={role}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <div className={styles.titles}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {description && <p className={styles.description}>{description}</p>}
                </div>
                {closeLabel !== null && (
                  <Button
                    variant="ghost"
                    size={1}
                    icon="close"
                    aria-label={closeLabel}
                    onPress={close}
                    className={styles.close}
                  />
                )}
              </div>
              {typeof children === 'function' ? children(close) : children}
              {footer && (
                <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>
              )}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
