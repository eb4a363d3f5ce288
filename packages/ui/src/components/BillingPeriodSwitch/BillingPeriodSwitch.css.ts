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
    '&:where([data-hovered]):not([data-selected])': { color: vars.color.gray[12] },
    // The accent fill marks the choice clearly in light and dark alike.
    '&:where([data-selected])': {
      backgroundColor: vars.color.accent[9],
      color: vars.color.accent.contrast,
    },
    '&:where([data-focus-visible])': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
    '&:where([data-disabled])': { cursor: vars.cursor.disabled, opacity: 0.6 },
  },
  '@media': {
    [media.reducedMotion]: { transitionDuration: '0s' },
    // Forced colours drop the fill, so the chosen segment takes the system highlight.
    [media.forcedColors]: {
      selectors: {
        '&:where([data-selected])': {
          forcedColorAdjust: 'none',
          backgroundColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});

export const hint = tagLook({ tone: 'accent' });
