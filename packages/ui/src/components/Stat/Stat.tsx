import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './Stat.css';

export const statSizes = ['medium', 'large'] as const;
export type StatSize = (typeof statSizes)[number];

/** Set by StatGroup: a Stat inside a group is one term/value pair of the group's `<dl>`. */
const InGroupContext = createContext(false);

export interface StatProps extends HTMLAttributes<HTMLElement> {
  /** The figure. Numbers are formatted for `locale` (15847 → 15,847); text is shown as is. */
  value?: number | string;
  /** What the figure counts, shown under it, e.g. `Downloads`. */
  label: ReactNode;
  /** Show a placeholder bar of the same size instead of the value. */
  isLoading?: boolean;
  /** Read by screen readers in place of the value while loading. */
  loadingLabel?: string;
  /** How many digits wide the placeholder is; match the usual length of the value. */
  placeholderDigits?: number;
  /** `large` for a headline figure, `medium` for rows of figures. */
  size?: StatSize;
  /** Locale for number formatting; fixed by default so server and browser render the same text. */
  locale?: string;
}

/**
 * A figure with a label, e.g. "15,847 Downloads". While loading it keeps its size with a
 * placeholder, so the layout does not move when the figure arrives.
 */
export function Stat({
  value,
  label,
  isLoading = false,
  loadingLabel = 'Loading',
  placeholderDigits = 5,
  size = 'large',
  locale = 'en-US',
  className,
  ...rest
}: StatProps) {
  const inGroup = useContext(InGroupContext);
  const Root = inGroup ? 'div' : 'dl';
  const shown = typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  const loading = isLoading || value === undefined;
  return (
    <Root {...rest} aria-busy={loading || undefined} className={cx(styles.stat, className)}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value[size]}>
        {loading ? (
          <>
            {/* Invisible digits give the placeholder the exact size of a figure. */}
            <span className={styles.placeholder} aria-hidden="true">
              {'0'.repeat(placeholderDigits)}
            </span>
            <VisuallyHidden>{loadingLabel}</VisuallyHidden>
          </>
        ) : (
          shown
        )}
      </dd>
    </Root>
  );
}

export interface StatGroupProps extends HTMLAttributes<HTMLDListElement> {
  /** The Stats, side by side on wide screens and in two columns on a phone. */
  children: ReactNode;
}

/** A row of Stats, as one description list. */
export function StatGroup({ className, children, ...rest }: StatGroupProps) {
  return (
    <dl {...rest} className={cx(styles.group, className)}>
      <InGroupContext.Provider value={true}>{children}</InGroupContext.Provider>
    </dl>
  );
}
