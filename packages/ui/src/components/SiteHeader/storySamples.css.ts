import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Sample content for the page-frame stories only; not part of the package's API. */

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius[2],
  color: vars.color.gray[12],
  fontSize: vars.font.size[4],
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing[4],
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[6],
  height: vars.space[6],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.accent[9],
  color: vars.color.accent.contrast,
});

export const hero = style({
  paddingBlock: vars.space[9],
  backgroundImage: `linear-gradient(${vars.color.accent[3]}, ${vars.color.background})`,
  // Pull the hero up under the transparent header, as the landing page does.
  marginTop: `calc(-1 * ${vars.space[9]})`,
  paddingTop: `calc(${vars.space[9]} * 2)`,
});

export const stack = style({ display: 'grid', gap: vars.space[4] });
