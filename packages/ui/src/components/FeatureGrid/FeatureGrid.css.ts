import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

export const header = style({
  maxWidth: 640,
  marginInline: 'auto',
  marginBlockEnd: vars.space[7],
  textAlign: 'center',
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[7],
  lineHeight: vars.font.headingLineHeight[7],
  letterSpacing: vars.font.letterSpacing[7],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
  textWrap: 'balance',
  '@media': {
    [media.md]: {
      fontSize: vars.font.size[8],
      lineHeight: vars.font.headingLineHeight[8],
      letterSpacing: vars.font.letterSpacing[8],
    },
  },
});

export const subtitle = style({
  margin: 0,
  marginBlockStart: vars.space[3],
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  color: vars.color.gray[11],
  textWrap: 'balance',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[5] },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const item = style({ minWidth: 0 });
