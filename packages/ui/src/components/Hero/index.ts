export {
  Hero,
  defaultHeroLabels,
  heroMetaWidths,
  type HeroProps,
  type HeroMetaItem,
  type HeroMetaWidth,
  type HeroLabels,
} from './Hero';
