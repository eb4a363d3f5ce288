import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

export const root = style({});

export const list = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  transition: `border-color ${duration.base} ease, box-shadow ${duration.base} ease`,
  selectors: {
    '&:hover': { borderColor: vars.color.gray.a7, boxShadow: vars.shadow[2] },
  },
  '@media': {
    [media.sm]: { padding: `${vars.space[4]} ${vars.space[5]}` },
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
      alignItems: 'center',
      columnGap: vars.space[5],
    },
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const main = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.headingLineHeight[4],
  letterSpacing: vars.font.letterSpacing[4],
  fontWeight: vars.font.weight.bold,
});

/** The title's link covers the whole card. */
export const link = style({
  color: vars.color.gray[12],
  textDecoration: 'none',
  outline: 'none',
  cursor: vars.cursor.link,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius[4] },
    '&[data-hovered]': { color: vars.color.accent[11] },
    '&[data-focus-visible]::after': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

export const factValue = style({ margin: 0 });

export const tags = style({ '@media': { [media.md]: { justifyContent: 'flex-end', maxWidth: '18rem' } } });

export const arrow = style({
  display: 'none',
  color: vars.color.gray[10],
  transition: `transform ${duration.base} ease, color ${duration.base} ease`,
  selectors: { [`${item}:hover &`]: { transform: 'translateX(4px)', color: vars.color.accent[11] } },
  '@media': {
    [media.md]: { display: 'block' },
    [media.reducedMotion]: { transition: 'none', selectors: { [`${item}:hover &`]: { transform: 'none' } } },
  },
});
