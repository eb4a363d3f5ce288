import {
  createContext,
  useContext,
  type ComponentPropsWithRef,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './Stat.css';

export const statSizes = [1, 2, 3] as const;
export type StatSize = (typeof statSizes)[number];

/** The UI strings of a Stat. */
export interface StatLabels {
  /** Read by screen readers in place of the value while it is pending. */
  pending: string;
}

export const defaultStatLabels: StatLabels = { pending: 'Loading' };

/** Set by StatGroup: a Stat inside a group is one term/value pair of the group's `<dl>`. */
const InGroupContext = createContext(false);

export interface StatProps extends HTMLAttributes<HTMLElement> {
  /** The figure. Numbers are formatted for `locale` (15847 → 15,847); text is shown as is. */
  value?: number | string;
  /** What the figure counts, shown under it, e.g. `Downloads`. */
  label: ReactNode;
  /** Show a placeholder bar of the same size instead of the value (also when `value` is unset). */
  isPending?: boolean;
  /** Overrides for the UI strings (merged over `defaultStatLabels`). */
  labels?: Partial<StatLabels>;
  /** How many digits wide the placeholder is; match the usual length of the value. */
  placeholderDigits?: number;
  /** Size of the figure: 1 small, 2 default (rows of figures), 3 large (a headline figure). */
  size?: StatSize;
  /** Locale for number formatting; fixed by default so server and browser render the same text. */
  locale?: string;
  /** Reaches the Stat's element: its own `<dl>`, or its `<div>` inside a StatGroup. */
  ref?: Ref<HTMLElement>;
}

/**
 * A figure with a label, e.g. "15,847 Downloads". While pending it keeps its size with a
 * placeholder, so the layout does not move when the figure arrives. `ref` and other attributes go
 * to its element.
 */
export function Stat({
  value,
  label,
  isPending = false,
  labels,
  placeholderDigits = 5,
  size = 2,
  locale = 'en-US',
  className,
  ref,
  ...rest
}: StatProps) {
  const inGroup = useContext(InGroupContext);
  const text = { ...defaultStatLabels, ...labels };
  const shown = typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  const pending = isPending || value === undefined;
  const inner = (
    <>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value[size]}>
        {pending ? (
          <>
            {/* Invisible digits give the placeholder the exact size of a figure. */}
            <span className={styles.placeholder} aria-hidden="true">
              {'0'.repeat(placeholderDigits)}
            </span>
            <VisuallyHidden>{text.pending}</VisuallyHidden>
          </>
        ) : (
          shown
        )}
      </dd>
    </>
  );
  const common = { ...rest, 'aria-busy': pending || undefined, className: cx(styles.stat, className) };
  return inGroup ? (
    <div {...common} ref={ref as Ref<HTMLDivElement>}>
      {inner}
    </div>
  ) : (
    <dl {...common} ref={ref as Ref<HTMLDListElement>}>
      {inner}
    </dl>
  );
}

export interface StatGroupProps extends ComponentPropsWithRef<'dl'> {
  /** The Stats, side by side on wide screens; on a phone in two columns (three in one row). */
  children: ReactNode;
  /**
   * `plain` (default) is a grid of figures; `band` sets headline figures apart from what follows,
   * with hairlines around and between them and space below.
   */
  variant?: 'plain' | 'band';
}

/** A row of Stats, as one description list. `ref` and other attributes go to the `<dl>`. */
export function StatGroup({ variant = 'plain', className, children, ...rest }: StatGroupProps) {
  return (
    <dl {...rest} className={cx(styles.group, variant === 'band' && styles.band, className)}>
      <InGroupContext.Provider value={true}>{children}</InGroupContext.Provider>
    </dl>
  );
}
