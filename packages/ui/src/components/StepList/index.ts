export { StepList, type StepListProps, type Step } from './StepList';
