export {
  BillingPeriodSwitch,
  defaultBillingPeriodSwitchLabels,
  type BillingPeriodSwitchProps,
  type BillingPeriodSwitchLabels,
} from './BillingPeriodSwitch';
