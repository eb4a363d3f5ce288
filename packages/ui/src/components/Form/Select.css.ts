import { globalStyle, style } from '@vanilla-extract/css';
import { duration, fieldFocusRing, media, vars } from '../../theme/vars.css';

/** Holds the select and its chevron (drawn over the select's right edge, not pressable). */
export const selectBox = style({ position: 'relative', display: 'grid' });

/** The native select, drawn like a text field's box (its own arrow hidden). */
export const select = style({
  appearance: 'none',
  width: '100%',
  minHeight: vars.space[7],
  margin: 0,
  paddingInline: `${vars.space[3]} calc(${vars.space[3]} + 26px)`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.gray.a7}`,
  borderRadius: vars.radius[3],
  color: vars.color.gray[12],
  font: 'inherit',
  fontSize: vars.font.size[3],
  textOverflow: 'ellipsis',
  cursor: vars.cursor.button,
  outline: 'none',
  transition: `border-color ${duration.fast}, box-shadow ${duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.gray.a8 },
    '&:focus': fieldFocusRing,
    // gray-11, not the inputs' placeholder gray-a10: this is text, and must reach 4.5:1 in dark mode.
    '&[data-placeholder]': { color: vars.color.gray[11] },
    '&[aria-invalid]': { borderColor: vars.color.red[9] },
    '&[aria-invalid]:focus': { boxShadow: `0 0 0 1px ${vars.color.red[9]}` },
    '&:disabled': {
      backgroundColor: vars.color.gray.a2,
      color: vars.color.gray[11],
      cursor: 'default',
      opacity: 1,
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: { border: '1px solid ButtonText' },
  },
});

/** The options keep the page's text colours in the system's menu (dark mode included). */
globalStyle(`${select} option`, { color: vars.color.gray[12], backgroundColor: vars.color.panelSolid });

export const selectChevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space[3],
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.gray[11],
});
