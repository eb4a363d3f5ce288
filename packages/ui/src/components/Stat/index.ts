export { Stat, StatGroup, statSizes, type StatProps, type StatGroupProps, type StatSize } from './Stat';
