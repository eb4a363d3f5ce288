import { style } from '@vanilla-extract/css';
import { duration, fieldFocusRing, media, vars } from '../../theme/vars.css';

/** The select's button, drawn like a text field's box. */
export const selectTrigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  width: '100%',
  minHeight: vars.space[7],
  margin: 0,
  paddingInline: vars.space[3],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.gray.a7}`,
  borderRadius: vars.radius[3],
  color: vars.color.gray[12],
  font: 'inherit',
  fontSize: vars.font.size[3],
  textAlign: 'start',
  cursor: vars.cursor.button,
  outline: 'none',
  transition: `border-color ${duration.fast}, box-shadow ${duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.gray.a8 },
    '&[data-focus-visible], [data-open] > &': fieldFocusRing,
    '[data-invalid] > &': { borderColor: vars.color.red[9] },
    '[data-invalid] > &[data-focus-visible]': { boxShadow: `0 0 0 1px ${vars.color.red[9]}` },
    '&[data-disabled]': {
      backgroundColor: vars.color.gray.a2,
      color: vars.color.gray[11],
      cursor: 'default',
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
  // gray-11, not the inputs' placeholder gray-a10: this is text, and must reach 4.5:1 in dark mode.
  selectors: { '&[data-placeholder]': { color: vars.color.gray[11] } },
});

export const selectChevron = style({
  flexShrink: 0,
  color: vars.color.gray[11],
  transition: `transform ${duration.fast}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 'min(20rem, var(--visual-viewport-height))',
  overflowY: 'auto',
  padding: vars.space[1],
  backgroundColor: vars.color.panelSolid,
  border: `1px solid ${vars.color.gray.a5}`,
  borderRadius: vars.radius[4],
  boxShadow: vars.shadow[5],
  outline: 'none',
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const listBox = style({ display: 'grid', gap: 2, outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.space[6],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[12],
  cursor: vars.cursor.button,
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.accent.a3 },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus[8]}` },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-focused]': { outline: '2px solid Highlight' } },
    },
  },
});

export const optionText = style({ display: 'grid', flex: 1, minWidth: 0 });

export const optionCheck = style({
  flexShrink: 0,
  color: vars.color.accent[11],
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});
