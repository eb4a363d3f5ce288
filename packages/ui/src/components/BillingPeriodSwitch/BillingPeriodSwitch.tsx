import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { cx } from '../../utils/cx';
import type { BillingPeriod } from '../Pricing';
import * as styles from './BillingPeriodSwitch.css';

export interface BillingPeriodSwitchProps {
  /** The chosen period, when the parent owns the state (controlled). */
  period?: BillingPeriod;
  /** The period chosen at first when uncontrolled. Defaults to `annual`. */
  defaultPeriod?: BillingPeriod;
  /** Called with the newly chosen period. */
  onPeriodChange?: (period: BillingPeriod) => void;
  /** Text of the monthly option. Defaults to 'Monthly'. */
  monthlyLabel?: ReactNode;
  /** Text of the annual option. Defaults to 'Annual'. */
  annualLabel?: ReactNode;
  /**
   * A hint shown as a badge inside the annual option and read with it, e.g. 'Save up to 17%'
   * computed with `maxSavingPercent`. Omit it when no plan saves anything.
   */
  savingsHint?: ReactNode;
  /** The group's name for screen readers. Defaults to 'Billing period'. */
  label?: string;
  /** Show `label` above the options instead of only announcing it. */
  showLabel?: boolean;
  /** Makes the choice unavailable. */
  isDisabled?: boolean;
  className?: string;
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
  period,
  defaultPeriod = 'annual',
  onPeriodChange,
  monthlyLabel = 'Monthly',
  annualLabel = 'Annual',
  savingsHint,
  label = 'Billing period',
  showLabel = false,
  isDisabled,
  className,
}: BillingPeriodSwitchProps) {
  return (
    <RadioGroup
      className={cx(styles.root, className)}
      orientation="horizontal"
      aria-label={showLabel ? undefined : label}
      {...(period === undefined ? { defaultValue: defaultPeriod } : { value: period })}
      onChange={(value) => onPeriodChange?.(value as BillingPeriod)}
      isDisabled={isDisabled}
    >
      {showLabel && <Label className={styles.label}>{label}</Label>}
      <div className={styles.track}>
        <Radio value="monthly" className={styles.option}>
          {monthlyLabel}
        </Radio>
        <Radio value="annual" className={styles.option}>
          {annualLabel}
          {savingsHint != null && savingsHint !== false && <span className={styles.hint}>{savingsHint}</span>}
        </Radio>
      </div>
    </RadioGroup>
  );
}
