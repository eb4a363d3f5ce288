import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { duration, media, vars } from '../../theme/vars.css';
import { label } from '../private/label.css';
import { phoneOnly } from '../../utils/touchTarget.css';

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
  // A phone gets the plan switcher instead.
  '@media': { [phoneOnly]: { display: 'none' } },
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

/** The feature column's part of the table's width; the plans share the rest equally. */
export const featureColumnPercent = 34;
export const featureColumn = style({ width: `${featureColumnPercent}%` });

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
});

/** A group's name: the site's one small label (private/label.css.ts). */
export const groupHeadingText = style([
  label,
  {
    position: 'sticky',
    insetInlineStart: 0,
    display: 'inline-block',
    paddingInline: vars.space[3],
    '@media': { [media.md]: { paddingInline: vars.space[5] } },
  },
]);

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

/** The phone's comparison: shown below 640 px only, where the table is hidden. */
export const switcher = style({
  display: 'none',
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  paddingBlockEnd: vars.space[2],
  '@media': { [phoneOnly]: { display: 'block' } },
});

/** The plans as one segmented choice, each showing its name and price. */
export const switcherPlans = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space[1],
  margin: vars.space[3],
  padding: vars.space[1],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.gray.a3,
});

export const switcherPlan = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  minHeight: 48,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[1],
  border: 'none',
  borderRadius: vars.radius[2],
  backgroundColor: 'transparent',
  color: vars.color.gray[11],
  fontFamily: vars.font.family.body,
  textAlign: 'center',
  cursor: vars.cursor.button,
  outline: 'none',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: duration.fast,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { color: vars.color.gray[12] },
    '&[data-selected]': {
      backgroundColor: vars.color.panelSolid,
      color: vars.color.gray[12],
      boxShadow: vars.shadow[2],
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
  '@media': {
    [media.reducedMotion]: { transitionDuration: '0s' },
    // Colour and shadow alone show the choice: forced colours get the system highlight.
    [media.forcedColors]: {
      selectors: {
        '&[data-selected]': {
          backgroundColor: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
      },
    },
  },
});

export const switcherGroup = style({ paddingInline: vars.space[3] });

export const switcherGroupTitle = style([
  label,
  { marginBlockStart: vars.space[3], paddingBlock: vars.space[2] },
]);

export const switcherList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const switcherRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  borderBottom: `1px solid ${vars.color.gray.a4}`,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[12],
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const switcherFeature = style({ minWidth: 0 });

export const switcherValue = style({
  flexShrink: 0,
  maxWidth: '45%',
  textAlign: 'end',
  fontWeight: vars.font.weight.medium,
});
