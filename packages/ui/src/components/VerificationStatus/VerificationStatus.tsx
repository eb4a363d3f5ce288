import { Fragment, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { proseTitle, text } from '../../theme/typography.css';
import { cx } from '../../utils/cx';
import { Icon, type IconName } from '../Icon';
import * as styles from './VerificationStatus.css';

export const verificationStates = ['idle', 'ready', 'verifying', 'verified', 'complete', 'error'] as const;
export type VerificationState = (typeof verificationStates)[number];

export interface VerificationStatusProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /**
   * `idle` (a neutral note: nothing to verify, e.g. the page opened without a link — no alarm),
   * `ready` (an envelope: the visitor's action is awaited, e.g. a press that confirms a link),
   * `verifying` (a spinner), `verified` and `complete` (a green check), `error` (a red warning).
   */
  status: VerificationState;
  /** The heading, e.g. 'Verifying your email…' or 'Verification Failed'. */
  title: string;
  /** The line under the heading, e.g. the error message or 'Taking you home…'. */
  description?: ReactNode;
  /** The heading's level: 1 (default) when the status is the page, as on a callback page. */
  headingLevel?: 1 | 2 | 3;
  /** Under the text: actions or more content (a DownloadProgress, buttons). */
  children?: ReactNode;
  /**
   * A drawing in place of the state's icon, e.g. the app's mark as its motif for a calm note
   * (nothing to verify). It takes the icon's box, so a change of state moves nothing; decorative.
   */
  illustration?: ReactNode;
}

const stateIcons = {
  idle: 'info',
  ready: 'mail',
  verified: 'check',
  complete: 'check',
  error: 'alert',
} as const satisfies Record<Exclude<VerificationState, 'verifying'>, IconName>;

/**
 * The body of a page of its own that follows a verification link: a calm, centred card with an
 * icon for the state (a spinner while verifying, still under reduced motion; a check when
 * verified or complete; a warning on error; an info mark, in grey, when there is nothing to verify), the heading, a description and whatever the page
 * adds under them (remounted when the status changes). The heading and description sit in a
 * polite status region, so each change is announced. The heading has `tabIndex={-1}` so the app can move focus to it after navigating;
 * the component never moves focus itself. `ref` and the remaining attributes go to the
 * `<section>`, named by the heading.
 */
export function VerificationStatus({
  status,
  title,
  description,
  headingLevel = 1,
  children,
  illustration,
  className,
  ...rest
}: VerificationStatusProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...rest}
      aria-labelledby={rest['aria-label'] ? undefined : (rest['aria-labelledby'] ?? headingId)}
      data-status={status}
      className={cx(styles.root, className)}
    >
      <div className={styles.card({ status })}>
        {illustration ? (
          <span className={styles.illustration} aria-hidden="true" data-part="illustration">
            {illustration}
          </span>
        ) : (
          <span className={styles.icon({ status })} aria-hidden="true" data-part="icon">
            {status === 'verifying' ? (
              <span className={styles.spinner} data-part="spinner" />
            ) : (
              <Icon name={stateIcons[status]} size={28} className={styles.glyph} />
            )}
          </span>
        )}
        <div role="status" className={styles.text}>
          {/* The words are keyed, the boxes are not: centred lines that are new
              text (not the old text changed) do not count as moving, and focus on the heading stays. */}
          <Heading id={headingId} tabIndex={-1} className={cx(proseTitle, styles.title)}>
            <Fragment key={title}>{title}</Fragment>
          </Heading>
          {description && (
            <p className={cx(text[3], styles.description)}>
              <Fragment key={`${status}:${title}`}>{description}</Fragment>
            </p>
          )}
        </div>
        {/* Keyed by the state: each state's content arrives as new content rather than the last
            state's box moving, which would count as a layout shift. */}
        {children && (
          <div key={status} className={styles.content}>
            {children}
          </div>
        )}
      </div>
    </section>
  );
}
