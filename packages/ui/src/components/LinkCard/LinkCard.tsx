import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Icon, renderIcon, type IconProp } from '../Icon';
import type { HeadingLevel } from '../Typography';
import { cx } from '../../utils/cx';
import { tick, tickItem, tickSize } from '../private/listTick.css';
import * as styles from './LinkCard.css';
import { iconTileGlyph } from '../private/card.css';

export interface LinkCardLabels {
  /** The small line at the foot of the card, e.g. 'Learn more'; '' for none. Decorative: the title is the link's name. */
  more: string;
}

export const defaultLinkCardLabels: LinkCardLabels = { more: 'Learn more' };

/**
 * How much of `media` shows: `natural` (its own height), `short` (a 180 px strip, for a row of
 * related links under a page) or `tall` (up to 320 px). Cropped at the bottom, where a card's
 * scene runs off its edge anyway, with a fade into the card.
 */
export const linkCardMediaSizes = ['natural', 'short', 'tall'] as const;
export type LinkCardMediaSize = (typeof linkCardMediaSizes)[number];

/** `stacked` (media above the text) or `banner` (from `media.md`, text beside a wide media). */
export const linkCardLayouts = ['stacked', 'banner'] as const;
export type LinkCardLayout = (typeof linkCardLayouts)[number];

export interface LinkCardProps extends Omit<ComponentPropsWithRef<'article'>, 'title' | 'children'> {
  /** The card's heading, and the name of its link. */
  title: ReactNode;
  /** One or two sentences on what the link leads to. */
  description?: ReactNode;
  /** A short line under the description that screen readers read too, e.g. an email address. */
  meta?: ReactNode;
  /**
   * A short checklist under the description (what the feature gives, in a few words each), for a
   * `banner` card, whose text column has the room; a stacked card in a bento row leaves it out.
   */
  points?: readonly ReactNode[];
  /** Where the card goes. The whole card is the click target; the title is the one link. */
  href: string;
  /** A decorative icon above the title: a name from the set, or any element (give it `aria-hidden`). */
  icon?: IconProp;
  /**
   * A small picture above the title in place of the icon, e.g. a small `FeatureScene`.
   * Decorative: hidden from screen readers, as the card's text says the same.
   */
  media?: ReactNode;
  /** How much of `media` shows (default `natural`). */
  mediaSize?: LinkCardMediaSize;
  /** Media above the text (default) or, as a banner, beside it. */
  layout?: LinkCardLayout;
  /** Heading level of the title (default 3, under a section's h2). */
  headingLevel?: HeadingLevel;
  /** UI strings, merged over `defaultLinkCardLabels`. */
  labels?: Partial<LinkCardLabels>;
}

/**
 * A card that is one link: icon, title, description, an optional meta line and a 'Learn more' line, in an `<article>`.
 * The title is a react-aria `Link` stretched over the card, so the whole card is clickable,
 * screen readers hear one link named by the title, and the app's router handles it. `ref` and
 * HTML attributes reach the `<article>`.
 */
export function LinkCard({
  title,
  description,
  meta,
  points,
  href,
  icon,
  media,
  mediaSize = 'natural',
  layout = 'stacked',
  headingLevel = 3,
  labels: labelsProp,
  className,
  ...rest
}: LinkCardProps) {
  const labels = { ...defaultLinkCardLabels, ...labelsProp };
  const Title = `h${headingLevel}` as const;
  return (
    <article {...rest} className={cx(styles.card, media ? styles.layout[layout] : undefined, className)}>
      {media ? (
        <div className={cx(styles.mediaSlot, styles.mediaSize[mediaSize])} aria-hidden="true">
          {media}
        </div>
      ) : (
        icon !== undefined && (
          <span className={styles.iconBadge} aria-hidden="true">
            {renderIcon(icon, { size: iconTileGlyph })}
          </span>
        )
      )}
      <Title className={styles.title}>
        <Link href={href} className={styles.link}>
          {title}
        </Link>
      </Title>
      {description && <p className={styles.description}>{description}</p>}
      {points && points.length > 0 && (
        <ul className={styles.points}>
          {points.map((point, i) => (
            <li key={i} className={tickItem}>
              <Icon name="check" size={tickSize} className={tick} />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      )}
      {meta && <p className={styles.meta}>{meta}</p>}
      {labels.more && (
        <span className={styles.more} aria-hidden="true">
          {labels.more}
          <Icon name="arrow-right" size="1.1em" className={styles.moreIcon} />
        </span>
      )}
    </article>
  );
}

/** One card of a LinkCardGrid. */
export interface LinkCardItem {
  /** A stable key for the list (defaults to `href`). */
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  meta?: ReactNode;
  /** See `LinkCardProps.points`: shown on the `banner` card only. */
  points?: readonly ReactNode[];
  href: string;
  icon?: IconProp;
  /** See `LinkCardProps.media`. */
  media?: ReactNode;
  /**
   * A bento: `featured` cards share the first row two by two with their whole media, `banner` spans
   * the whole row with its media beside the text; the others go three to a row. Order the items
   * so every row is full (two featured, threes, then the banner).
   */
  emphasis?: LinkCardEmphasis;
}

export const linkCardEmphases = ['featured', 'banner'] as const;
export type LinkCardEmphasis = (typeof linkCardEmphases)[number];

export interface LinkCardGridProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The cards: one column on phones, two from `media.md`, three from `media.lg`. */
  items: readonly LinkCardItem[];
  /** Heading level of every card's title (default 3; 2 when the grid sits right under the page's h1). */
  headingLevel?: HeadingLevel;
  /** UI strings for every card, merged over `defaultLinkCardLabels`. */
  labels?: Partial<LinkCardLabels>;
  /** How much of each plain card's media shows (default `natural`); featured cards show their whole media. */
  mediaSize?: LinkCardMediaSize;
}

/** A responsive grid of LinkCards, as a list. `ref` and HTML attributes reach the `<ul>`. */
export function LinkCardGrid({
  items,
  headingLevel = 3,
  labels,
  mediaSize = 'natural',
  className,
  ...rest
}: LinkCardGridProps) {
  const bento = items.some((item) => item.emphasis);
  return (
    <ul {...rest} className={cx(styles.grid, bento && styles.bento, className)}>
      {items.map((item) => (
        <li key={item.id ?? item.href} className={styles.item} data-emphasis={item.emphasis}>
          <LinkCard
            mediaSize={item.emphasis === 'featured' ? 'natural' : mediaSize}
            layout={item.emphasis === 'banner' ? 'banner' : 'stacked'}
            title={item.title}
            description={item.description}
            meta={item.meta}
            points={item.emphasis === 'banner' ? item.points : undefined}
            href={item.href}
            icon={item.icon}
            media={item.media}
            headingLevel={headingLevel}
            labels={labels}
          />
        </li>
      ))}
    </ul>
  );
}
