export {
  ComparisonTable,
  defaultComparisonTableLabels,
  type ComparisonTableProps,
  type ComparisonTableLabels,
  type ComparisonPlan,
  type ComparisonRow,
  type ComparisonGroup,
  type ComparisonValue,
} from './ComparisonTable';
