import { cx } from '../../utils/cx';
import { PlainButton } from '../../utils/PlainButton';
import type { ClipboardCopy } from '../../utils/useClipboardCopy';
import { buttonClassName, buttonContent } from '../Button/buttonLook';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as messageStyles from '../AuthModal/statusMessage.css';
import * as styles from './copyValue.css';

/** The texts of a copy button and of what it says after a copy. */
export interface CopyLabels {
  /** The button's visible text. */
  copy: string;
  /** The button's text for 2 s after a copy; also announced. */
  copied: string;
  /** Shown (and announced) when the browser refuses the clipboard; the text is then selected. */
  copyFailed: string;
}

/** Copies `text`; when the browser refuses, selects the element `id` so the system's own copy takes it. */
export async function copyOrSelect(clipboard: ClipboardCopy, text: string, id: string) {
  const ok = await clipboard.copy(text, id);
  const element = document.getElementById(id);
  if (!ok && element) window.getSelection()?.selectAllChildren(element);
}

export interface CopyButtonProps {
  clipboard: ClipboardCopy;
  text: string;
  /** The id of the element showing `text` (selected if copying is refused). */
  targetId: string;
  /** The button's accessible name, e.g. "Copy Checksum"; it starts with the visible `copy` text. */
  name: string;
  labels: CopyLabels;
}

/** A small "Copy" button that reads "Copied" for 2 s, keeping its width. */
export function CopyButton({ clipboard, text, targetId, name, labels }: CopyButtonProps) {
  const isCopied = clipboard.recentlyCopied === targetId;
  return (
    // A plain button (no react-aria code): the hero's download check shows it on a first visit.
    <PlainButton
      onPress={() => copyOrSelect(clipboard, text, targetId)}
      aria-label={isCopied ? labels.copied : name}
      data-copied={isCopied || undefined}
      className={cx(buttonClassName({ variant: 'surface', size: 1 }), styles.copy)}
    >
      {buttonContent(
        isCopied ? 'check' : 'copy',
        'start',
        // Both texts take the same place, so the button keeps its width when it changes.
        <span className={styles.swap}>
          <span aria-hidden={isCopied || undefined}>{labels.copy}</span>
          <span aria-hidden={!isCopied || undefined}>{labels.copied}</span>
        </span>,
      )}
    </PlainButton>
  );
}

export interface CopyValueProps extends Omit<CopyButtonProps, 'text' | 'targetId'> {
  /** The value shown and copied: a checksum, a command. */
  value: string;
  /** The id of the value's `<code>` (unique in the page). */
  id: string;
  /** The row's element: `div`, or `dd` inside a description list. */
  as?: 'div' | 'dd';
  className?: string;
}

/**
 * A value to copy and its Copy button: the one row every copyable value uses (a download's
 * checksum and command, a release's checksum), so they look and behave alike. Put one
 * `CopyFeedback` with the same `clipboard` after the rows.
 */
export function CopyValue({ value, id, as: Row = 'div', className, ...button }: CopyValueProps) {
  return (
    <Row className={cx(styles.row, className)}>
      <code id={id} className={styles.code} translate="no">
        {value}
      </code>
      <CopyButton {...button} text={value} targetId={id} />
    </Row>
  );
}

/** What a copy says: "Copied" to screen readers, or a visible message when the browser refused. */
export function CopyFeedback({ clipboard, labels }: { clipboard: ClipboardCopy; labels: CopyLabels }) {
  return (
    <>
      {/* Always in the page, so what appears in them is announced. */}
      <VisuallyHidden role="status">
        {clipboard.outcome === 'copied' && <span key={clipboard.attempt}>{labels.copied}</span>}
      </VisuallyHidden>
      <div role="alert" className={messageStyles.errorMessage}>
        {clipboard.outcome === 'failed' && (
          <>
            <Icon name="alert" className={messageStyles.messageIcon} />
            <span key={clipboard.attempt}>{labels.copyFailed}</span>
          </>
        )}
      </div>
    </>
  );
}
