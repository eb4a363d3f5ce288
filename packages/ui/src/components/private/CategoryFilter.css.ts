import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The chips in rows that wrap on every screen. */
export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginBlockEnd: vars.space[5],
});

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  opacity: 0.7,
});
