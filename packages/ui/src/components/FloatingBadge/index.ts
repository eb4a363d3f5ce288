export {
  FloatingBadge,
  floatingBadgeAppearances,
  type FloatingBadgeProps,
  type FloatingBadgeAppearance,
} from './FloatingBadge';
