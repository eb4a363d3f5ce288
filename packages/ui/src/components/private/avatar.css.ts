import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

// The site's one avatar for a person (their initials standing in for a photo): a round amber 3 tile
// with a hairline amber border and amber 12 initials (amber 11 on amber 3 is 4.25:1, under the 4.5:1
// small text needs; amber 12 passes in light and dark). Drawn by `Avatar` (Avatar.tsx); the account
// menu composes the same look for its trigger.
export const avatarLook = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.accent[3],
  border: `1px solid ${vars.color.accent.a6}`,
  color: vars.color.accent[12],
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1,
  letterSpacing: '0.02em',
  userSelect: 'none',
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

const px = (n: number) => `${n / 16}rem`;

/** Four sizes, one look. */
export const avatar = styleVariants({
  /** 28 px: the account menu's trigger. */
  1: [avatarLook, { width: px(28), height: px(28), fontSize: vars.font.size[1] }],
  /** 32 px: a card's byline. */
  2: [avatarLook, { width: px(32), height: px(32), fontSize: vars.font.size[1] }],
  /** 40 px: an article's byline, a testimonial's author. */
  3: [avatarLook, { width: px(40), height: px(40), fontSize: vars.font.size[2] }],
  /** 64 px: a team member. */
  4: [avatarLook, { width: px(64), height: px(64), fontSize: vars.font.size[5] }],
});
