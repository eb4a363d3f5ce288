/*
 * A modal dialog with no react-aria code behind it, for a notice a page shows by itself on its
 * first load (the beta notice): Modal's look and behaviour — focus moved in, kept in and given
 * back, Escape and a press outside close it, the page behind hidden from assistive technology and
 * held still, the same entrance and exit — in a fraction of the code a first visit has to fetch.
 * Package-internal; a dialog opened by the visitor uses Modal.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useUNSAFE_PortalContext } from 'react-aria';
import { usePortalReady } from '../../theme/ThemeProvider';
import { cx } from '../../utils/cx';
import { PlainButton } from '../../utils/PlainButton';
import { buttonClassName } from '../Button/buttonLook';
import { Icon } from '../Icon';
import { afterAnimations, hideOutside, holdPageStill } from '../private/modalPage';
import { markModalOpen } from '../private/openModals';
import { ModalFrame } from './ModalFrame';
import type { ModalSize } from './Modal';
import * as styles from './Modal.css';

export interface LightModalProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> {
  isOpen: boolean;
  /** Called when the visitor closes it: the close button, Escape or a press outside. */
  onClose: () => void;
  title: ReactNode;
  size?: ModalSize;
  /** The close button's name; without it there is no close button in the corner. */
  closeLabel?: string;
  actions?: ReactNode;
  children?: ReactNode;
}

const focusable =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open, then still on screen while its exit animation plays. */
export function LightModal(props: LightModalProps) {
  const [isMounted, setMounted] = useState(props.isOpen);
  if (props.isOpen && !isMounted) setMounted(true);
  const isExiting = isMounted && !props.isOpen;
  const overlayRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!isExiting) return;
    return afterAnimations(overlayRef.current, () => setMounted(false));
  }, [isExiting]);

  const { getContainer } = useUNSAFE_PortalContext();
  // Open from the first render, it waits for the theme's element to portal into.
  const isPortalReady = usePortalReady();
  if (!isMounted || !isPortalReady || typeof document === 'undefined') return null;
  return createPortal(
    <LightModalBox {...props} isExiting={isExiting} overlayRef={overlayRef} />,
    getContainer?.() ?? document.body,
  );
}

function LightModalBox({
  onClose,
  title,
  size = 2,
  closeLabel,
  actions,
  children,
  className,
  isExiting,
  overlayRef,
  ref,
  ...rest
}: LightModalProps & { isExiting: boolean; overlayRef: React.RefObject<HTMLDivElement | null> }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLElement | null>(null);
  const [isEntering, setEntering] = useState(true);
  useLayoutEffect(() => afterAnimations(overlayRef.current, () => setEntering(false)), [overlayRef]);

  // The latest close, so a new function each render does not re-run the effect below.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || isExiting) return;
    const document = dialog.ownerDocument;
    const openedFrom = document.activeElement as HTMLElement | null;
    dialog.focus();
    const showPage = hideOutside(dialog);
    const releasePage = holdPageStill(document);
    const uncount = markModalOpen();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      // Tab and Shift+Tab go round the dialog's controls.
      const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)];
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) return event.preventDefault();
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that leaves by other means (a screen reader's cursor, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!dialog.contains(event.target as Node)) dialog.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      showPage();
      releasePage();
      uncount();
      if (openedFrom?.isConnected) openedFrom.focus({ preventScroll: true });
    };
  }, [isExiting]);

  return (
    <div
      ref={overlayRef}
      className={styles.overlay}
      data-entering={isEntering || undefined}
      data-exiting={isExiting || undefined}
      // A press on the backdrop (not inside the dialog) closes it, as Modal's does.
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div
        className={styles.modal({ size })}
        data-entering={isEntering || undefined}
        data-exiting={isExiting || undefined}
      >
        <section
          {...rest}
          ref={(element) => {
            dialogRef.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={cx(styles.dialog, className)}
        >
          <ModalFrame
            title={
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            }
            closeButton={
              closeLabel !== undefined && (
                <PlainButton
                  aria-label={closeLabel}
                  onPress={() => close.current()}
                  className={cx(
                    buttonClassName({ variant: 'ghost', size: 1, isIconOnly: true }),
                    styles.close,
                  )}
                >
                  <Icon name="close" size="1.15em" />
                </PlainButton>
              )
            }
            actions={actions}
          >
            {children}
          </ModalFrame>
        </section>
      </div>
    </div>
  );
}
