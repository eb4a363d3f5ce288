import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

/**
 * The look of a single-choice chip (a react-aria ToggleButton): one look for every chip row (FAQ
 * categories, job, partner and press filters). Layout (wrapping, scrolling) stays with each row.
 */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  flexShrink: 0,
  minHeight: vars.space[6],
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.gray.a7}`,
  // Half the chip's height at the default radius: a pill that still follows the theme's radius.
  borderRadius: `max(${vars.radius[6]}, ${vars.radius.full})`,
  backgroundColor: vars.color.surface,
  color: vars.color.gray[12],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: vars.cursor.button,
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: duration.fast,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.gray.a3 },
    '&[data-pressed]': { backgroundColor: vars.color.gray.a4 },
    // The chosen chip is a solid accent pill (the accent's own contrast text on it).
    '&[data-selected]': {
      backgroundColor: vars.color.accent[9],
      borderColor: vars.color.accent[9],
      color: vars.color.accent.contrast,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    // Colour alone shows the chosen chip, so forced colours get the system highlight.
    [media.forcedColors]: {
      selectors: {
        '&[data-selected]': {
          backgroundColor: 'Highlight',
          color: 'HighlightText',
          borderColor: 'Highlight',
        },
      },
    },
  },
});
