export { PlanCard, type PlanCardProps, type PlanFeature, type PlanSaving } from './PlanCard';
