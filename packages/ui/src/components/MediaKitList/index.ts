export {
  MediaKitList,
  defaultMediaKitListLabels,
  type MediaKitListProps,
  type MediaKitListLabels,
} from './MediaKitList';
export { parseSizeMb, totalSizeMb, formatSizeMb, type MediaKitItem } from './mediaKit';
