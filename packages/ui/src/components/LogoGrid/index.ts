export { LogoGrid, defaultLogoGridLabels, type LogoGridProps, type LogoGridLabels } from './LogoGrid';
export {
  filterPartners,
  partnerCategories,
  wordmarkFor,
  wordmarkSymbols,
  wordmarkTypes,
  type Partner,
  type PartnerMark,
  type WordmarkSymbol,
  type WordmarkType,
} from './partners';
