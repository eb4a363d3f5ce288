import { useId, type HTMLAttributes, type ReactNode } from 'react';
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

/** The words around the meta values; the site supplies them. */
export interface HeroMetaLabels {
  /** The term before the version number, e.g. 'Version'. */
  version: string;
  /** The term before the download size, e.g. 'Size'. */
  size: string;
  /** The term before the download count, e.g. 'Downloads'. */
  downloads: string;
  /** Read by screen readers in place of each value while loading. */
  loading: string;
}

const defaultMetaLabels: HeroMetaLabels = {
  version: 'Version',
  size: 'Size',
  downloads: 'Downloads',
  loading: 'Loading',
};

export interface HeroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's main heading (an h1). */
  title: ReactNode;
  /** A sentence or two under the title. */
  subtitle?: ReactNode;
  /** A small badge above the title, e.g. a release stage. */
  eyebrow?: ReactNode;
  /** The main call to action, e.g. the download button (more than one is fine). */
  action?: ReactNode;
  /**
   * Version, size and download count for the meta line. `undefined` shows a placeholder of the
   * same size while the data loads, so nothing moves when it arrives; `null` hides the line.
   */
  meta?: HeroMeta | null;
  /** Show the placeholder even though `meta` is set (e.g. while refreshing). */
  isLoading?: boolean;
  /** Labels of the meta line (default English: Version, Size, Downloads, Loading). */
  metaLabels?: Partial<HeroMetaLabels>;
  /** Locale for number formatting; fixed by default so server and browser render the same text. */
  locale?: string;
  /** Extra class names for the `<section>`, e.g. a background of the page's own. */
  className?: string;
}

/**
 * The top of the landing page: optional eyebrow badge, title, subtitle, the main action and a
 * meta line with the version, size and download count of the app.
 */
export function Hero({
  title,
  subtitle,
  eyebrow,
  action,
  meta,
  isLoading = false,
  metaLabels,
  locale = 'en-US',
  className,
  ...rest
}: HeroProps) {
  const titleId = useId();
  const labels = { ...defaultMetaLabels, ...metaLabels };
  const loading = isLoading || meta === undefined;
  const values = meta && !loading ? formatMeta(meta, locale) : undefined;

  return (
    <section {...rest} aria-labelledby={titleId} className={cx(styles.hero, className)}>
      <Container size={3} className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {action && <div className={styles.actions}>{action}</div>}
        {meta !== null && (
          <dl className={styles.meta} aria-busy={loading || undefined} data-loading={loading || undefined}>
            <MetaItem
              label={labels.version}
              value={values?.version}
              slot="version"
              loadingLabel={labels.loading}
            />
            <MetaItem label={labels.size} value={values?.size} slot="size" loadingLabel={labels.loading} />
            <MetaItem
              label={labels.downloads}
              value={values?.downloads}
              slot="downloads"
              loadingLabel={labels.loading}
            />
          </dl>
        )}
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
  loadingLabel,
}: {
  label: string;
  value: string | undefined;
  slot: keyof typeof styles.value;
  loadingLabel: string;
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
            <VisuallyHidden>{loadingLabel}</VisuallyHidden>
          </>
        )}
      </dd>
    </div>
  );
}
