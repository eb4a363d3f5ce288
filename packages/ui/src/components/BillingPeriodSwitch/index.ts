export { BillingPeriodSwitch, type BillingPeriodSwitchProps } from './BillingPeriodSwitch';
