import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { itemTitle } from '../../theme/typography.css';
import { breakpoints, media, vars } from '../../theme/vars.css';

/** Each state has its own colour scale; the label and icon carry the meaning too. */
const palette = {
  operational: vars.color.green,
  maintenance: vars.color.accent,
  degraded: vars.color.orange, // not amber: that is the accent
  outage: vars.color.red,
} as const;

const badgeIcon = createVar();

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
  whiteSpace: 'nowrap',
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

// Text in step 12 (step 11 on a tinted ground misses 4.5:1 in light mode); the icon keeps step 11.
export const badge = styleVariants(palette, (scale) => [
  badgeBase,
  {
    backgroundColor: scale.a3,
    color: scale[12],
    boxShadow: `inset 0 0 0 1px ${scale.a5}`,
    vars: { [badgeIcon]: scale[11] },
  },
]);

globalStyle(`${badgeBase} > svg`, { color: badgeIcon });

export const board = style({ display: 'grid', gap: vars.space[4] });

/** The board's grid already spaces its header. */
export const header = style({ selectors: { 'header&': { marginBlockEnd: 0 } } });

export const banner = styleVariants(palette, (scale) => ({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[4]} ${vars.space[4]}`,
  borderRadius: vars.radius[4],
  backgroundColor: scale.a3,
  boxShadow: `inset 0 0 0 1px ${scale.a5}`,
  color: scale[12],
  '@media': {
    [media.sm]: { padding: `${vars.space[5]} ${vars.space[5]}`, gap: vars.space[4] },
    [media.forcedColors]: { border: '2px solid CanvasText' },
  },
}));

export const bannerIcon = styleVariants(palette, (scale) => ({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[7],
  height: vars.space[7],
  borderRadius: `max(${vars.radius[3]}, ${vars.radius.full})`,
  backgroundColor: scale[9],
  color: scale.contrast,
}));

export const bannerText = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const bannerTitle = style({
  margin: 0,
  fontSize: vars.font.size[5],
  lineHeight: vars.font.lineHeight[5],
  letterSpacing: vars.font.letterSpacing[5],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
  textWrap: 'balance',
});

/** The count of notices beside a calm headline: a quiet pill, not an alarm. */
export const noticeCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  verticalAlign: 'middle',
  marginInlineStart: vars.space[2],
  paddingInline: vars.space[2],
  minHeight: vars.space[5],
  borderRadius: `max(${vars.radius[2]}, ${vars.radius.full})`,
  backgroundColor: vars.color.gray.a3,
  boxShadow: `inset 0 0 0 1px ${vars.color.gray.a5}`,
  color: vars.color.gray[12],
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  letterSpacing: 'normal',
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

export const bannerDescription = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  overflow: 'hidden',
});

/** A phone stacks the name (and issue) over the badge; wider, the badge and uptime sit at the end. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.gray.a4}` } },
  '@media': {
    [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', padding: `${vars.space[4]} ${vars.space[5]}` },
  },
});

export const rowMain = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
});

export const issue = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const issueIcon = style({ flexShrink: 0, marginBlockStart: '0.2em' });

export const rowAside = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  '@media': {
    // Fixed columns, so uptimes and badges line up from row to row.
    [media.sm]: {
      display: 'grid',
      gridTemplateColumns: '7.5rem 12rem',
      alignItems: 'center',
      justifyItems: 'end',
      gap: vars.space[4],
    },
  },
});

export const uptime = style({
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [media.sm]: { order: -1, fontSize: vars.font.size[2], lineHeight: vars.font.lineHeight[2] } },
});

/** The day-by-day strip: the row's full width, under its name and badge. */
export const history = style({ gridColumn: '1 / -1', display: 'grid', gap: vars.space[1], minWidth: 0 });

export const historyBars = style({ display: 'block', width: '100%', height: 24 });

/** Shown from `sm` up only, and below it only: the strip's two drawings and first labels. */
export const fromSm = style({
  '@media': { [`screen and (max-width: ${breakpoints.sm - 0.02}px)`]: { display: 'none' } },
});
export const belowSm = style({ '@media': { [media.sm]: { display: 'none' } } });

// Bars in the states' solid colours (non-text graphics: 3:1 against the panel).
export const historyDay = styleVariants(palette, (scale) => ({ fill: scale[9] }));
globalStyle(`${historyBars} rect`, { '@media': { [media.forcedColors]: { fill: 'CanvasText' } } });

export const historyScale = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
});

/* Incidents and maintenance windows */

export const entries = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  '@media': {
    [media.sm]: { padding: vars.space[5] },
    [media.md]: {
      gridTemplateColumns: '11rem minmax(0, 1fr)',
      columnGap: vars.space[6],
    },
  },
});

export const entryWhen = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[1],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
});

export const entryBody = style({ display: 'grid', gap: vars.space[2], minWidth: 0 });

export const entryDate = style({ color: vars.color.gray[12], fontWeight: vars.font.weight.medium });

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  rowGap: vars.space[1],
});

/** An incident's or a window's title (H3): the type scale's item title, as every card's. */
export const entryTitle = style([itemTitle, { marginInlineEnd: 'auto' }]);

export const entryDescription = style({
  margin: 0,
  maxWidth: '68ch',
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
});

export const affected = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});
