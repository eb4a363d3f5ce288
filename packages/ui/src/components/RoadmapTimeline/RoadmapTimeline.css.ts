import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../theme/vars.css';

const markerSize = '18px';
const railInset = vars.space[6];

export const root = style({});

export const timeline = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gap: vars.space[7] } },
});

export const quarter = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space[3],
  paddingInlineStart: railInset,
  // The rail: from this quarter's marker down to the next one.
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${markerSize} / 2 - 1px)`,
      insetBlockStart: `calc(${vars.space[1]} + ${markerSize})`,
      insetBlockEnd: `calc(-1 * ${vars.space[6]})`,
      width: 2,
      backgroundColor: vars.color.gray.a5,
    },
    '&:last-child::before': { display: 'none' },
    '&[data-state="completed"]::before': { backgroundColor: vars.color.green.a7 },
  },
  '@media': {
    [media.md]: {
      gridTemplateColumns: '11rem minmax(0, 1fr)',
      columnGap: vars.space[6],
      selectors: { '&::before': { insetBlockEnd: `calc(-1 * ${vars.space[7]})` } },
    },
  },
});

// A quarter inside a folded year: the same two columns, no marker or rail of its own.
export const nestedQuarter = style({
  display: 'grid',
  gap: vars.space[3],
  '@media': {
    [media.md]: { gridTemplateColumns: '11rem minmax(0, 1fr)', columnGap: vars.space[6] },
  },
});

/** The folded years: tiles across the column, as many to a row as fit (one on a phone). */
export const years = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridColumn: '1 / -1' } },
});

// Closed tiles of a row share one height.
export const yearTile = style({ display: 'grid', minWidth: 0 });

/** A folded year: a tile; opened, it takes the column's width so its quarters read at full width. */
export const year = style({
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

// With a year open the years become one column of rows, in order: no tile left alone on a row
// above the opened one.
globalStyle(`${years}:has(${year}[open])`, { gridTemplateColumns: 'minmax(0, 1fr)' });

// The whole tile is the toggle; its focus ring is the tile's.
export const yearToggle = style({
  display: 'grid',
  gap: vars.space[1],
  margin: `calc(-1 * ${vars.space[4]})`,
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  listStyle: 'none',
  cursor: vars.cursor.button,
  outline: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const yearHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[2],
});

export const yearCount = style({
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${yearToggle}:hover &`]: { color: vars.color.accent[11] } },
});

// Turned at once: no motion to switch off. Pushed to the tile's far edge.
export const yearChevron = style({
  marginInlineStart: 'auto',
  color: vars.color.gray[11],
  selectors: { [`${year}[open] &`]: { transform: 'rotate(180deg)' } },
});

/** The year's first shipped features, two lines at most. */
export const yearHighlights = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  selectors: { [`${year}[open] &`]: { display: 'none' } },
});

export const yearQuarters = style({
  display: 'grid',
  gap: vars.space[6],
  margin: 0,
  marginBlockStart: vars.space[5],
  padding: 0,
  listStyle: 'none',
});

const markerBase = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: vars.space[1],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: markerSize,
  height: markerSize,
  borderRadius: '50%',
  boxSizing: 'border-box',
  '@media': { [media.forcedColors]: { border: '2px solid CanvasText' } },
});

export const marker = styleVariants({
  completed: [markerBase, { backgroundColor: vars.color.green[9], color: vars.color.green.contrast }],
  current: [
    markerBase,
    {
      backgroundColor: vars.color.accent[9],
      boxShadow: `0 0 0 4px ${vars.color.accent.a4}`,
    },
  ],
  planned: [
    markerBase,
    { border: `2px solid ${vars.color.gray.a8}`, backgroundColor: vars.color.background },
  ],
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  alignContent: 'start',
  gap: vars.space[2],
  '@media': { [media.md]: { flexDirection: 'column', alignItems: 'flex-start' } },
});

// The body face: at 20 px the display face's flat-tailed Q reads as an underlined "Q4".
export const quarterTitle = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[5],
  lineHeight: vars.font.headingLineHeight[5],
  letterSpacing: vars.font.letterSpacing[5],
  // Semibold: Inter is a variable font, and the theme's scale has no token between medium and bold.
  fontWeight: 600,
  color: vars.color.gray[12],
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.space[5],
  paddingInline: vars.space[2],
  borderRadius: `max(${vars.radius[2]}, ${vars.radius.full})`,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

export const badge = styleVariants({
  completed: [badgeBase, { backgroundColor: vars.color.green.a3, color: vars.color.green[12] }],
  current: [badgeBase, { backgroundColor: vars.color.accent[9], color: vars.color.accent.contrast }],
  planned: [badgeBase, { backgroundColor: vars.color.gray.a3, color: vars.color.gray[11] }],
});

export const progress = style({
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
});

const cardBase = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: vars.space[4],
  listStyle: 'none',
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  '@media': {
    [media.sm]: { padding: vars.space[5] },
    [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[6] },
  },
});

export const card = styleVariants({
  completed: [cardBase],
  current: [
    cardBase,
    { borderColor: vars.color.accent[7], boxShadow: `0 0 0 1px ${vars.color.accent[7]}, ${vars.shadow[3]}` },
  ],
  planned: [
    cardBase,
    { backgroundColor: 'transparent', borderStyle: 'dashed', borderColor: vars.color.gray.a6 },
  ],
});

export const feature = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space[3],
  alignItems: 'start',
});

export const featureIconDone = style({ color: vars.color.green[11], marginBlockStart: 2 });
export const featureIconOpen = style({ color: vars.color.gray[10], marginBlockStart: 2 });

export const featureText = style({ display: 'grid', gap: 2 });

export const featureName = style({
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
});

export const featureDescription = style({
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});
