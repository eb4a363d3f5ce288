import { useId, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import type { IconName } from '../Icon';
import { FeatureCard } from '../FeatureCard';
import { Container, Section } from '../Layout';
import { balancedSpans, type BalancedSpan } from '../private/balancedGrid';
import * as styles from './FeatureGrid.css';
import type { HeadingLevel } from '../Typography';

export const featureGridVariants = ['plain', 'subtle'] as const;
export type FeatureGridVariant = (typeof featureGridVariants)[number];

export interface FeatureItem {
  /** A stable key for the list (defaults to the position). */
  id?: string;
  /** The feature's name. */
  title: ReactNode;
  /** What the feature does for the user. */
  description: ReactNode;
  /** A decorative icon: a name from the set, or any element (an app's own icon). */
  icon?: IconName | ReactElement;
  /** A small picture of the feature in place of the icon, e.g. a `FeatureVignette` (decorative). */
  media?: ReactNode;
  /**
   * Spans two of the three columns from `media.lg` (a bento layout). Pair wide and narrow cards so
   * each row of three is full; if a row would not be, the cards fall back to even rows.
   */
  wide?: boolean;
}

export interface FeatureGridProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> {
  /** The section's heading, e.g. the name of the feature list. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** A small line above the title. */
  eyebrow?: ReactNode;
  /** Heading level of the title (default 2); each card's title is one level deeper. */
  headingLevel?: HeadingLevel;
  /**
   * The features, one card each: 1 column on phones, 2 from `media.md`, 3 from `media.lg`, with
   * no card ever alone on a row (a count that does not divide evenly ends in rows of two or three).
   */
  items: readonly FeatureItem[];
  /**
   * Fade each card in the first time it scrolls into view (default on). Cards are always visible
   * without JavaScript, without IntersectionObserver and with reduced motion.
   */
  revealOnScroll?: boolean;
  /** Background band of the section: `plain` or `subtle` (a light grey band). */
  variant?: FeatureGridVariant;
}

/**
 * A page section listing features as cards in a responsive grid. It is a `<section>` named by its
 * title; `ref` and HTML attributes reach it.
 */
export function FeatureGrid({
  title,
  description,
  eyebrow,
  headingLevel = 2,
  items,
  revealOnScroll = true,
  variant = 'plain',
  className,
  ...rest
}: FeatureGridProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const itemLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const spans = gridSpans(items);
  return (
    <Section aria-labelledby={titleId} {...rest} variant={variant} className={className}>
      <Container>
        <header className={styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Title id={titleId} className={styles.title}>
            {title}
          </Title>
          {description && <p className={styles.description}>{description}</p>}
        </header>
        <ul className={styles.grid}>
          {items.map((item, index) => (
            <li
              key={item.id ?? index}
              className={styles.item}
              data-span-md={spans[index]!.md}
              data-span-lg={spans[index]!.lg}
            >
              <FeatureCard
                className={styles.card}
                title={item.title}
                description={item.description}
                icon={item.icon}
                media={item.media}
                headingLevel={itemLevel}
                revealOnScroll={revealOnScroll}
              />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

/**
 * Each card's share of the six tracks (private/balancedGrid): even rows with no card alone, or at
 * `lg` the bento the items ask for (a wide card spans four tracks), kept only if it fills every row
 * with two or three cards in order.
 */
function gridSpans(items: readonly FeatureItem[]): BalancedSpan[] {
  const balanced = balancedSpans(items.length);
  if (!items.some((item) => item.wide)) return balanced;
  let row = 0;
  for (const item of items) {
    row += item.wide ? 4 : 2;
    if (row > 6) return balanced;
    if (row === 6) row = 0;
  }
  if (row !== 0) return balanced;
  return balanced.map((span, index) => ({ ...span, lg: items[index]!.wide ? 4 : 2 }));
}
