import { useCallback, useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { PlainButton } from '../../utils/PlainButton';
import { cx } from '../../utils/cx';
import { buttonClassName } from '../Button/buttonLook';
import { MarkedTitle } from '../Brand/MarkedTitle';
import { LightModal } from '../Modal/LightModal';
import {
  markBetaNoticeSeen,
  scheduleBetaNotice,
  type BetaNoticeStorage,
  type BetaNoticeStorageKeys,
} from './betaNotice';
import * as styles from './BetaNoticeModal.css';

/** The UI strings of a BetaNoticeModal. */
export interface BetaNoticeModalLabels {
  /** The button that closes the notice, built from `productName`. */
  start: (productName: string) => string;
  /** The name of the close button in the corner. */
  close: string;
}

export const defaultBetaNoticeModalLabels: BetaNoticeModalLabels = {
  start: (productName) => `Start Using ${productName}`,
  close: 'Close',
};

export interface BetaNoticeModalProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'children' | 'role'
> {
  /** Where "seen" is kept (`hasSeenBetaModal`): the browser's `localStorage` on the site. */
  storage?: BetaNoticeStorage | null;
  /** Another name for the storage key (merged over `defaultBetaNoticeStorageKeys`). */
  storageKeys?: Partial<BetaNoticeStorageKeys>;
  /** How long after the first visit's mount the notice opens, in ms. */
  delay?: number;
  /** The product's name, used in the button label. */
  productName: string;
  /** The notice's title. */
  title: ReactNode;
  /** The product's mark (an SVG the app supplies), shown above the title; decorative. */
  mark?: ReactNode;
  /** The notice's body text. */
  children?: ReactNode;
  /** Leave out the close button in the corner (Escape, outside clicks and the button still close). */
  hideCloseButton?: boolean;
  /** Overrides for the UI strings (merged over `defaultBetaNoticeModalLabels`). */
  labels?: Partial<BetaNoticeModalLabels>;
  /**
   * Called when the notice opens (`true`, after `delay` on a first visit) and when it closes
   * (`false`, by any means; by then "seen" is stored, or kept for this page load if the storage
   * refused).
   */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The public-beta notice: opens `delay` ms after a first visit and never again once closed —
 * by its button, Escape, a click outside or the close button. When the storage throws, it shows
 * at most once per page load. It looks and behaves as the shared `Modal` does (focus trapped,
 * returned on close) with none of react-aria's code, which a first visit would otherwise fetch
 * for it; `ref` and other attributes go to the dialog element.
 */
export function BetaNoticeModal({
  storage,
  storageKeys,
  delay = 1000,
  productName,
  title,
  mark,
  children,
  hideCloseButton = false,
  labels: labelOverrides,
  onOpenChange,
  ...rest
}: BetaNoticeModalProps) {
  const labels = { ...defaultBetaNoticeModalLabels, ...labelOverrides };
  const [isOpen, setIsOpen] = useState(false);
  const seenKey = storageKeys?.seen;

  // The latest callback, so a new function each render does not reschedule the notice.
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  useEffect(
    () =>
      scheduleBetaNotice(
        storage,
        delay,
        () => {
          // An ordinary update (the notice is small): a transition would be held back with any
          // other transition of the page still waiting for its code, and open seconds late on a
          // slow phone.
          setIsOpen(true);
          onOpenChangeRef.current?.(true);
        },
        seenKey === undefined ? undefined : { seen: seenKey },
      ),
    [storage, delay, seenKey],
  );

  const close = useCallback(() => {
    if (!isOpen) return;
    setIsOpen(false);
    markBetaNoticeSeen(storage, seenKey === undefined ? undefined : { seen: seenKey });
    onOpenChangeRef.current?.(false);
  }, [isOpen, storage, seenKey]);

  return (
    <LightModal
      {...rest}
      isOpen={isOpen}
      onClose={close}
      title={<MarkedTitle mark={mark}>{title}</MarkedTitle>}
      size={1}
      closeLabel={hideCloseButton ? undefined : labels.close}
      actions={
        <PlainButton className={cx(buttonClassName(), styles.start)} onPress={close}>
          {labels.start(productName)}
        </PlainButton>
      }
    >
      {children && <div className={styles.body}>{children}</div>}
    </LightModal>
  );
}
