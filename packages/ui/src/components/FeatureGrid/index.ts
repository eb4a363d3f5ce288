export {
  FeatureGrid,
  featureGridVariants,
  type FeatureGridProps,
  type FeatureGridVariant,
  type FeatureItem,
} from './FeatureGrid';
