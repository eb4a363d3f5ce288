import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/vars.css';

export const header = style({
  display: 'grid',
  gap: vars.space[2],
  maxWidth: 680,
  marginBlockEnd: vars.space[6],
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.02em',
  color: vars.color.accent[11],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[6],
  lineHeight: vars.font.headingLineHeight[6],
  letterSpacing: vars.font.letterSpacing[6],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
  textWrap: 'balance',
  '@media': {
    [media.md]: {
      fontSize: vars.font.size[7],
      lineHeight: vars.font.headingLineHeight[7],
      letterSpacing: vars.font.letterSpacing[7],
    },
  },
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
  textWrap: 'pretty',
  '@media': { [media.md]: { fontSize: vars.font.size[4], lineHeight: vars.font.lineHeight[4] } },
});

/** Shared look of the small category/tag pills in lists. */
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space[2],
  minHeight: vars.space[5],
  borderRadius: `max(${vars.radius[2]}, ${vars.radius.full})`,
  backgroundColor: vars.color.gray.a3,
  color: vars.color.gray[11],
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** An empty collection: a quiet dashed panel. */
export const empty = style({
  margin: 0,
  padding: `${vars.space[6]} ${vars.space[4]}`,
  border: `1px dashed ${vars.color.gray.a7}`,
  borderRadius: vars.radius[4],
  textAlign: 'center',
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
});

export const focusRing = {
  outline: `2px solid ${vars.color.focus[8]}`,
  outlineOffset: 2,
} as const;
