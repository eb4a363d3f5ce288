export {
  Stat,
  StatGroup,
  statSizes,
  defaultStatLabels,
  type StatProps,
  type StatGroupProps,
  type StatSize,
  type StatLabels,
} from './Stat';
