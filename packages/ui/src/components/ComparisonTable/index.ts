export {
  ComparisonTable,
  type ComparisonTableProps,
  type ComparisonPlan,
  type ComparisonRow,
  type ComparisonGroup,
  type ComparisonValue,
} from './ComparisonTable';
