import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { phoneOnly } from '../../utils/touchTarget.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const visibilityToggle = style({
  marginRight: `calc(-1 * ${vars.space[2]})`,
  color: vars.color.gray[11],
});

/** 'Forgot password?' sits under the password field, at its end. */
export const forgotLink = style({
  alignSelf: 'flex-end',
  marginTop: `calc(-1 * ${vars.space[2]})`,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
});

export const generate = style({
  alignSelf: 'flex-start',
  marginTop: `calc(-1 * ${vars.space[1]})`,
  // A full 44 px touch target on a phone.
  '@media': { [phoneOnly]: { height: 44, paddingInline: vars.space[4], fontSize: vars.font.size[2] } },
});

export const switchLine = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});
