import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

/* The category filter: a select drawn like a toolbar button, over a list of categories. */

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
