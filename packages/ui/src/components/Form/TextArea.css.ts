import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

/** The description line under a text area: help on the left, the character count on the right. */
export const descriptionRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[3],
});

export const count = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.gray[11],
  transition: `color ${duration.fast}`,
  selectors: {
    '&[data-band="near"], &[data-band="full"]': { color: vars.color.orange[11] },
    '&[data-band="over"]': { color: vars.color.red[11], fontWeight: vars.font.weight.medium },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const textArea = style({
  display: 'block',
  width: '100%',
  minHeight: `calc(${vars.space[9]} * 2)`,
  padding: `${vars.space[2]} 0`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  resize: 'vertical',
  selectors: {
    '&::placeholder': { color: vars.color.gray.a10 },
  },
});
