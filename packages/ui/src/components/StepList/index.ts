export {
  StepList,
  stepListOrientations,
  type StepListProps,
  type StepListOrientation,
  type Step,
} from './StepList';
