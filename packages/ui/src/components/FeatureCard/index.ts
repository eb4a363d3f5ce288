export { FeatureCard, type FeatureCardProps } from './FeatureCard';
export { useRevealOnScroll, type RevealOnScrollOptions, type RevealState } from './useRevealOnScroll';
