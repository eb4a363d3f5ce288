export {
  FeatureDetail,
  defaultFeatureDetailLabels,
  type FeatureDetailComparison,
  type FeatureDetailItem,
  type FeatureDetailLabels,
  type FeatureDetailProps,
  type FeatureDetailStep,
  type FeatureDetailSteps,
} from './FeatureDetail';
