export { Hero, type HeroProps, type HeroMeta, type HeroMetaLabels } from './Hero';
