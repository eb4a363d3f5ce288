import type { CSSProperties, Ref } from 'react';
import { Label, Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import type { BillingPeriod } from '../Pricing';
import * as styles from './BillingPeriodSwitch.css';

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
  RadioGroupProps,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'className' | 'style' | 'orientation'
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
  className?: string;
  style?: CSSProperties;
  /** Reaches the radio group's element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The annual / monthly billing choice of a pricing page, annual by default.
 *
 * It is a radio group drawn as a segmented control, not a switch: a screen reader announces
 * "Billing period, radio group; Annual, Save up to 17%, radio button, checked, 2 of 2", so both
 * choices are named and the current one is plain. A switch would only say "on" or "off", leaving
 * the listener to guess which of two side labels that means. Native radios also give the expected
 * keys (Tab into the group, arrow keys to change) and work in forced-colours mode.
 */
export function BillingPeriodSwitch({
  value,
  defaultValue = 'annual',
  onChange,
  savingPercent = 0,
  showTitle = false,
  labels: labelOverrides,
  className,
  ...rest
}: BillingPeriodSwitchProps) {
  const labels = { ...defaultBillingPeriodSwitchLabels, ...labelOverrides };
  return (
    <RadioGroup
      {...rest}
      className={cx(styles.root, className)}
      orientation="horizontal"
      aria-label={showTitle ? undefined : (rest['aria-label'] ?? labels.title)}
      {...(value === undefined ? { defaultValue } : { value })}
      onChange={(next) => onChange?.(next as BillingPeriod)}
    >
      {showTitle && <Label className={styles.label}>{labels.title}</Label>}
      <div className={styles.track}>
        <Radio value="monthly" className={styles.option}>
          {labels.monthly}
        </Radio>
        <Radio value="annual" className={styles.option}>
          {labels.annual}
          {savingPercent > 0 && <span className={styles.hint}>{labels.savingsHint(savingPercent)}</span>}
        </Radio>
      </div>
    </RadioGroup>
  );
}
