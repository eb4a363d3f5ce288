export {
  PressReleaseList,
  defaultPressReleaseListLabels,
  type PressReleaseListProps,
  type PressReleaseListLabels,
} from './PressReleaseList';
export { filterPressReleases, pressReleaseCategories, type PressRelease } from './pressReleases';
export {
  PressContact,
  defaultPressContactLabels,
  type PressContactProps,
  type PressContactLabels,
} from './PressContact';
