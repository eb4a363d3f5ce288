import { style } from '@vanilla-extract/css';

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const root = style(hidden);

/** Hidden until focused: for skip links. */
export const focusable = style({
  selectors: {
    '&:not(:focus):not(:focus-within)': hidden,
  },
});
