export {
  LinkCard,
  LinkCardGrid,
  defaultLinkCardLabels,
  type LinkCardGridProps,
  type LinkCardItem,
  type LinkCardLabels,
  type LinkCardProps,
} from './LinkCard';
