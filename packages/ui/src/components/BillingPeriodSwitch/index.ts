export {
  BillingPeriodSwitch,
  defaultBillingPeriodSwitchLabels,
  type BillingPeriodSwitchProps,
  type BillingPeriodSwitchLabels,
} from './BillingPeriodSwitch';
export { ForBillingPeriod, type ForBillingPeriodProps } from './ForBillingPeriod';
