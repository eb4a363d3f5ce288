export {
  FloatingBadge,
  floatingBadgeVariants,
  type FloatingBadgeProps,
  type FloatingBadgeVariant,
} from './FloatingBadge';
