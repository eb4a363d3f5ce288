export {
  BillingPeriodSwitch,
  defaultBillingPeriodSwitchLabels,
  type BillingPeriodSwitchProps,
  type BillingPeriodSwitchLabels,
} from './BillingPeriodSwitch';
export { BillingPeriodScope, ForBillingPeriod, type ForBillingPeriodProps } from './ForBillingPeriod';
