import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { chipRow } from '../../utils/chipRow.css';

/** One sideways-scrolling line on a phone (chipRow), wrapped from `sm` up. */
export const group = style([
  chipRow,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space[2],
    marginBlockEnd: vars.space[5],
  },
]);

/** The same row wrapping on every screen (`wrap`). */
export const wrapped = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginBlockEnd: vars.space[5],
});

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  opacity: 0.7,
});
