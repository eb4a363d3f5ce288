import type { HTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import { useRevealOnScroll } from './useRevealOnScroll';
import * as styles from './FeatureCard.css';

export interface FeatureCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The feature's name, shown as the card's heading. */
  title: ReactNode;
  /** One or two sentences on what the feature does for the user. */
  description: ReactNode;
  /** A decorative icon from the set, shown above the title. */
  icon: IconName;
  /** Heading level of the title, to fit the page outline (default 3, under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Fade the card in the first time it scrolls into view. It stays visible without JavaScript,
   * without IntersectionObserver and with reduced motion.
   */
  revealOnScroll?: boolean;
  /** Extra class names for the card's `<article>`, e.g. to size it in a custom layout. */
  className?: string;
}

/** A card presenting one feature: icon, title and description. */
export function FeatureCard({
  title,
  description,
  icon,
  headingLevel = 3,
  revealOnScroll = false,
  className,
  ...rest
}: FeatureCardProps) {
  const { ref, state } = useRevealOnScroll<HTMLElement>({ enabled: revealOnScroll });
  const Title = `h${headingLevel}` as const;
  return (
    <article {...rest} ref={ref} data-reveal={state} className={cx(styles.card, className)}>
      <span className={styles.iconBadge}>
        <Icon name={icon} size={22} />
      </span>
      <Title className={styles.title}>{title}</Title>
      <p className={styles.description}>{description}</p>
    </article>
  );
}
