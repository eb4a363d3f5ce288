import { Button as AriaButton, ProgressBar } from 'react-aria-components';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import { clampDownloadProgress, isDownloadBusy, type DownloadStatus } from './downloadMachine';
import * as styles from './DownloadButton.css';

export const downloadButtonVariants = ['hero', 'compact'] as const;
export type DownloadButtonVariant = (typeof downloadButtonVariants)[number];

export interface DownloadButtonProps {
  /** Where the download stands. Drive it with `useDownloadButton` or from your own download code. */
  status?: DownloadStatus;
  /** 0–100 while `downloading` (clamped); `null` or unset shows an indeterminate bar. */
  progress?: number | null;
  /** Why the attempt failed; announced to screen readers in the `failed` state. */
  errorMessage?: string;
  /** Called on press. Never called while busy (preparing, downloading, done, failed). */
  onPress?: () => void;
  /**
   * `hero`: the large call to action; on hover an arrow slides in and the download icon bounces.
   * `compact`: for headers, cards and tables; on hover only the icon bounces. It has no arrow
   * because the arrow's space must be reserved at rest (so hovering never shifts the layout), which
   * would make the compact button about a fifth wider where width is scarce.
   */
  variant?: DownloadButtonVariant;
  /** The label at rest. Defaults to 'Download Now' (hero) or 'Download' (compact). */
  label?: string;
  /** The label while preparing and downloading. */
  busyLabel?: string;
  /** Builds the busy label when the percentage is known; defaults to "{busyLabel} {percent}%". */
  formatProgress?: (percent: number, busyLabel: string) => string;
  /** The label after a successful attempt, until the button resets. */
  doneLabel?: string;
  /** The label after a failed attempt, until the button resets. */
  failedLabel?: string;
  /** Stretch to the width of the container (e.g. on a phone). */
  fullWidth?: boolean;
  /** Extra class on the wrapper around the button and its progress bar, e.g. for margins or grid placement. */
  className?: string;
  /** Points at text that describes the download (e.g. version and size). */
  'aria-describedby'?: string;
}

const defaultLabels: Record<DownloadButtonVariant, string> = {
  hero: 'Download Now',
  compact: 'Download',
};

const defaultFormatProgress = (percent: number, busyLabel: string) => `${busyLabel} ${percent}%`;

/**
 * The download call to action. Controlled: it shows `status` and `progress` and reports presses;
 * `useDownloadButton` runs the state machine for you. While busy the button is disabled for
 * presses (it keeps focus and is announced as disabled) and reads the busy label with the
 * percentage when known. At rest, hovering bounces the download icon and, on the hero variant,
 * shows an arrow (no motion with reduced motion).
 */
export function DownloadButton({
  status = 'idle',
  progress = null,
  errorMessage,
  onPress,
  variant = 'hero',
  label,
  busyLabel = 'Downloading...',
  formatProgress = defaultFormatProgress,
  doneLabel = 'Downloaded',
  failedLabel = 'Download failed',
  fullWidth = false,
  className,
  'aria-describedby': ariaDescribedBy,
}: DownloadButtonProps) {
  const busy = isDownloadBusy(status);
  const atRest = !busy;
  const percent = status === 'downloading' ? clampDownloadProgress(progress) : null;
  const knownPercent = typeof percent === 'number' ? Math.round(percent) : null;

  let text = label ?? defaultLabels[variant];
  if (status === 'preparing' || status === 'downloading') {
    text = knownPercent === null ? busyLabel : formatProgress(knownPercent, busyLabel);
  } else if (status === 'done') {
    text = doneLabel;
  } else if (status === 'failed') {
    text = failedLabel;
  }

  // Announced once per phase (not per percentage; the progress bar carries the value).
  let announcement = '';
  if (status === 'preparing' || status === 'downloading') announcement = busyLabel;
  else if (status === 'done') announcement = doneLabel;
  else if (status === 'failed') announcement = errorMessage ? `${failedLabel}: ${errorMessage}` : failedLabel;

  return (
    <div className={cx(styles.wrapper({ fullWidth }), className)}>
      <AriaButton
        // Busy: announced as disabled but still focusable (a native `disabled` would drop focus),
        // and presses go nowhere.
        onPress={busy ? undefined : onPress}
        aria-disabled={busy || undefined}
        data-busy={busy || undefined}
        data-status={status}
        aria-describedby={ariaDescribedBy}
        className={cx(styles.button({ variant }), variant === 'hero' && styles.heroEnd)}
      >
        <span className={styles.icon}>
          {atRest && (
            <Icon name="download" size="100%" className={styles.bouncingIcon} data-part="download-icon" />
          )}
          {(status === 'preparing' || status === 'downloading') && <span className={styles.spinner} />}
          {status === 'done' && <Icon name="check" size="100%" />}
          {status === 'failed' && <Icon name="alert" size="100%" />}
        </span>
        <span>{text}</span>
        {variant === 'hero' && (
          <Icon name="arrow-right" size="1em" className={styles.arrow} data-part="arrow" />
        )}
      </AriaButton>
      {status === 'downloading' && (
        <ProgressBar
          aria-label={busyLabel}
          value={knownPercent ?? undefined}
          isIndeterminate={knownPercent === null}
          className={styles.progressTrack({ variant })}
        >
          <span
            className={cx(styles.progressFill, knownPercent === null && styles.progressIndeterminate)}
            // The width is data (the current percentage), not a design value.
            style={knownPercent === null ? undefined : { width: `${knownPercent}%` }}
          />
        </ProgressBar>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
