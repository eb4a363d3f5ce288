import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space[5], minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[6],
  lineHeight: vars.font.headingLineHeight[6],
  letterSpacing: vars.font.letterSpacing[6],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const item = style({ display: 'flex', minWidth: 0 });
