import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Sample figure art for the FeatureDetail stories (not part of the package's API). */
export const figure = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  backgroundColor: vars.color.gray[2],
});
export const window = style({ fill: vars.color.panelSolid, stroke: vars.color.gray.a6, strokeWidth: 1 });
export const bar = style({ fill: vars.color.gray.a3 });
export const dot = style({ fill: vars.color.gray.a7 });
export const row = style({ fill: vars.color.gray.a4 });
export const rowActive = style({ fill: vars.color.accent.a4, stroke: vars.color.accent[8], strokeWidth: 1 });
export const text = style({ fill: vars.color.gray.a8 });
export const accent = style({ fill: vars.color.accent[9] });
export const lock = style({ fill: 'none', stroke: vars.color.accent[11], strokeWidth: 2 });
