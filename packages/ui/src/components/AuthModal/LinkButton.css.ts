import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const linkButton = style({
  display: 'inline',
  padding: 0,
  margin: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  color: vars.color.accent[11],
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent.a7,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius[1],
  cursor: vars.cursor.link,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationColor: 'currentColor' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
    '&[data-disabled]': { color: vars.color.gray[11], cursor: vars.cursor.disabled, textDecoration: 'none' },
  },
});
