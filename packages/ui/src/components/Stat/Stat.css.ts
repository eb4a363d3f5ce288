import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '../../theme/vars.css';

export const stat = style({
  display: 'flex',
  // The label comes first in the markup (read as "Downloads: 15,847") but shows under the figure.
  flexDirection: 'column-reverse',
  // The figure's box spans the column and its text is aligned inside it: a figure that arrives
  // late (a longer or shorter text than its placeholder) moves nothing on the page.
  alignItems: 'stretch',
  gap: vars.space[1],
  margin: 0,
  textAlign: 'center',
});

export const label = style({
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

const valueBase = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.gray[12],
});

export const value = styleVariants({
  1: [
    valueBase,
    {
      fontSize: vars.font.size[5],
      lineHeight: vars.font.headingLineHeight[5],
      letterSpacing: vars.font.letterSpacing[5],
    },
  ],
  2: [
    valueBase,
    {
      fontSize: vars.font.size[6],
      lineHeight: vars.font.headingLineHeight[6],
      letterSpacing: vars.font.letterSpacing[6],
    },
  ],
  3: [
    valueBase,
    {
      fontSize: vars.font.size[7],
      lineHeight: vars.font.headingLineHeight[7],
      letterSpacing: vars.font.letterSpacing[7],
      '@media': {
        [media.md]: {
          fontSize: vars.font.size[8],
          lineHeight: vars.font.headingLineHeight[8],
          letterSpacing: vars.font.letterSpacing[8],
        },
      },
    },
  ],
});

export const placeholder = style({
  position: 'relative',
  display: 'inline-block',
  color: 'transparent',
  userSelect: 'none',
  selectors: {
    // The bar sits inside the text's line box, so the line keeps its height.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlock: '0.18em',
      borderRadius: vars.radius[2],
      // Still, not pulsing: see Hero.css.ts's placeholder (an endless main-thread animation).
      backgroundColor: vars.color.gray.a4,
    },
  },
  '@media': {
    [media.forcedColors]: { selectors: { '&::before': { backgroundColor: 'GrayText' } } },
  },
});

export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[5],
  margin: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' },
  },
});

/**
 * A band of headline figures set apart from what follows: hairlines above and below, and between
 * the figures. On a phone each figure is a row of its own, figure over label at the start (no
 * figure left alone on a line of two; a figure at the end of a row would move when a late one
 * arrives wider than its placeholder); from `md` up, one row of figures over their labels.
 */
export const band = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 0,
  marginBlockEnd: vars.space[7],
  borderBlock: `1px solid ${vars.color.gray.a5}`,
  '@media': {
    [media.md]: {
      paddingBlock: vars.space[5],
      gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))',
      gridAutoFlow: 'column',
    },
  },
});

globalStyle(`${band} > *`, {
  paddingBlock: vars.space[4],
  textAlign: 'start',
  '@media': {
    // Figures on one line whatever the length of the labels under them (flex-end of a column-reverse).
    [media.md]: {
      justifyContent: 'flex-end',
      paddingBlock: 0,
      textAlign: 'center',
    },
  },
});

globalStyle(`${band} > * + *`, {
  borderBlockStart: `1px solid ${vars.color.gray.a5}`,
  '@media': {
    [media.md]: { borderBlockStart: 'none', borderInlineStart: `1px solid ${vars.color.gray.a5}` },
  },
});

// Three figures stay one row on a phone (two columns would leave the third alone on a line),
// their figures and labels a step smaller there.
// (Not a band: there each figure is a row of its own.)
const threeFigures = `${group}:not(${band}):has(> :nth-child(3):last-child)`;
const phone = `screen and (max-width: ${breakpoints.sm - 0.02}px)`;
globalStyle(threeFigures, {
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[3],
  '@media': { [media.sm]: { gap: vars.space[5] } },
});
// Figures on one line whatever the length of the labels under them (flex-end of a column-reverse).
globalStyle(`${threeFigures} > *`, { justifyContent: 'flex-end' });
globalStyle(`${threeFigures} dd`, {
  '@media': {
    [phone]: {
      fontSize: vars.font.size[5],
      lineHeight: vars.font.headingLineHeight[5],
      letterSpacing: vars.font.letterSpacing[5],
    },
  },
});
globalStyle(`${threeFigures} dt`, {
  '@media': { [phone]: { fontSize: vars.font.size[1], lineHeight: vars.font.lineHeight[1] } },
});
