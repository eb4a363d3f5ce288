export {
  FeatureVignette,
  type FeatureVignetteProps,
  type VignetteHour,
  type VignetteItem,
  type VignetteSearchResult,
  type VignetteSetting,
  type VignetteText,
  type VignetteTone,
} from './FeatureVignette';
