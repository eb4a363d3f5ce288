import { globalStyle, style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

/* The category filter: a native select drawn like a toolbar button. */

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

/** Holds the select with its filter icon and chevron drawn over it (neither takes a press). */
export const selectBox = style({ position: 'relative', display: 'grid', alignItems: 'center' });

export const selectControl = style({
  appearance: 'none',
  width: '100%',
  minHeight: vars.space[7],
  margin: 0,
  paddingInline: `calc(${vars.space[3]} + 24px) calc(${vars.space[3]} + 24px)`,
  border: `1px solid ${vars.color.gray.a7}`,
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.surface,
  color: vars.color.gray[12],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  textOverflow: 'ellipsis',
  cursor: vars.cursor.button,
  outline: 'none',
  transition: `border-color ${duration.fast}, box-shadow ${duration.fast}`,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { borderColor: vars.color.gray.a8 },
    '&:focus-visible': {
      borderColor: vars.color.accent[8],
      boxShadow: `0 0 0 1px ${vars.color.accent[8]}`,
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: { border: '1px solid ButtonText' },
  },
});

/** The options keep the page's text colours in the system's menu (dark mode included). */
globalStyle(`${selectControl} option`, {
  color: vars.color.gray[12],
  backgroundColor: vars.color.panelSolid,
});

const overSelect = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.gray[11],
} as const;

export const selectIcon = style({ ...overSelect, insetInlineStart: vars.space[3] });

export const selectChevron = style({ ...overSelect, insetInlineEnd: vars.space[3] });
