import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { dialogText } from '../../theme/typography.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  width: vars.space[8],
  height: vars.space[8],
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.accent.a3,
  color: vars.color.accent[11],
});

// Every dialog's body text; the address stands out in gray-12.
export const text = dialogText;

export const address = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
  // Long addresses wrap instead of widening the dialog on a phone.
  overflowWrap: 'anywhere',
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginTop: vars.space[2],
});

export const resendGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

/** Counting down: dimmed, but still readable. */
export const resend = style({
  selectors: {
    '&[aria-disabled="true"]:not([data-pending])': {
      cursor: vars.cursor.disabled,
      // Still the outlined secondary shape, in grey: waiting, not a different kind of button.
      backgroundImage: 'none',
      boxShadow: `inset 0 0 0 1px ${vars.color.gray.a7}`,
      color: vars.color.gray[11],
      transform: 'none',
    },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[aria-disabled="true"]': { color: 'GrayText', borderColor: 'GrayText' } },
    },
  },
});

export const countdown = style({
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
});

export const changeLine = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

/** The verified state's check, where the envelope was. */
export const verifiedBadge = style({
  backgroundColor: vars.color.green[9],
  color: vars.color.green.contrast,
  boxShadow: `0 0 0 ${vars.space[1]} ${vars.color.green.a3}`,
});

export const verifiedText = style([
  dialogText,
  {
    // Focused (as a fallback) by the component, not by a key press.
    outline: 'none',
  },
]);
