export {
  ComparisonTable,
  defaultComparisonTableLabels,
  type ComparisonTableProps,
  type ComparisonTableLabels,
} from './ComparisonTable';
export type { ComparisonPlan, ComparisonRow, ComparisonGroup, ComparisonValue } from './comparisonTypes';
