export { PlanGrid, type PlanGridProps } from './PlanGrid';
