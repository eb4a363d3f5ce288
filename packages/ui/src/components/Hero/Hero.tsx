import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Container } from '../Layout';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './Hero.css';
import { keepCompounds } from '../private/keepCompounds';

export const heroMetaWidths = ['short', 'medium', 'long'] as const;
/** How much room a fact's value keeps while it loads: about 5, 12 and 17 characters. */
export type HeroMetaWidth = (typeof heroMetaWidths)[number];

/** One fact of the meta line under the hero's action, e.g. the app's version. */
export interface HeroMetaItem {
  /** The term, e.g. `Version`. */
  label: string;
  /** The value as shown, e.g. `3.5.0`; absent or null while it loads (a placeholder keeps its place). */
  value?: string | null;
  /** The room the value keeps while it loads, so nothing moves when it arrives (default `short`). */
  width?: HeroMetaWidth;
}

/** The hero's own words. */
export interface HeroLabels {
  /** Read by screen readers in place of each value while the values load. */
  pending: string;
}

export const defaultHeroLabels: HeroLabels = {
  pending: 'Loading',
};

export interface HeroProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> {
  /**
   * The page's main heading. Always an `h1`: the hero opens the page, so it takes no
   * `headingLevel`.
   */
  title: ReactNode;
  /** A sentence or two under the title. */
  description?: ReactNode;
  /** A small badge above the title, e.g. a release stage. */
  eyebrow?: ReactNode;
  /** The main call to action, e.g. the download button (more than one is fine). */
  action?: ReactNode;
  /**
   * A picture of the product (an `<img>`, `<picture>`, `<figure>` or illustration). On smaller
   * screens it sits between the actions and the facts; from `media.lg` it spreads out under the
   * facts, up to 1000 px wide. Images are scaled down to fit, never wider than the screen.
   */
  media?: ReactNode;
  /**
   * The facts of the download under the action (version, release date, size, requirement), as
   * formatted text. An item without a `value` shows a placeholder of its `width` while it loads,
   * so nothing moves when it arrives. Left out, there is no meta line. May also be a node that
   * renders `HeroMeta` itself (a part hydrated on its own while the hero stays static HTML).
   */
  meta?: readonly HeroMetaItem[] | ReactNode;
  /** Show every value's placeholder even though the values are set (e.g. while refreshing). */
  isPending?: boolean;
  /**
   * More about the download under the meta line, e.g. a disclosure with its checksum. Its row
   * keeps the height of one small control even while empty, so content arriving after the page
   * has loaded moves nothing.
   */
  details?: ReactNode;
  /** Overrides the hero's UI strings (defaults: `defaultHeroLabels`). */
  labels?: Partial<HeroLabels>;
}

const isMetaList = (meta: HeroProps['meta']): meta is readonly HeroMetaItem[] => Array.isArray(meta);

export interface HeroMetaProps {
  items: readonly HeroMetaItem[];
  /** Show every value's placeholder even though the values are set. */
  isPending?: boolean;
  labels?: Partial<HeroLabels>;
}

/**
 * The hero's meta line on its own: the facts of the download as a description list, each value
 * a placeholder of its width while it loads. Hero renders it from its `meta` items; a page whose
 * facts arrive later can render it in the `meta` slot itself.
 */
export function HeroMeta({ items, isPending = false, labels: labelOverrides }: HeroMetaProps) {
  const labels = { ...defaultHeroLabels, ...labelOverrides };
  const loading = isPending || items.some((item) => item.value == null);
  return (
    <dl className={styles.meta} aria-busy={loading || undefined} data-loading={loading || undefined}>
      {items.map((item) => (
        <div key={item.label} className={styles.metaItem}>
          <dt>{item.label}</dt>
          <dd className={styles.value[item.width ?? 'short']}>
            {isPending || item.value == null ? (
              <>
                {/* A non-breaking space keeps the text's line height; the bar fills the slot. */}
                {'\u00a0'}
                <span className={styles.placeholder} aria-hidden="true" />
                <VisuallyHidden>{labels.pending}</VisuallyHidden>
              </>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The top of the landing page, a `<section>` (which takes `ref` and HTML attributes) named by its
 * title: optional eyebrow badge, the `h1` title, a description, the main action, a meta line with
 * the facts of the download (version, date, size…), a `details` row under it, and an optional
 * `media` slot for a product picture.
 */
export function Hero({
  title,
  description,
  eyebrow,
  action,
  media,
  meta,
  isPending = false,
  details,
  labels: labelOverrides,
  className,
  ...rest
}: HeroProps) {
  const titleId = useId();
  const hasMedia = Boolean(media);

  return (
    <section
      aria-labelledby={titleId}
      {...rest}
      className={cx(styles.hero, hasMedia && styles.withMedia, className)}
    >
      <Container size={hasMedia ? 4 : 3} className={styles.inner}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={titleId} className={styles.title}>
            {keepCompounds(title)}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {action && <div className={styles.actions}>{action}</div>}
        {/* After the actions in the markup (and in tab order); on a phone the picture is drawn
            between them, so the product shows on the first screen. */}
        {(meta !== undefined || details !== undefined) && (
          <div className={styles.facts}>
            {isMetaList(meta) ? (
              <HeroMeta items={meta} isPending={isPending} labels={labelOverrides} />
            ) : (
              meta
            )}
            {details !== undefined && <div className={styles.details}>{details}</div>}
          </div>
        )}
        {hasMedia && <div className={styles.media}>{media}</div>}
      </Container>
    </section>
  );
}
