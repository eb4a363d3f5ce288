export { LogoGrid, defaultLogoGridLabels, type LogoGridProps, type LogoGridLabels } from './LogoGrid';
export {
  filterPartners,
  partnerCategories,
  lettermark,
  markShape,
  markShapes,
  type MarkShape,
  type Partner,
} from './partners';
