export {
  FeatureDetail,
  defaultFeatureDetailLabels,
  featureDetailLayouts,
  type FeatureDetailLayout,
  type FeatureDetailMarker,
  type FeatureDetailPane,
  type FeatureDetailComparison,
  type FeatureDetailItem,
  type FeatureDetailLabels,
  type FeatureDetailProps,
  type FeatureDetailStep,
  type FeatureDetailSteps,
} from './FeatureDetail';
