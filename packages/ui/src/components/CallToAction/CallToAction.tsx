import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Container } from '../Layout';
import { cx } from '../../utils/cx';
import * as styles from './CallToAction.css';
import type { HeadingLevel } from '../Typography';

export interface CallToActionProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> {
  /** The band's heading. */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /**
   * The actions, main one first: e.g. a solid download button and a `surface` link to pricing
   * (a `soft` one reads as disabled on the tinted band). Pass several in a fragment. Side by side
   * from `media.sm`, stacked full-width on a phone.
   */
  actions?: ReactNode;
  /** Heading level of the title, to fit the page outline (default 2). */
  headingLevel?: HeadingLevel;
  /**
   * `center` (default) or `start`: on a page whose section heads are left-aligned (a feature
   * page), the band's head starts at the same edge, on the page's full width.
   */
  align?: 'center' | 'start';
  /**
   * A large decorative drawing behind the band, e.g. the product's mark drawn in outline (a square
   * SVG in `currentColor`, which the band sets to a faint accent). Centred at the bottom, its
   * lowest eighth cut off by the band's edge, with room kept for it under the actions (the band is
   * taller by a fixed amount, so nothing moves when it paints). Hidden from assistive technology.
   */
  backdrop?: ReactNode;
}

/**
 * A full-width band that closes a page with a title, a line of text and its actions. It is a
 * `<section>` named by its title; `ref` and HTML attributes reach it.
 */
export function CallToAction({
  title,
  description,
  actions,
  headingLevel = 2,
  align = 'center',
  backdrop,
  className,
  ...rest
}: CallToActionProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={titleId}
      {...rest}
      className={cx(styles.band, backdrop != null && styles.withBackdrop, className)}
      data-align={align}
    >
      {backdrop != null && (
        <div className={styles.backdrop} aria-hidden="true">
          {backdrop}
        </div>
      )}
      <Container size={align === 'start' ? undefined : 3} className={styles.inner}>
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
        {description && <p className={styles.description}>{description}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </Container>
    </section>
  );
}
