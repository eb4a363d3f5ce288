import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { tag as tagLook } from '../private/tag.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
});

export const label = style({
  fontSize: vars.font.size[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
});

/** The pill the two segments sit in. */
export const track = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  gap: vars.space[1],
  padding: vars.space[1],
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.gray.a3,
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 40,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.thumb,
  fontSize: vars.font.size[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[11],
  cursor: vars.cursor.button,
  userSelect: 'none',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: duration.fast,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    // Drawn from the native radio's own state, so it is right before (or without) a script.
    '&:hover:not(:has(> input:checked))': { color: vars.color.gray[12] },
    // The accent fill marks the choice clearly in light and dark alike.
    '&:has(> input:checked)': {
      backgroundColor: vars.color.accent[9],
      color: vars.color.accent.contrast,
    },
    '&:has(> input:focus-visible)': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
    '&:has(> input:disabled)': { cursor: vars.cursor.disabled, opacity: 0.6 },
  },
  '@media': {
    [media.reducedMotion]: { transitionDuration: '0s' },
    // Forced colours drop the fill, so the chosen segment takes the system highlight.
    [media.forcedColors]: {
      selectors: {
        '&:has(> input:checked)': {
          forcedColorAdjust: 'none',
          backgroundColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});

/** The native radio, out of sight: its label is the segment. */
export const input = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  opacity: 0,
});

export const hint = tagLook({ tone: 'accent' });
