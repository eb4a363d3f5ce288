export {
  FeatureVignette,
  type FeatureVignetteProps,
  type VignetteCodePart,
  type VignetteHour,
  type VignettePreview,
  type VignetteItem,
  type VignetteSearchResult,
  type VignetteSetting,
  type VignetteText,
  type VignetteTone,
} from './FeatureVignette';
