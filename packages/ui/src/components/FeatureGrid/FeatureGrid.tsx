import { useId, type HTMLAttributes, type ReactNode } from 'react';
import type { IconName } from '../Icon';
import { FeatureCard } from '../FeatureCard';
import { Container, Section } from '../Layout';
import * as styles from './FeatureGrid.css';

export interface FeatureItem {
  /** A stable key for the list (defaults to the position). */
  id?: string;
  /** The feature's name. */
  title: ReactNode;
  /** What the feature does for the user. */
  description: ReactNode;
  /** A decorative icon from the set. */
  icon: IconName;
}

export interface FeatureGridProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section heading (an h2), e.g. the name of the feature list. */
  heading: ReactNode;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** The features, one card each: 1 column on phones, 2 from `media.md`, 3 from `media.lg`. */
  features: readonly FeatureItem[];
  /**
   * Fade each card in the first time it scrolls into view (default on). Cards are always visible
   * without JavaScript, without IntersectionObserver and with reduced motion.
   */
  revealOnScroll?: boolean;
  /** Background band of the section. */
  tone?: 'plain' | 'subtle';
  /** Extra class names for the `<section>`, e.g. for spacing in the page layout. */
  className?: string;
}

/** A page section listing features as cards in a responsive grid. */
export function FeatureGrid({
  heading,
  subtitle,
  features,
  revealOnScroll = true,
  tone = 'plain',
  className,
  ...rest
}: FeatureGridProps) {
  const headingId = useId();
  return (
    <Section {...rest} tone={tone} aria-labelledby={headingId} className={className}>
      <Container>
        <header className={styles.header}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        <ul className={styles.grid}>
          {features.map((feature, index) => (
            <li key={feature.id ?? index} className={styles.item}>
              <FeatureCard
                title={feature.title}
                description={feature.description}
                icon={feature.icon}
                revealOnScroll={revealOnScroll}
              />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
