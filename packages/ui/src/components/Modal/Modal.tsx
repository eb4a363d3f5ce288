import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { ModalLayer } from '../private/ModalLayer';
import { ModalFrame } from './ModalFrame';
import * as styles from './Modal.css';

export const modalSizes = [1, 2, 3] as const;
export type ModalSize = (typeof modalSizes)[number];

/** The UI strings of a Modal. */
export interface ModalLabels {
  /** The name of the close button in the corner. */
  close: string;
}

export const defaultModalLabels: ModalLabels = { close: 'Close' };

export interface ModalProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children' | 'role'> {
  /** The dialog's heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Controlled open state. Leave unset inside a `DialogTrigger`, which opens and closes it. */
  isOpen?: boolean;
  /** Uncontrolled initial open state (outside a `DialogTrigger`). */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (Escape, outside click, the close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside closes it. Escape always closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Width: 1 = 400 px, 2 = 480 px (default), 3 = 640 px; always within the screen. */
  size?: ModalSize;
  /** Overrides for the UI strings (merged over `defaultModalLabels`). */
  labels?: Partial<ModalLabels>;
  /** Leave out the close button in the corner (give the dialog another way out, e.g. `actions`). */
  hideCloseButton?: boolean;
  /** Actions at the bottom, right-aligned (they wrap on a phone). A function receives `close`. */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /** Use `alertdialog` for an interruption that needs a decision. */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A modal dialog: focus moves into it and is trapped there, Escape closes it, focus returns to
 * the element that opened it, and the page behind is inert. It portals into the ThemeProvider.
 * `ref` and the remaining attributes go to the dialog element.
 */
export function Modal({
  title,
  description,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  size = 2,
  labels,
  hideCloseButton = false,
  actions,
  role = 'dialog',
  className,
  children,
  ...rest
}: ModalProps) {
  const text = { ...defaultModalLabels, ...labels };
  return (
    <ModalLayer
      overlayClassName={styles.overlay}
      modalClassName={styles.modal({ size })}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Dialog {...rest} className={cx(styles.dialog, className)} role={role}>
        {({ close }) => (
          <ModalFrame
            title={
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            }
            description={description}
            closeButton={
              !hideCloseButton && (
                <Button
                  variant="ghost"
                  size={1}
                  icon="close"
                  aria-label={text.close}
                  onPress={close}
                  className={styles.close}
                />
              )
            }
            actions={typeof actions === 'function' ? actions(close) : actions}
          >
            {typeof children === 'function' ? children(close) : children}
          </ModalFrame>
        )}
      </Dialog>
    </ModalLayer>
  );
}
