import {
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { heading } from '../../theme/typography.css';
import { cx } from '../../utils/cx';
import { useClipboardCopy } from '../../utils/useClipboardCopy';
import { Button } from '../Button';
import { Icon, type IconProp } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as messageStyles from '../AuthModal/statusMessage.css';
import * as styles from './HandoffNotice.css';

/** Every visible text of a HandoffNotice. Defaults are generic English. */
export interface HandoffNoticeLabels {
  /** The heading (left out with `hideHeader`). */
  title: string;
  /** The line under the heading (left out with `hideHeader`). */
  description: ReactNode;
  /** The copy icon button's name (and tooltip). */
  copy: string;
  /** The copy button's name for 2 s after a copy; also announced. */
  copied: string;
  /** Shown (and announced) when the browser refuses the clipboard; the address is then selected. */
  copyFailed: string;
  /** The share icon button's name (shown only where the browser can share). */
  share: string;
}

export const defaultHandoffNoticeLabels: HandoffNoticeLabels = {
  title: 'Continue on Another Device',
  description: 'Open this link on the device you want to use.',
  copy: 'Copy Link',
  copied: 'Copied',
  copyFailed: 'Copying isn’t allowed here. The link is selected: copy it from there.',
  share: 'Share',
};

export const handoffNoticeAlignments = ['center', 'start'] as const;
export type HandoffNoticeAlignment = (typeof handoffNoticeAlignments)[number];

export interface HandoffNoticeProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> {
  /** The address to open on the other device: shown, copied and shared as it is. */
  url: string;
  /**
   * Above the heading: an icon from the set (in a round badge; 'laptop' by default), your own
   * illustration element (shown as it is, hidden from screen readers), or `null` for none.
   */
  illustration?: IconProp | null;
  /** The heading's level. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Leave out the illustration, heading and description when the container already shows them:
   * a Modal's `title` and `description`, or a VerificationStatus around it.
   */
  hideHeader?: boolean;
  /** `center` (default) for a page or a centred card; `start` inside a Modal. */
  align?: HandoffNoticeAlignment;
  /** More actions after Copy and Share, e.g. a sign-up button. */
  children?: ReactNode;
  /** Overrides for the UI strings (merged over `defaultHandoffNoticeLabels`). */
  labels?: Partial<HandoffNoticeLabels>;
}

/**
 * For a device the product does not run on: says where to continue and shows the address to
 * open there, in a monospace pill, with Copy Link (the button reads 'Copied' for 2 s and says so
 * to screen readers; if the browser refuses, a message explains and the address is selected for
 * copying by hand) and Share where the browser can share (detected after mounting, so the
 * server-rendered HTML is the same everywhere), plus any actions of your own. Works alone on a
 * page, inside a VerificationStatus, or in a Modal (with `hideHeader`). `ref` and the remaining
 * attributes go to the `<section>`, named by its heading.
 */
export function HandoffNotice({
  url,
  illustration = 'laptop',
  headingLevel = 2,
  hideHeader = false,
  align = 'center',
  labels: labelOverrides,
  className,
  children,
  ...rest
}: HandoffNoticeProps) {
  const labels = { ...defaultHandoffNoticeLabels, ...labelOverrides };
  const headingId = useId();
  const address = useRef<HTMLElement>(null);
  const clipboard = useClipboardCopy();
  const [canShare, setCanShare] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const isCopied = clipboard.recentlyCopied !== null;

  // Only in the browser, after hydration: the server knows nothing of sharing.
  useEffect(() => {
    const share = (navigator as Partial<Navigator>).share;
    const canShareUrl = (navigator as Partial<Navigator>).canShare;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser feature, known only after hydration
    setCanShare(
      typeof share === 'function' && (typeof canShareUrl !== 'function' || navigator.canShare({ url })),
    );
  }, [url]);

  async function copy() {
    const ok = await clipboard.copy(url);
    // Refused: select the address, so the system's own copy (menu, shortcut) takes it.
    if (!ok && address.current) window.getSelection()?.selectAllChildren(address.current);
  }

  async function share() {
    try {
      await navigator.share({ url });
    } catch {
      // Cancelled, or refused: nothing to say; Copy Link is beside it.
    }
  }

  return (
    <section
      {...rest}
      aria-labelledby={hideHeader || rest['aria-label'] ? rest['aria-labelledby'] : headingId}
      data-align={align}
      className={cx(styles.root, className)}
    >
      {!hideHeader && (
        <>
          {illustration !== null &&
            (isValidElement(illustration) ? (
              <span className={styles.illustration} aria-hidden="true">
                {illustration}
              </span>
            ) : (
              <span className={styles.badge} aria-hidden="true">
                <Icon name={illustration} size={28} />
              </span>
            ))}
          <div className={styles.text}>
            <Heading id={headingId} className={cx(heading[5], styles.title)}>
              {labels.title}
            </Heading>
            <p className={styles.description}>{labels.description}</p>
          </div>
        </>
      )}

      {/* The address as a field with its actions inside, at its end: Copy Link (and Share where the
          browser can) are icon buttons named by their labels; the name reads 'Copied' for 2 s. */}
      <div className={styles.addressRow}>
        <code ref={address} className={styles.address} translate="no">
          {url}
        </code>
        <Button
          variant="ghost"
          size={1}
          icon={isCopied ? 'check' : 'copy'}
          aria-label={isCopied ? labels.copied : labels.copy}
          onPress={copy}
          data-copied={isCopied || undefined}
          className={styles.fieldButton}
        />
        {canShare && (
          <Button
            variant="ghost"
            size={1}
            icon="share"
            aria-label={labels.share}
            onPress={share}
            className={styles.fieldButton}
          />
        )}
      </div>

      {children && <div className={styles.actions}>{children}</div>}

      {/* Always in the page, so what appears in them is announced. */}
      <VisuallyHidden role="status">
        {clipboard.outcome === 'copied' && <span key={clipboard.attempt}>{labels.copied}</span>}
      </VisuallyHidden>
      <div role="alert" className={cx(messageStyles.errorMessage, styles.alert)}>
        {clipboard.outcome === 'failed' && (
          <>
            <Icon name="alert" className={messageStyles.messageIcon} />
            <span key={clipboard.attempt}>{labels.copyFailed}</span>
          </>
        )}
      </div>
    </section>
  );
}
