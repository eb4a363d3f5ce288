import type { CSSProperties } from 'react';
import { PlainButton, type PlainButtonProps } from '../../utils/PlainButton';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import { clampDownloadProgress, isDownloadBusy, type DownloadStatus } from './downloadStatus';
import * as styles from './DownloadButton.css';

export const downloadButtonVariants = ['hero', 'compact'] as const;
export type DownloadButtonVariant = (typeof downloadButtonVariants)[number];
export type DownloadButtonTone = 'primary' | 'secondary';

/** The UI strings of a DownloadButton; the ones that depend on values are functions. */
export interface DownloadButtonLabels {
  /** The label at rest: one text, or one per variant. */
  idle: string | ((variant: DownloadButtonVariant) => string);
  /** The label while preparing and downloading, and the progress bar's name. */
  downloading: string;
  /** The busy label when the percentage is known. */
  progress: (percent: number, downloading: string) => string;
  /** The label after a successful attempt, until the button resets. */
  done: string;
  /** The label after a failed attempt, until the button resets. */
  failed: string;
}

export const defaultDownloadButtonLabels: DownloadButtonLabels = {
  idle: (variant) => (variant === 'hero' ? 'Download Now' : 'Download'),
  downloading: 'Downloading...',
  progress: (percent, downloading) => `${downloading} ${percent}%`,
  done: 'Downloaded',
  failed: 'Download failed',
};

export interface DownloadButtonProps extends Omit<
  PlainButtonProps,
  'children' | 'className' | 'style' | 'disabled' | 'onPress'
> {
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
  /**
   * `primary` (default): the solid accent. `secondary`: outlined, like Button's `surface`, for a
   * download beside a more important one (plan cards around the highlighted plan).
   */
  tone?: DownloadButtonTone;
  /** Stretch to the width of the container (e.g. on a phone). */
  isFullWidth?: boolean;
  /**
   * Show the download icon at rest. Default true. Turn it off when the label names a step rather
   * than a download ('Get Started' on a plan card): only actions that read as a download carry the
   * icon. Busy states still show their spinner, check or alert.
   */
  hasIconAtRest?: boolean;
  /** Overrides for the UI strings (merged over `defaultDownloadButtonLabels`). */
  labels?: Partial<DownloadButtonLabels>;
  /** Extra class names for the `<button>`. */
  className?: string;
  style?: CSSProperties;
}

/**
 * The download call to action. Controlled: it shows `status` and `progress` and reports presses;
 * `useDownloadButton` runs the state machine for you. While busy the button is disabled for
 * presses (it keeps focus and is announced as disabled) and reads the busy label with the
 * percentage when known. At rest, hovering bounces the download icon and, on the hero variant,
 * shows an arrow (no motion with reduced motion). `ref` and other attributes go to the `<button>`;
 * the progress bar and the status message sit beside it in a wrapper. A plain `<button>` (no
 * react-aria code), as it is often on a page's first screen; it carries react-aria's state
 * attributes (`data-hovered`, `data-pressed`, `data-focus-visible`) all the same.
 */
export function DownloadButton({
  status = 'idle',
  progress = null,
  errorMessage,
  onPress,
  variant = 'hero',
  tone = 'primary',
  isFullWidth = false,
  hasIconAtRest = true,
  labels: labelOverrides,
  className,
  ...rest
}: DownloadButtonProps) {
  const labels = { ...defaultDownloadButtonLabels, ...labelOverrides };
  const busy = isDownloadBusy(status);

  const atRest = !busy;
  const percent = status === 'downloading' ? clampDownloadProgress(progress) : null;
  const knownPercent = typeof percent === 'number' ? Math.round(percent) : null;

  let text = typeof labels.idle === 'function' ? labels.idle(variant) : labels.idle;
  if (status === 'preparing' || status === 'downloading') {
    text = knownPercent === null ? labels.downloading : labels.progress(knownPercent, labels.downloading);
  } else if (status === 'done') {
    text = labels.done;
  } else if (status === 'failed') {
    text = labels.failed;
  }

  // Announced once per phase (not per percentage; the progress bar carries the value).
  let announcement = '';
  if (status === 'preparing' || status === 'downloading') announcement = labels.downloading;
  else if (status === 'done') announcement = labels.done;
  else if (status === 'failed')
    announcement = errorMessage ? `${labels.failed}: ${errorMessage}` : labels.failed;

  return (
    <div className={styles.wrapper({ fullWidth: isFullWidth })}>
      <PlainButton
        {...rest}
        // Busy: announced as disabled but still focusable (a native `disabled` would drop focus),
        // and presses go nowhere.
        onPress={busy ? undefined : onPress}
        aria-disabled={busy || undefined}
        data-busy={busy || undefined}
        data-status={status}
        className={cx(styles.button({ variant, tone }), className)}
      >
        {(hasIconAtRest || !atRest) && (
          <span className={cx(styles.icon, variant === 'hero' && styles.heroContent)}>
            {atRest && (
              <Icon name="download" size="100%" className={styles.bouncingIcon} data-part="download-icon" />
            )}
            {/* A spinner only while nothing else shows progress: once the percentage is known, the
              label and the bar tell it, and the icon stays still. */}
            {(status === 'preparing' || (status === 'downloading' && knownPercent === null)) && (
              <span className={styles.spinner} data-part="spinner" />
            )}
            {status === 'downloading' && knownPercent !== null && <Icon name="download" size="100%" />}
            {status === 'done' && <Icon name="check" size="100%" />}
            {status === 'failed' && <Icon name="alert" size="100%" />}
          </span>
        )}
        <span className={variant === 'hero' ? styles.heroContent : undefined}>{text}</span>
        {variant === 'hero' && (
          <Icon name="arrow-right" size="1em" className={styles.arrow} data-part="arrow" />
        )}
      </PlainButton>
      {status === 'downloading' && (
        <div
          role="progressbar"
          aria-label={labels.downloading}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={knownPercent ?? undefined}
          aria-valuetext={knownPercent === null ? undefined : `${knownPercent}%`}
          className={styles.progressTrack({ variant })}
        >
          <span
            className={cx(
              styles.progressFill,
              tone === 'secondary' && styles.progressFillSecondary,
              knownPercent === null && styles.progressIndeterminate,
            )}
            // The width is data (the current percentage), not a design value.
            style={knownPercent === null ? undefined : { width: `${knownPercent}%` }}
          />
        </div>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
