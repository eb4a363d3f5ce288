import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Container } from '../Layout';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './Hero.css';

/** The download facts shown under the hero's action, as raw values. */
export interface HeroMeta {
  /** The app version, e.g. `3.5.0`. */
  version: string;
  /** The download's size in megabytes, e.g. `20`. */
  sizeMb: number;
  /** How often the app was downloaded, e.g. `15847` (formatted as `15,847`). */
  downloads: number;
}

/** The hero's own words: the terms of the meta line and what screen readers hear while it loads. */
export interface HeroLabels {
  /** The term before the version number. */
  version: string;
  /** The term before the download size. */
  size: string;
  /** The term before the download count. */
  downloads: string;
  /** Read by screen readers in place of each value while the values load. */
  pending: string;
}

export const defaultHeroLabels: HeroLabels = {
  version: 'Version',
  size: 'Size',
  downloads: 'Downloads',
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
   * A picture of the product (an `<img>`, `<picture>`, `<figure>` or illustration). It sits
   * beside the text from `media.lg` (the text then aligns to the start) and below it on smaller
   * screens; images are scaled down to fit, never wider than the screen.
   */
  media?: ReactNode;
  /**
   * Version, size and download count for the meta line. `undefined` shows a placeholder of the
   * same size while the data loads, so nothing moves when it arrives; `null` hides the line.
   */
  meta?: HeroMeta | null;
  /** Show the placeholder even though `meta` is set (e.g. while refreshing). */
  isPending?: boolean;
  /** Overrides the hero's UI strings (defaults: `defaultHeroLabels`). */
  labels?: Partial<HeroLabels>;
  /** Locale for number formatting; fixed by default so server and browser render the same text. */
  locale?: string;
}

/**
 * The top of the landing page, a `<section>` (which takes `ref` and HTML attributes) named by its
 * title: optional eyebrow badge, the `h1` title, a description, the main action, a meta line with
 * the version, size and download count of the app, and an optional `media` slot for a product
 * picture.
 */
export function Hero({
  title,
  description,
  eyebrow,
  action,
  media,
  meta,
  isPending = false,
  labels: labelOverrides,
  locale = 'en-US',
  className,
  ...rest
}: HeroProps) {
  const titleId = useId();
  const labels = { ...defaultHeroLabels, ...labelOverrides };
  const loading = isPending || meta === undefined;
  const values = meta && !loading ? formatMeta(meta, locale) : undefined;
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
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
          {action && <div className={styles.actions}>{action}</div>}
          {meta !== null && (
            <dl className={styles.meta} aria-busy={loading || undefined} data-loading={loading || undefined}>
              <MetaItem
                label={labels.version}
                value={values?.version}
                slot="version"
                pendingLabel={labels.pending}
              />
              <MetaItem label={labels.size} value={values?.size} slot="size" pendingLabel={labels.pending} />
              <MetaItem
                label={labels.downloads}
                value={values?.downloads}
                slot="downloads"
                pendingLabel={labels.pending}
              />
            </dl>
          )}
        </div>
        {hasMedia && <div className={styles.media}>{media}</div>}
      </Container>
    </section>
  );
}

function formatMeta(meta: HeroMeta, locale: string) {
  return {
    version: meta.version,
    size: new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(meta.sizeMb),
    downloads: new Intl.NumberFormat(locale).format(meta.downloads),
  };
}

function MetaItem({
  label,
  value,
  slot,
  pendingLabel,
}: {
  label: string;
  value: string | undefined;
  slot: keyof typeof styles.value;
  pendingLabel: string;
}) {
  return (
    <div className={styles.metaItem}>
      <dt>{label}</dt>
      <dd className={styles.value[slot]}>
        {value ?? (
          <>
            {/* A non-breaking space keeps the text's line height; the bar fills the slot. */}
            {'\u00a0'}
            <span className={styles.placeholder} aria-hidden="true" />
            <VisuallyHidden>{pendingLabel}</VisuallyHidden>
          </>
        )}
      </dd>
    </div>
  );
}
