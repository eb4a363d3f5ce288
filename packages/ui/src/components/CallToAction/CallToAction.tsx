import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Container } from '../Layout';
import { cx } from '../../utils/cx';
import * as styles from './CallToAction.css';

export interface CallToActionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The band's heading. */
  heading: ReactNode;
  /** A sentence under the heading. */
  text?: ReactNode;
  /** The main action, e.g. a solid download button. */
  primaryAction?: ReactNode;
  /** A quieter second action, e.g. a soft link to pricing. */
  secondaryAction?: ReactNode;
  /** Heading level, to fit the page outline (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * A full-width band that closes a page with a heading, a line of text and up to two actions
 * (side by side, stacked full-width on a phone).
 */
export function CallToAction({
  heading,
  text,
  primaryAction,
  secondaryAction,
  headingLevel = 2,
  className,
  ...rest
}: CallToActionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} aria-labelledby={headingId} className={cx(styles.band, className)}>
      <Container size={3} className={styles.inner}>
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        {text && <p className={styles.text}>{text}</p>}
        {(primaryAction || secondaryAction) && (
          <div className={styles.actions}>
            {primaryAction}
            {secondaryAction}
          </div>
        )}
      </Container>
    </section>
  );
}
