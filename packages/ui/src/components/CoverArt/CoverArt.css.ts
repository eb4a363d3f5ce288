import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { coverHueProperty } from './coverPatterns';

/** The art's one colour: the theme's accent, or the hue the app passes. */
const tint = createVar();

export const root = style({
  vars: { [tint]: vars.color.accent[9] },
  display: 'block',
  width: '100%',
  height: '100%',
  // Mixed with the panel colour, so the background follows light and dark.
  backgroundColor: `color-mix(in oklch, ${tint} 16%, ${vars.color.panelSolid})`,
  selectors: {
    // A mid lightness and chroma that reads on light and on dark panels alike.
    '&[data-hue]': { vars: { [tint]: `oklch(0.62 0.15 var(${coverHueProperty}))` } },
  },
});

export const shape = styleVariants({
  /** The motif's key shape. */
  strong: { fill: tint, stroke: 'none' },
  /** Large soft blobs behind the motif. */
  soft: { fill: `color-mix(in oklch, ${tint} 22%, transparent)`, stroke: 'none' },
  /** The top clip of the background nest: a faint outline in the accent. */
  nest: {
    fill: `color-mix(in oklch, ${tint} 12%, transparent)`,
    stroke: `color-mix(in oklch, ${tint} 45%, transparent)`,
    strokeWidth: 2,
  },
  /** Quiet fill for secondary shapes. */
  tinted: { fill: `color-mix(in oklch, ${tint} 40%, ${vars.color.panelSolid})`, stroke: 'none' },
  /** Strokes: waves, arrows, rings. */
  line: {
    fill: 'none',
    stroke: `color-mix(in oklch, ${tint} 75%, transparent)`,
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
