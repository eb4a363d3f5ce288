export {
  PlanCard,
  defaultPlanCardLabels,
  type PlanCardProps,
  type PlanCardLabels,
  type PlanFeature,
  type PlanSaving,
} from './PlanCard';
