import { globalStyle, style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { sectionTitle as typeScaleSectionTitle } from '../../theme/typography.css';

const focusRing = { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 } as const;

export const root = style({
  width: '100%',
  paddingBlock: `${vars.space[5]} ${vars.space[8]}`,
  '@media': { [media.md]: { paddingBlockEnd: `calc(${vars.space[9]} * 1.5)` } },
});

export const stack = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': { [media.md]: { gap: vars.space[9] } },
});

export const latest = style({ display: 'grid', gap: vars.space[5], minWidth: 0 });

export const toolbar = style({
  display: 'grid',
  gap: vars.space[4],
  alignItems: 'end',
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});

export const toolbarTitle = style({ display: 'grid', gap: vars.space[1] });

/** "Latest posts", "Popular": section titles on the type scale. */
export const sectionTitle = typeScaleSectionTitle;

export const count = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
});

export const filters = style({
  display: 'grid',
  gap: vars.space[3],
  alignItems: 'end',
  scrollMarginTop: vars.space[9],
  '@media': {
    [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) 13rem' },
    [media.md]: { gridTemplateColumns: '18rem 13rem' },
  },
});

export const search = style({ minWidth: 0 });
// An input's intrinsic width (about 20 characters) would otherwise set the field's minimum and
// push it over the select in its 18rem column.
globalStyle(`${search} input`, { width: '100%' });

export const select = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

// The search field's label is for screen readers only, so the select's stays hidden on screen
// too and the two controls line up; both are still named.
export const selectLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const selectButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  width: '100%',
  minHeight: vars.space[7],
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.gray.a7}`,
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.surface,
  color: vars.color.gray[12],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  textAlign: 'start',
  cursor: vars.cursor.button,
  outline: 'none',
  transition: `border-color ${duration.fast}, box-shadow ${duration.fast}`,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.gray.a8 },
    '&[data-focus-visible]': {
      borderColor: vars.color.accent[8],
      boxShadow: `0 0 0 1px ${vars.color.accent[8]}`,
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: { border: '1px solid ButtonText' },
  },
});

export const selectValue = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const selectIcon = style({ flexShrink: 0, color: vars.color.gray[11] });

export const selectChevron = style({
  flexShrink: 0,
  color: vars.color.gray[11],
  transition: `transform ${duration.base}`,
  selectors: { '[data-pressed] > &, [aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: '12rem',
  padding: vars.space[1],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a6}`,
  backgroundColor: vars.color.panelSolid,
  boxShadow: vars.shadow[5],
  outline: 'none',
  overflowY: 'auto',
});

export const listBox = style({ outline: 'none', display: 'grid', gap: 1 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  color: vars.color.gray[12],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  cursor: vars.cursor.button,
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.accent.a3 },
    '&[data-selected]': { fontWeight: vars.font.weight.medium, color: vars.color.accent[11] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: -2 },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const optionCheck = style({
  flexShrink: 0,
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const gridItem = style({ display: 'flex', minWidth: 0 });

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlockStart: vars.space[3] });

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[8],
  paddingInline: vars.space[5],
  borderRadius: vars.radius[4],
  border: `1px dashed ${vars.color.gray.a7}`,
  textAlign: 'center',
});

export const emptyIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space[8],
  height: vars.space[8],
  marginBlockEnd: vars.space[2],
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.gray.a3,
  color: vars.color.gray[11],
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.font.size[5],
  lineHeight: vars.font.lineHeight[5],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
});

export const emptyHint = style({
  margin: 0,
  marginBlockEnd: vars.space[3],
  maxWidth: '40ch',
  color: vars.color.gray[11],
});

export const bottom = style({
  display: 'grid',
  gap: vars.space[6],
  paddingBlockStart: vars.space[7],
  borderBlockStart: `1px solid ${vars.color.gray.a5}`,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)', gap: vars.space[8] },
  },
});

export const popular = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });

export const popularGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const popularButton = style({
  display: 'grid',
  gap: 2,
  width: '100%',
  height: '100%',
  padding: vars.space[4],
  border: `1px solid ${vars.color.gray.a5}`,
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.panelSolid,
  color: vars.color.gray[12],
  fontFamily: vars.font.family.body,
  textAlign: 'start',
  cursor: vars.cursor.button,
  outline: 'none',
  transition: `border-color ${duration.fast}, background-color ${duration.fast}`,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.gray.a8, backgroundColor: vars.color.gray.a2 },
    '&[data-pressed]': { backgroundColor: vars.color.gray.a3 },
    '&[data-selected]': { borderColor: vars.color.accent[8], backgroundColor: vars.color.accent.a2 },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      selectors: { '&[data-selected]': { borderColor: 'Highlight', borderWidth: 2 } },
    },
  },
});

export const popularName = style({
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  fontWeight: vars.font.weight.medium,
});

export const popularCount = style({
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
});

export const aside = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });

export const rss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space[2],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius[2],
  color: vars.color.accent[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
    '&:focus-visible': focusRing,
  },
});
