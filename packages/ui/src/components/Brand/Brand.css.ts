import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44, // a touch target on phones
  borderRadius: vars.radius[2],
  color: vars.color.gray[12],
  // The wordmark: the name in the heading face, tracked in as display type is.
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[5],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.03em',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const mark = style({
  display: 'inline-flex',
  flexShrink: 0,
  lineHeight: 0,
});

/** A dialog title under the mark: the mark on its own line, left-aligned like the title. */
export const markedTitle = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space[3],
});
