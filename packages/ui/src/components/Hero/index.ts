export {
  Hero,
  HeroMeta,
  defaultHeroLabels,
  heroMetaWidths,
  type HeroProps,
  type HeroMetaProps,
  type HeroMetaItem,
  type HeroMetaWidth,
  type HeroLabels,
} from './Hero';
