import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Sample cover art for the blog stories (not part of the package's API). */
export const art = style({ display: 'block', width: '100%', height: '100%' });

export const tone = styleVariants({
  accent: { backgroundColor: vars.color.accent[4] },
  gray: { backgroundColor: vars.color.gray[3] },
  green: { backgroundColor: vars.color.green[3] },
  amber: { backgroundColor: vars.color.amber[3] },
});

export const shape = styleVariants({
  strong: { fill: vars.color.accent[9], stroke: 'none' },
  soft: { fill: vars.color.accent.a5, stroke: 'none' },
  line: { fill: 'none', stroke: vars.color.accent.a8, strokeWidth: 2 },
  panel: { fill: vars.color.panelSolid, stroke: vars.color.gray.a6, strokeWidth: 1 },
  ink: { fill: vars.color.gray.a6, stroke: 'none' },
});

/** A card-sized column. */
export const frame = style({ width: '100%', maxWidth: 400, marginInline: 'auto', padding: vars.space[5] });

/** A wide frame for the featured post. */
export const wideFrame = style({
  width: '100%',
  maxWidth: 1120,
  marginInline: 'auto',
  padding: vars.space[5],
});
