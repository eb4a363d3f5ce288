import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { useClipboardCopy } from '../../utils/useClipboardCopy';
import { Icon } from '../Icon';
import { CopyFeedback, CopyValue } from '../private/CopyValue';
import * as styles from './DownloadCheck.css';

/** Every text of a DownloadCheck. Defaults are generic English. */
export interface DownloadCheckLabels {
  /** The disclosure's summary (collapsible only). */
  summary: string;
  /** The term before the checksum. */
  checksum: string;
  /** Says what the command is for, before it. */
  commandHint: string;
  /** The line after the command: what the visitor compares. */
  compareHint: string;
  /** The copy buttons' names (visible as `copy`). */
  copyChecksum: string;
  copyCommand: string;
  /** The copy buttons' visible text. */
  copy: string;
  /** A copy button's text for 2 s after a copy; also announced. */
  copied: string;
  /** Shown (and announced) when the browser refuses the clipboard; the text is then selected. */
  copyFailed: string;
  /** The Terminal line that prints the checksum of `~/Downloads/<fileName>`. */
  command: (fileName: string) => string;
}

/** Quotes a file name for the shell when it holds anything but letters, digits, `.`, `_` or `-`. */
export function shellFileName(fileName: string): string {
  return /^[\w.-]+$/.test(fileName) ? fileName : `'${fileName.replace(/'/g, `'\\''`)}'`;
}

export const defaultDownloadCheckLabels: DownloadCheckLabels = {
  summary: 'Verify the Download',
  checksum: 'SHA-256',
  commandHint: 'In Terminal, this prints the checksum of the file you downloaded:',
  compareHint: 'It must match the one above, character for character.',
  copyChecksum: 'Copy Checksum',
  copyCommand: 'Copy Command',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copying isn’t allowed here. The text is selected: copy it from there.',
  command: (fileName) => `shasum -a 256 ~/Downloads/${shellFileName(fileName)}`,
};

export interface DownloadCheckProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The download's SHA-256, 64 hex digits, as published with the build. */
  sha256: string;
  /** The name the file is saved under, e.g. `Clipnest-3.5.0.zip`: the command names it. */
  fileName: string;
  /**
   * `true` (default): a disclosure (a native `<details>`, which opens without JavaScript) whose
   * summary is one small line, for a hero or a card. `false`: the panel alone, e.g. a guide's step.
   */
  collapsible?: boolean;
  /** Open at first (collapsible only). */
  defaultOpen?: boolean;
  /** Overrides for the texts (merged over `defaultDownloadCheckLabels`). */
  labels?: Partial<DownloadCheckLabels>;
}

/**
 * How to check a downloaded file: its SHA-256 and the one-line Terminal command that prints the
 * checksum of the copy in Downloads, each with a Copy button (it reads 'Copied' for 2 s and says
 * so to screen readers; if the browser refuses, a message says so and the text is selected for
 * copying by hand). Collapsible by default. `ref` and the remaining attributes reach the root.
 */
export function DownloadCheck({
  sha256,
  fileName,
  collapsible = true,
  defaultOpen = false,
  labels: labelOverrides,
  className,
  ...rest
}: DownloadCheckProps) {
  const labels = { ...defaultDownloadCheckLabels, ...labelOverrides };
  const clipboard = useClipboardCopy();
  const ids = { checksum: useId(), command: useId() };
  const command = labels.command(fileName);

  const panel = (
    <div className={styles.panel}>
      <p className={styles.term}>{labels.checksum}</p>
      <CopyValue
        clipboard={clipboard}
        value={sha256}
        id={ids.checksum}
        name={labels.copyChecksum}
        labels={labels}
      />
      <p className={styles.hint}>{labels.commandHint}</p>
      <CopyValue
        clipboard={clipboard}
        value={command}
        id={ids.command}
        name={labels.copyCommand}
        labels={labels}
      />
      <p className={styles.hint}>{labels.compareHint}</p>
      <CopyFeedback clipboard={clipboard} labels={labels} />
    </div>
  );

  if (!collapsible) {
    return (
      <div {...rest} className={cx(styles.root, className)}>
        {panel}
      </div>
    );
  }
  return (
    <div {...rest} className={cx(styles.root, className)}>
      <details className={styles.details} open={defaultOpen || undefined}>
        <summary className={styles.summary}>
          <Icon name="shield" size={16} className={styles.summaryIcon} />
          {labels.summary}
          <Icon name="chevron-down" size={16} className={styles.chevron} />
        </summary>
        {panel}
      </details>
    </div>
  );
}
