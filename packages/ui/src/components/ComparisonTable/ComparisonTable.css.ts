import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme/vars.css';

export const scroller = style({
  // The containing block of the visually hidden texts in the cells (absolutely positioned): without
  // it they are placed against the page and widen it, so phones scroll sideways.
  position: 'relative',
  overflowX: 'auto',
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  // A shadow at the right edge while more plans lie beyond it (a phone): the first gradient
  // scrolls with the content and covers the second, fixed one once the end is reached.
  backgroundImage: `linear-gradient(to left, ${vars.color.panelSolid} 50%, transparent), linear-gradient(to left, ${vars.color.gray.a7}, transparent)`,
  backgroundPosition: 'right center, right center',
  backgroundSize: '40px 100%, 20px 100%',
  backgroundRepeat: 'no-repeat',
  backgroundAttachment: 'local, scroll',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
});

export const table = style({
  width: '100%',
  // `separate` so cell borders move with the sticky first column.
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[12],
});

export const caption = style({
  padding: vars.space[4],
  paddingBottom: vars.space[3],
  textAlign: 'start',
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[5],
  lineHeight: vars.font.headingLineHeight[5],
  fontWeight: vars.font.weight.bold,
  '@media': { [media.md]: { paddingInline: vars.space[5] } },
});

export const hiddenCaption = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const cellPadding = {
  paddingBlock: vars.space[3],
  paddingInline: vars.space[3],
  borderBottom: `1px solid ${vars.color.gray.a4}`,
  '@media': { [media.md]: { paddingInline: vars.space[5] } },
} as const;

/** The first column stays in view while the plans scroll under it. */
export const stickyCell = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  // Opaque, so the scrolled cells do not show through; the edge marks where they slide under.
  backgroundColor: vars.color.panelSolid,
  boxShadow: `inset -1px 0 0 ${vars.color.gray.a5}`,
  '@media': { [media.md]: { boxShadow: 'none' } },
});

export const cornerCell = style({
  ...cellPadding,
  // The same rule under the whole header row as under the plan names.
  borderBottomColor: vars.color.gray.a6,
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[11],
});

export const planHeader = recipe({
  base: {
    ...cellPadding,
    minWidth: 96,
    textAlign: 'center',
    verticalAlign: 'bottom',
    borderBottomColor: vars.color.gray.a6,
  },
  variants: {
    highlighted: {
      true: { backgroundColor: vars.color.accent.a2, color: vars.color.accent[11] },
      false: {},
    },
  },
});

export const planName = style({
  display: 'block',
  fontSize: vars.font.size[3],
  fontWeight: vars.font.weight.bold,
});

export const planDetail = style({
  display: 'block',
  fontSize: vars.font.size[1],
  fontWeight: vars.font.weight.regular,
  color: vars.color.gray[11],
});

export const groupHeading = style({
  paddingBlock: vars.space[2],
  paddingInline: 0,
  textAlign: 'start',
  backgroundColor: vars.color.gray[2],
  borderBottom: `1px solid ${vars.color.gray.a4}`,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.gray[11],
});

export const groupHeadingText = style({
  position: 'sticky',
  insetInlineStart: 0,
  display: 'inline-block',
  paddingInline: vars.space[3],
  '@media': { [media.md]: { paddingInline: vars.space[5] } },
});

// The scroll area's own border closes the table; no rule under the last row.
globalStyle(`${table} > tbody:last-child > tr:last-child > *`, { borderBottom: 'none' });

export const rowHeader = style({
  ...cellPadding,
  textAlign: 'start',
  verticalAlign: 'middle',
  fontWeight: vars.font.weight.regular,
  // Narrow enough to leave room for the plans on a phone, wide enough to read.
  minWidth: 132,
  maxWidth: 180,
  '@media': { [media.md]: { minWidth: 220, maxWidth: 'none', paddingInline: vars.space[5] } },
});

export const rowName = style({ display: 'block', fontWeight: vars.font.weight.medium });

export const rowDescription = style({
  display: 'block',
  marginTop: 2,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
});

export const cell = recipe({
  base: { ...cellPadding, textAlign: 'center', verticalAlign: 'middle' },
  variants: {
    highlighted: { true: { backgroundColor: vars.color.accent.a2 }, false: {} },
  },
});

export const mark = recipe({
  base: { display: 'inline-flex', verticalAlign: 'middle' },
  variants: {
    included: {
      // The accent, as in the plan cards' lists: one check colour everywhere.
      true: { color: vars.color.accent[11] },
      false: { color: vars.color.gray[11] },
    },
  },
});
