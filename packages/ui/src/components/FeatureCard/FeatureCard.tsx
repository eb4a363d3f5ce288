import {
  isValidElement,
  useMemo,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Icon, type IconName } from '../Icon';
import { keepCompounds } from '../private/keepCompounds';
import { cx } from '../../utils/cx';
import { mergeRefs } from '../../utils/mergeRefs';
import { useRevealOnScroll } from './useRevealOnScroll';
import * as styles from './FeatureCard.css';
import type { HeadingLevel } from '../Typography';
import { iconTileGlyph } from '../private/card.css';

export interface FeatureCardProps extends Omit<ComponentPropsWithRef<'article'>, 'title' | 'children'> {
  /** The feature's name, shown as the card's heading. */
  title: ReactNode;
  /** One or two sentences on what the feature does for the user. */
  description: ReactNode;
  /**
   * A decorative icon above the title: a name from the set, or any element (an app's own icon,
   * about 22 px; give it `aria-hidden`). Not drawn when the card has `media`.
   */
  icon?: IconName | ReactElement;
  /**
   * A small picture of the feature above the title, in place of the icon, e.g. a
   * `FeatureVignette`. Decorative: it is hidden from screen readers, as the text says the same.
   */
  media?: ReactNode;
  /** Heading level of the title, to fit the page outline (default 3, under a section's h2). */
  headingLevel?: HeadingLevel;
  /**
   * Fade the card in the first time it scrolls into view. It stays visible without JavaScript,
   * without IntersectionObserver and with reduced motion.
   */
  revealOnScroll?: boolean;
}

/** A card presenting one feature: icon or media, title and description, in an `<article>`. */
export function FeatureCard({
  title,
  description,
  icon,
  media,
  headingLevel = 3,
  revealOnScroll = false,
  className,
  ref,
  ...rest
}: FeatureCardProps) {
  const { ref: revealRef, state } = useRevealOnScroll<HTMLElement>({ enabled: revealOnScroll });
  const cardRef = useMemo(() => mergeRefs(revealRef, ref), [revealRef, ref]);
  const Title = `h${headingLevel}` as const;
  return (
    <article {...rest} ref={cardRef} data-reveal={state} className={cx(styles.card, className)}>
      {media ? (
        <div aria-hidden="true" className={styles.mediaSlot}>
          {media}
        </div>
      ) : (
        icon && (
          <span className={styles.iconBadge}>
            {isValidElement(icon) ? icon : <Icon name={icon as IconName} size={iconTileGlyph} />}
          </span>
        )
      )}
      <Title className={styles.title}>{keepCompounds(title)}</Title>
      <p className={styles.description}>{description}</p>
    </article>
  );
}
