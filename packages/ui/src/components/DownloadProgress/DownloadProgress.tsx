import {
  useEffect,
  useLayoutEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { breakpoints } from '../../theme/vars.css';
import { bottomOffsetProperty } from '../../utils/bottomOffset';
import { cx } from '../../utils/cx';
import { mergeRefs } from '../../utils/mergeRefs';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatBytes } from './formatBytes';
import { useBottomReservation } from '../../utils/useBottomReservation';
import * as styles from './DownloadProgress.css';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export const downloadProgressStatuses = ['downloading', 'done', 'failed', 'cancelled'] as const;
export type DownloadProgressStatus = (typeof downloadProgressStatuses)[number];
export const downloadProgressVariants = ['floating', 'inline'] as const;
export type DownloadProgressVariant = (typeof downloadProgressVariants)[number];

/** The UI strings of a DownloadProgress; the ones that depend on values are functions. */
export interface DownloadProgressLabels {
  /** The progress bar's name while downloading. */
  title: (fileName: string) => string;
  /** The progress when the total is known: '45% · 9.0 MB of 20.0 MB'. */
  progress: (percent: number, received: string, total: string) => string;
  /** The progress when the total is unknown: '9.0 MB received'. */
  indeterminate: (received: string) => string;
  /** The button that stops a running download. */
  cancel: string;
  /** The end states' headlines. */
  done: string;
  failed: string;
  cancelled: string;
  /** The name of the close button shown in an end state when `onDismiss` is given. */
  dismiss: string;
}

export const defaultDownloadProgressLabels: DownloadProgressLabels = {
  title: (fileName) => `Downloading ${fileName}`,
  progress: (percent, received, total) => `${percent}% · ${received} of ${total}`,
  indeterminate: (received) => `${received} received`,
  cancel: 'Cancel',
  done: 'Download complete',
  failed: 'Download failed',
  cancelled: 'Download cancelled',
  dismiss: 'Dismiss',
};

export interface DownloadProgressProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> {
  /** The name the file is saved under, e.g. 'Clipnest-3.5.0.zip'. */
  fileName: string;
  /** Bytes read so far. */
  receivedBytes: number;
  /** The file's size in bytes; `null` when unknown (the bar is then indeterminate). */
  totalBytes: number | null;
  status: DownloadProgressStatus;
  /** A line under the bar, e.g. why the download failed. */
  message?: string;
  /** Stops the download. The Cancel button shows only while `downloading` and only with this. */
  onCancel?: () => void;
  /** Closes the notice. A close button shows in the end states (done, failed, cancelled) with this. */
  onDismiss?: () => void;
  /**
   * `floating` (default): fixed to the bottom of the viewport, above the page, clear of the
   * device's safe area and of a cookie banner; full width minus margins on a phone, about 420 px
   * in the bottom-left corner from `sm` up. Below `lg`, where it would meet the toasts, it adds
   * its height to `--cn-bottom-offset` so toasts stack above it. `inline`: a card in the flow.
   */
  variant?: DownloadProgressVariant;
  /** Overrides for the UI strings (merged over `defaultDownloadProgressLabels`). */
  labels?: Partial<DownloadProgressLabels>;
  /** What to do next, shown once the download is complete: e.g. a link to an install guide. */
  nextStep?: ReactNode;
}

/** The percentage read (0–100, rounded down so 100 means every byte), or null when unknown. */
export function downloadPercent(receivedBytes: number, totalBytes: number | null): number | null {
  if (totalBytes === null || !Number.isFinite(totalBytes) || totalBytes <= 0) return null;
  const received = Number.isFinite(receivedBytes) ? Math.max(0, receivedBytes) : 0;
  // received × 100 first: (11.6 MB / 20 MB) × 100 is 57.99… in floating point, 58 this way.
  return Math.min(100, Math.floor((received * 100) / totalBytes));
}

/**
 * What the live region says, and when: once at the start, once per 25 % step (25, 50, 75) and
 * once for the end state. The key changes only at those moments; the text is the one current
 * when the key changed, so a screen reader hears a handful of messages, never every byte.
 */
function milestone(status: DownloadProgressStatus, percent: number | null): string {
  if (status !== 'downloading') return status;
  const step = percent === null ? 0 : Math.min(75, Math.floor(percent / 25) * 25);
  return `downloading-${step}`;
}

/**
 * Holds the text of the latest milestone: `firstText` for the one current at mount, then `text`
 * as of each change. Empty on the first render, so the first one is announced.
 */
function useMilestoneAnnouncement(key: string, text: string, firstText: string): string {
  const [spoken, setSpoken] = useState({ key, text: firstText });
  const [isMounted, setIsMounted] = useState(false);
  if (spoken.key !== key) setSpoken({ key, text });
  useEffect(() => {
    // A live region announces changes, not what it holds when it appears: fill it after mount.
    const frame = requestAnimationFrame(() => setIsMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return isMounted ? spoken.text : '';
}

const statusIcons: Record<DownloadProgressStatus, IconName> = {
  downloading: 'download',
  done: 'check',
  failed: 'alert',
  cancelled: 'close',
};

/** Below `lg`, a floating progress and the toasts would meet at the bottom of the screen. */
const sharesEdgeWithToasts = `(max-width: ${breakpoints.lg - 0.02}px)`;

/**
 * The progress of a running download: the file, a bar with the percentage and sizes (an
 * indeterminate bar when the size is unknown) and a Cancel button, then the end state (complete,
 * failed with its message, cancelled). A polite live region announces the start, each 25 % step
 * and the end, never every byte. If Cancel had focus when the download ends, focus moves to the
 * close button (with `onDismiss`) or to the notice itself. `ref` and the remaining attributes go
 * to the `<section>`, which is named by its headline.
 */
export function DownloadProgress({
  fileName,
  receivedBytes,
  totalBytes,
  status,
  message,
  onCancel,
  onDismiss,
  variant = 'floating',
  labels: labelOverrides,
  nextStep,
  className,
  style,
  ref,
  ...rest
}: DownloadProgressProps) {
  const labels = { ...defaultDownloadProgressLabels, ...labelOverrides };
  const titleId = useId();
  const detailId = useId();
  const ownRef = useRef<HTMLElement>(null);
  const setRef = useMemo(() => mergeRefs(ownRef, ref), [ref]);
  const cancelHadFocus = useRef(false);
  const dismissRef = useRef<HTMLButtonElement>(null);

  const percent = downloadPercent(receivedBytes, totalBytes);
  const received = formatBytes(receivedBytes);
  const total = totalBytes === null ? null : formatBytes(totalBytes);
  const progressText =
    percent === null || total === null
      ? labels.indeterminate(received)
      : labels.progress(percent, received, total);
  const isDownloading = status === 'downloading';

  const headline = isDownloading ? labels.title(fileName) : labels[status];
  let detail = progressText;
  if (status === 'done') detail = `${fileName} · ${total ?? received}`;
  else if (!isDownloading) detail = fileName;

  let spokenText = labels.title(fileName);
  if (isDownloading && (percent ?? 0) >= 25) spokenText = progressText;
  else if (status === 'failed') spokenText = message ? `${labels.failed}: ${message}` : labels.failed;
  else if (!isDownloading) spokenText = labels[status];
  // A notice that appears mid-download (or on a later page) starts with what is downloading.
  const announcement = useMilestoneAnnouncement(
    milestone(status, percent),
    spokenText,
    isDownloading ? labels.title(fileName) : spokenText,
  );

  // Cancel disappears when the download ends: keep focus in the notice rather than on the page.
  useIsomorphicLayoutEffect(() => {
    if (isDownloading || !cancelHadFocus.current) return;
    cancelHadFocus.current = false;
    const active = ownRef.current?.ownerDocument.activeElement;
    if (active && active !== active.ownerDocument.body) return;
    (dismissRef.current ?? ownRef.current)?.focus();
  }, [isDownloading]);

  const below = useBottomReservation(ownRef, variant === 'floating', sharesEdgeWithToasts);
  const placement = below === null ? undefined : ({ [bottomOffsetProperty]: `${below}px` } as CSSProperties);

  // Done fills the bar; failed and cancelled keep it where it stopped.
  const fill = status === 'done' ? 100 : percent;
  const bar = (
    <span className={styles.track}>
      <span
        className={cx(styles.fill, fill === null && styles.indeterminate)}
        data-part="fill"
        // The width is data (how much has arrived), not a design value.
        style={fill === null ? undefined : { width: `${fill}%` }}
      />
    </span>
  );

  return (
    <section
      {...rest}
      ref={setRef}
      aria-labelledby={rest['aria-label'] ? undefined : titleId}
      // Focus lands here when the Cancel button it had goes away.
      tabIndex={-1}
      data-status={status}
      data-variant={variant}
      className={cx(styles.root({ variant, status }), className)}
      // A runtime measurement (the room below it), merged with the caller's style.
      style={placement || style ? { ...style, ...placement } : undefined}
    >
      <span className={styles.badge({ status })} aria-hidden="true">
        <Icon name={statusIcons[status]} size={18} />
      </span>
      <div className={styles.body}>
        {isDownloading ? (
          // A plain progressbar rather than react-aria's: that one formats its value with Intl,
          // and the first Intl object a page makes loads the browser's locale data in one long
          // task (~200 ms on a slow phone), in whatever island loads its module first.
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            // Without a percentage there is no value: the bytes received describe the bar.
            aria-valuetext={percent === null ? undefined : progressText}
            aria-describedby={percent === null ? detailId : undefined}
            aria-labelledby={titleId}
            className={styles.progress}
          >
            <span id={titleId} className={styles.title}>
              {headline}
            </span>
            <span id={detailId} className={styles.detail}>
              {detail}
            </span>
            {bar}
          </div>
        ) : (
          <div className={styles.progress}>
            <span id={titleId} className={styles.title}>
              {headline}
            </span>
            <span className={styles.detail}>{detail}</span>
            {/* The bar's final look; the headline says what happened. */}
            <span aria-hidden="true">{bar}</span>
          </div>
        )}
        {message && <p className={styles.message({ status })}>{message}</p>}
        {status === 'done' && nextStep && <p className={styles.nextStep}>{nextStep}</p>}
      </div>
      {isDownloading && onCancel && (
        <Button
          variant="surface"
          size={1}
          onPress={onCancel}
          onFocusChange={(isFocused) => {
            cancelHadFocus.current = isFocused;
          }}
          className={styles.action}
        >
          {labels.cancel}
        </Button>
      )}
      {!isDownloading && onDismiss && (
        <Button
          ref={dismissRef}
          variant="ghost"
          size={1}
          icon="close"
          aria-label={labels.dismiss}
          onPress={onDismiss}
          className={styles.action}
        />
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </section>
  );
}
