export { Hero, defaultHeroLabels, type HeroProps, type HeroMeta, type HeroLabels } from './Hero';
