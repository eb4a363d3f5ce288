import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { BillingPeriod } from '../Pricing';
import * as styles from './BillingPeriodSwitch.css';
import { choice } from './periodView.css';
/** The UI strings of a BillingPeriodSwitch. */
export interface BillingPeriodSwitchLabels {
  /** The group's name: announced with it, and shown above it with `showTitle`. */
  title: string;
  /** The monthly option. */
  monthly: string;
  /** The annual option. */
  annual: string;
  /** The badge inside the annual option, from `savingPercent` (shown only when it is above 0). */
  savingsHint: (percent: number) => string;
}

export const defaultBillingPeriodSwitchLabels: BillingPeriodSwitchLabels = {
  title: 'Billing period',
  monthly: 'Monthly',
  annual: 'Annual',
  savingsHint: (percent) => `Save up to ${percent}%`,
};

export interface BillingPeriodSwitchProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'defaultValue' | 'onChange' | 'children'
> {
  /** The chosen period, when the parent owns the state (controlled). */
  value?: BillingPeriod;
  /** The period chosen at first when uncontrolled. Defaults to `annual`. */
  defaultValue?: BillingPeriod;
  /** Called with the newly chosen period. */
  onChange?: (value: BillingPeriod) => void;
  /**
   * The best yearly saving in per cent, e.g. `maxSavingPercent(plans)`. Above 0 it shows
   * `labels.savingsHint(savingPercent)` as a badge inside the annual option, read with it.
   */
  savingPercent?: number;
  /** Show `labels.title` above the options instead of only announcing it. */
  showTitle?: boolean;
  /** Overrides for the UI strings (merged over `defaultBillingPeriodSwitchLabels`). */
  labels?: Partial<BillingPeriodSwitchLabels>;
  /** The radios' form name (one is made up when left out). */
  name?: string;
  /** Both options unavailable. */
  isDisabled?: boolean;
}

/**
 * The annual / monthly billing choice of a pricing page, annual by default.
 *
 * It is a radio group drawn as a segmented control, not a switch: a screen reader announces
 * "Billing period, radio group; Annual, Save up to 17%, radio button, checked, 2 of 2", so both
 * choices are named and the current one is plain. A switch would only say "on" or "off", leaving
 * the listener to guess which of two side labels that means. The radios are native: Tab into the
 * group and arrow keys work, forced-colours mode draws them, and the choice works in prerendered
 * HTML before (or without) any script — `ForBillingPeriod` content and `PlanCard`s with
 * `period="switch"` in the same `BillingPeriodScope` follow it through CSS alone.
 */
export function BillingPeriodSwitch({
  value,
  defaultValue = 'annual',
  onChange,
  savingPercent = 0,
  showTitle = false,
  labels: labelOverrides,
  name,
  isDisabled = false,
  className,
  ...rest
}: BillingPeriodSwitchProps) {
  const labels = { ...defaultBillingPeriodSwitchLabels, ...labelOverrides };
  const id = useId();
  const titleId = `${id}title`;
  const groupName = name ?? `billing-period${id}`;

  const option = (period: BillingPeriod, text: ReactNode) => (
    <label className={styles.option}>
      <input
        type="radio"
        className={cx(styles.input, choice[period])}
        name={groupName}
        value={period}
        disabled={isDisabled}
        // Controlled: React keeps the parent's choice until it passes a new `value`.
        {...(value === undefined
          ? { defaultChecked: period === defaultValue }
          : { checked: period === value })}
        onChange={(event) => {
          if (event.currentTarget.checked) onChange?.(period);
        }}
      />
      {text}
    </label>
  );

  return (
    <div
      role="radiogroup"
      {...rest}
      aria-label={showTitle ? undefined : (rest['aria-label'] ?? labels.title)}
      aria-labelledby={showTitle ? titleId : rest['aria-labelledby']}
      aria-disabled={isDisabled || undefined}
      className={cx(styles.root, className)}
    >
      {showTitle && (
        <span id={titleId} className={styles.label}>
          {labels.title}
        </span>
      )}
      <div className={styles.track}>
        {option('monthly', labels.monthly)}
        {option(
          'annual',
          <>
            {labels.annual}
            {savingPercent > 0 && <span className={styles.hint}>{labels.savingsHint(savingPercent)}</span>}
          </>,
        )}
      </div>
    </div>
  );
}
