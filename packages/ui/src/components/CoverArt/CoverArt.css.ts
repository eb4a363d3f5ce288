import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { coverHueProperty } from './coverPatterns';

/** The art's one colour: the theme's accent, or the hue the app passes. */
const tint = createVar();
/** The background, the soft blobs, the quiet tiles and the strokes: cream and amber in light… */
const surface = createVar();
const softFill = createVar();
const tintedFill = createVar();
const lineStroke = createVar();

export const root = style({
  vars: {
    [tint]: vars.color.accent[9],
    [surface]: `color-mix(in oklch, ${tint} 16%, ${vars.color.panelSolid})`,
    [softFill]: `color-mix(in oklch, ${tint} 22%, transparent)`,
    [tintedFill]: `color-mix(in oklch, ${tint} 40%, ${vars.color.panelSolid})`,
    [lineStroke]: `color-mix(in oklch, ${tint} 75%, transparent)`,
  },
  display: 'block',
  width: '100%',
  height: '100%',
  backgroundColor: surface,
  selectors: {
    // A mid lightness and chroma that reads on light and on dark panels alike.
    '&[data-hue]': { vars: { [tint]: `oklch(0.62 0.15 var(${coverHueProperty}))` } },
  },
});

export const shape = styleVariants({
  /** The motif's key shape. */
  strong: { fill: tint, stroke: 'none' },
  /** Large soft blobs behind the motif. */
  soft: { fill: softFill, stroke: 'none' },
  /** The top clip of the background nest: a faint outline in the accent. */
  nest: {
    fill: `color-mix(in oklch, ${tint} 12%, transparent)`,
    stroke: `color-mix(in oklch, ${tint} 45%, transparent)`,
    strokeWidth: 2,
  },
  /** Quiet fill for secondary shapes. */
  tinted: { fill: tintedFill, stroke: 'none' },
  /** Strokes: waves, arrows, rings. */
  line: {
    fill: 'none',
    stroke: lineStroke,
    strokeWidth: 4,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  /** Cards and windows: the panel colour with a hairline. */
  panel: { fill: vars.color.panelSolid, stroke: vars.color.gray.a6, strokeWidth: 1.5 },
  /** Text-like bars inside panels. */
  ink: { fill: vars.color.gray.a6, stroke: 'none' },
  /** Marks drawn on the strong colour (a check, an arrow). */
  onStrong: {
    fill: 'none',
    stroke: vars.color.panelSolid,
    strokeWidth: 6,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
});

// …and in dark, as the feature art draws it: the gray 2 panel, white-alpha tiles and blobs (the gray
// alpha scale is white in dark) and strokes in the full accent. Amber mixed into a dark panel turns
// olive-brown. Dark is Radix's class on a forced theme, or the system setting on a `system` one.
const darkArt = {
  vars: {
    [surface]: vars.color.gray[2],
    [softFill]: vars.color.gray.a3,
    [tintedFill]: vars.color.gray.a5,
    [lineStroke]: tint,
  },
};
const notForcedLight = ':not(:is(.light, .light-theme) *)';
globalStyle(`:is(.dark, .dark-theme) ${root}${notForcedLight}`, darkArt);
globalStyle(`.radix-themes[data-appearance='system'] ${root}${notForcedLight}`, {
  '@media': { '(prefers-color-scheme: dark)': darkArt },
});
