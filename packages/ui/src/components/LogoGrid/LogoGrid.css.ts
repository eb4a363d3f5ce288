import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

export const root = style({});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: 80,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  color: vars.color.gray[11],
  transition: `color ${duration.base} ease, border-color ${duration.base} ease`,
  selectors: { '&:hover': { color: vars.color.gray[12], borderColor: vars.color.gray.a7 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const mark = style({ flexShrink: 0, width: 40, height: 40 });

export const markShape = style({ fill: 'currentColor' });

export const markLetters = style({
  fill: vars.color.panelSolid,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  '@media': { [media.forcedColors]: { fill: 'Canvas' } },
});

export const text = style({ display: 'grid', minWidth: 0 });

export const name = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  letterSpacing: vars.font.letterSpacing[4],
  fontWeight: vars.font.weight.bold,
  color: 'inherit',
  overflowWrap: 'anywhere',
});

export const category = style({
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
});
