import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// One avatar for a person's initials (an article's byline, the post cards), in two sizes: an amber 3
// tile with amber 12 initials (amber 11 on amber 3 is 4.25:1, under the 4.5:1 small text needs).
const base = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.accent[3],
  border: `1px solid ${vars.color.accent.a5}`,
  color: vars.color.accent[12],
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.02em',
});

export const avatar = styleVariants({
  /** 24 px: a card's byline. */
  small: [base, { width: vars.space[6], height: vars.space[6], fontSize: vars.font.size[1] }],
  /** 40 px: an article's byline. */
  medium: [base, { width: vars.space[7], height: vars.space[7], fontSize: vars.font.size[2] }],
});
