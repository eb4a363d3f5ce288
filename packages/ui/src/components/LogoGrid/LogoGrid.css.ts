import { style, styleVariants } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { phoneOnly as phone } from '../../utils/touchTarget.css';

export const root = style({});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // A phone shows two compact tiles a row, not a column of twelve full-width cards.
  '@media': { [phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2] } },
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
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [phone]: { minHeight: 72, gap: vars.space[2], padding: vars.space[3] },
  },
});

export const mark = style({
  flexShrink: 0,
  width: 32,
  height: 32,
  overflow: 'visible',
  '@media': { [phone]: { width: 24, height: 24 } },
});

// Partners' marks are a neutral wordmark wall (other companies' logos never wear our amber): the
// tile's grey text colour for lines and the name, a lighter grey for the second tone; hover darkens both.
export const symbolInk = style({
  fill: 'currentColor',
  '@media': { [media.forcedColors]: { fill: 'CanvasText' } },
});

export const symbolFill = style({
  fill: vars.color.gray[9],
  transition: `fill ${duration.base} ease`,
  selectors: { [`${tile}:hover &`]: { fill: vars.color.gray[10] } },
  '@media': { [media.reducedMotion]: { transition: 'none' }, [media.forcedColors]: { fill: 'CanvasText' } },
});

export const symbolLine = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  '@media': { [media.forcedColors]: { stroke: 'CanvasText' } },
});

export const lineAccent = style({
  stroke: vars.color.gray[9],
  selectors: { [`${tile}:hover &`]: { stroke: vars.color.gray[10] } },
  '@media': { [media.forcedColors]: { stroke: 'CanvasText' } },
});

export const text = style({ display: 'grid', minWidth: 0 });

const nameBase = style({
  // The tile's colour: gray 11 at rest, gray 12 on hover.
  color: 'inherit',
  overflowWrap: 'anywhere',
  // A compact tile: each wordmark keeps its face, at one size that fits beside the logo.
  '@media': { [phone]: { fontSize: vars.font.size[2], lineHeight: vars.font.lineHeight[2] } },
});

/** The name as each wordmark type sets it. */
export const name = styleVariants({
  grotesk: [
    nameBase,
    {
      fontFamily: vars.font.family.heading,
      fontSize: vars.font.size[4],
      lineHeight: vars.font.lineHeight[4],
      fontWeight: vars.font.weight.bold,
      letterSpacing: '-0.03em',
    },
  ],
  caps: [
    nameBase,
    {
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size[2],
      lineHeight: vars.font.lineHeight[3],
      fontWeight: vars.font.weight.medium,
      letterSpacing: '0.14em',
      textTransform: 'uppercase',
    },
  ],
  mono: [
    nameBase,
    {
      fontFamily: vars.font.family.code,
      fontSize: vars.font.size[3],
      lineHeight: vars.font.lineHeight[4],
      fontWeight: vars.font.weight.medium,
      letterSpacing: '-0.02em',
      textTransform: 'lowercase',
    },
  ],
  light: [
    nameBase,
    {
      fontFamily: vars.font.family.heading,
      fontSize: vars.font.size[5],
      lineHeight: vars.font.lineHeight[4],
      fontWeight: vars.font.weight.light,
      letterSpacing: '-0.02em',
    },
  ],
});

export const category = style({
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
  // On a phone the tile is the logo and name; the category is still read, not shown.
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
