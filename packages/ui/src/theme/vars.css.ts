import { createGlobalThemeContract } from '@vanilla-extract/css';

/*
 * A typed contract over the CSS variables Radix Themes defines (tokens/base.css and the colour
 * files imported by foundation.css). Every leaf is the Radix variable's name without `--`, so
 * `vars.color.accent[9]` compiles to `var(--accent-9)`. No CSS is emitted here: the values come
 * from Radix. `vars.test.ts` checks that every name still exists in the installed Radix CSS.
 */

type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
type ColorScale = Record<Step | `a${Step}`, string>;
type NineSteps = Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string>;

const steps12 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const steps9 = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

function colorScale(name: string): ColorScale {
  const scale = {} as ColorScale;
  for (const step of steps12) {
    scale[step] = `${name}-${step}`;
    scale[`a${step}`] = `${name}-a${step}`;
  }
  return scale;
}

function nineSteps(prefix: string): NineSteps {
  const scale = {} as NineSteps;
  for (const step of steps9) scale[step] = `${prefix}-${step}`;
  return scale;
}

/**
 * Radix colour scales for states (error, success, warning), bundled with the package besides the
 * accent (amber) and gray (sand). Warnings are orange: amber is the accent.
 */
export const statusColors = ['red', 'green', 'orange'] as const;

export const vars = createGlobalThemeContract(
  {
    color: {
      accent: {
        ...colorScale('accent'),
        contrast: 'accent-contrast',
        surface: 'accent-surface',
        indicator: 'accent-indicator',
        track: 'accent-track',
      },
      gray: { ...colorScale('gray'), contrast: 'gray-contrast', surface: 'gray-surface' },
      red: { ...colorScale('red'), contrast: 'red-contrast', surface: 'red-surface' },
      green: { ...colorScale('green'), contrast: 'green-contrast', surface: 'green-surface' },
      orange: { ...colorScale('orange'), contrast: 'orange-contrast', surface: 'orange-surface' },
      // The accent's own scale, by name: for drawings in the brand palette (the accent is amber).
      amber: { ...colorScale('amber'), contrast: 'amber-contrast', surface: 'amber-surface' },
      focus: { 8: 'focus-8', a8: 'focus-a8' },
      background: 'color-background',
      panelSolid: 'color-panel-solid',
      panelTranslucent: 'color-panel-translucent',
      surface: 'color-surface',
      overlay: 'color-overlay',
      blackA: { 2: 'black-a2', 3: 'black-a3', 6: 'black-a6', 9: 'black-a9' },
    },
    space: nineSteps('space'),
    radius: {
      1: 'radius-1',
      2: 'radius-2',
      3: 'radius-3',
      4: 'radius-4',
      5: 'radius-5',
      6: 'radius-6',
      // Radix's radius-full is 0 unless the theme's radius is 'full': use it as
      // `max(radius-N, radius-full)`. For pills and round thumbs use `thumb` (9999px from
      // 'medium' up, square when the theme's radius is 'none' or 'small').
      full: 'radius-full',
      thumb: 'radius-thumb',
    },
    font: {
      family: {
        body: 'default-font-family',
        heading: 'heading-font-family',
        code: 'code-font-family',
      },
      size: nineSteps('font-size'),
      lineHeight: nineSteps('line-height'),
      headingLineHeight: nineSteps('heading-line-height'),
      letterSpacing: nineSteps('letter-spacing'),
      weight: {
        light: 'font-weight-light',
        regular: 'font-weight-regular',
        medium: 'font-weight-medium',
        bold: 'font-weight-bold',
      },
    },
    shadow: { 1: 'shadow-1', 2: 'shadow-2', 3: 'shadow-3', 4: 'shadow-4', 5: 'shadow-5', 6: 'shadow-6' },
    cursor: {
      button: 'cursor-button',
      link: 'cursor-link',
      disabled: 'cursor-disabled',
      switch: 'cursor-switch',
    },
  },
  (value: string | null) => value ?? '',
);

/**
 * The package's one focus ring: 2 px of the focus colour (accent 11, at least 3:1 against every
 * surface, light and dark) just outside the control. Spread it into a `[data-focus-visible]` rule;
 * inside a clipping box set `outlineOffset` to -2 instead.
 */
export const focusRing = { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 } as const;

/** A bordered field's focus (text fields, selects): its border and a 1 px ring in the focus colour. */
export const fieldFocusRing = {
  borderColor: vars.color.focus[8],
  boxShadow: `0 0 0 1px ${vars.color.focus[8]}`,
} as const;

/** Breakpoints shared by every component (min-width, in px): phone below `sm`. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
} as const;

/** Motion durations; components drop to 0 under `prefers-reduced-motion`. */
export const duration = { fast: '120ms', base: '200ms', slow: '400ms' } as const;
