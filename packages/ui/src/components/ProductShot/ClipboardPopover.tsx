import { cx } from '../../utils/cx';
import { ClipPanel, type ClipPanelProps } from './ClipPanel';
import * as styles from './MacScene.css';

export interface ClipboardPopoverProps extends ClipPanelProps {
  /** What screen readers hear instead of the drawing (a sentence summing it up). */
  label: string;
}

/**
 * The Clipnest panel alone, as one picture (`role="img"` named by `label`, nothing focusable), e.g.
 * as a small scene in a tab. The whole Mac around it is `MacScene`.
 */
export function ClipboardPopover({ label, className, ...panel }: ClipboardPopoverProps) {
  return (
    <figure role="img" aria-label={label} className={cx(styles.figure, className)}>
      <ClipPanel {...panel} />
    </figure>
  );
}
