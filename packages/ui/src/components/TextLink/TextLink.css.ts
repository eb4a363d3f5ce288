import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  color: vars.color.accent[11],
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  textDecorationColor: vars.color.accent[7],
  borderRadius: vars.radius[1],
  cursor: vars.cursor.link,
  outline: 'none',
  transition: 'text-decoration-color 120ms',
  selectors: {
    '&[data-hovered]': { textDecorationColor: 'currentColor' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
  '@media': {
    print: { color: 'inherit' },
  },
});
