export { vars, breakpoints, media, duration, statusColors, focusRing, fieldFocusRing } from './vars.css';
export {
  text as textStyles,
  heading as headingStyles,
  textSizes,
  displaySize,
  headingScalePx,
  heroTitle as heroTitleStyle,
  pageTitle as pageTitleStyle,
  sectionTitle as sectionTitleStyle,
  proseTitle as proseTitleStyle,
  itemTitle as itemTitleStyle,
  type TextSize,
} from './typography.css';
export {
  ThemeProvider,
  ThemeScope,
  useAppearance,
  useSystemAppearance,
  usePortalReady,
  appearances,
  radii,
  scalings,
  type Appearance,
  type Radius,
  type Scaling,
  type ThemeProviderProps,
  type ThemeScopeProps,
} from './ThemeProvider';
