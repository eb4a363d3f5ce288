import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { markBetaNoticeSeen, scheduleBetaNotice, type BetaNoticeStorage } from './betaNotice';
import * as styles from './BetaNoticeModal.css';

const defaultStartLabel = (name: string) => `Start Using ${name}`;

export interface BetaNoticeModalProps {
  /** Where "seen" is kept (`hasSeenBetaModal`): the browser's `localStorage` on the site. */
  storage?: BetaNoticeStorage | null;
  /** How long after the first visit's mount the notice opens, in ms. */
  delay?: number;
  /** The product's name, used in the button label. */
  productName: string;
  /** The notice's title. */
  title: ReactNode;
  /** The notice's body text. */
  children?: ReactNode;
  /** Builds the button's label from the product name. */
  startLabel?: (productName: string) => string;
  /** Label of the close button in the corner; `null` hides it (Escape and outside clicks still close). */
  closeLabel?: string | null;
  /** Called once the notice closes, by any means. `persisted` is false when the storage refused. */
  onClose?: (persisted: boolean) => void;
}

/**
 * The public-beta notice: opens `delay` ms after a first visit and never again once closed —
 * by its button, Escape, a click outside or the close button. When the storage throws, it shows
 * at most once per page load. It uses the shared `Modal` (focus trapped, returned on close).
 */
export function BetaNoticeModal({
  storage,
  delay = 1000,
  productName,
  title,
  children,
  startLabel = defaultStartLabel,
  closeLabel = 'Close',
  onClose,
}: BetaNoticeModalProps) {
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => scheduleBetaNotice(storage, delay, () => setIsOpen(true)), [storage, delay]);

  const close = useCallback(() => {
    if (!isOpen) return;
    setIsOpen(false);
    onClose?.(markBetaNoticeSeen(storage));
  }, [isOpen, storage, onClose]);

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={title}
      size="small"
      closeLabel={closeLabel}
      footer={
        <Button className={styles.start} onPress={close}>
          {startLabel(productName)}
        </Button>
      }
    >
      {children && <div className={styles.body}>{children}</div>}
    </Modal>
  );
}
