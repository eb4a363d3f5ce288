import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Off screen until focused; then a solid pill at the top left, above the header. */
export const root = style({
  position: 'fixed',
  insetBlockStart: vars.space[3],
  insetInlineStart: vars.space[3],
  zIndex: 1000,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.accent[9],
  color: vars.color.accent.contrast,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size[2],
  textDecoration: 'none',
  outline: 'none',
  transform: 'translateY(calc(-100% - 24px))',
  selectors: {
    // The shadow only when shown: hidden above the screen its blur still reached into the header.
    '&:focus': {
      transform: 'none',
      boxShadow: vars.shadow[4],
      outline: `2px solid ${vars.color.focus[8]}`,
      outlineOffset: 2,
    },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'transform 150ms ease-out' },
    print: { display: 'none' },
  },
});
