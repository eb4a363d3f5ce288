import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[3],
  cursor: vars.cursor.switch,
  color: vars.color.gray[12],
  fontSize: vars.font.size[2],
  selectors: { '&[data-disabled]': { cursor: vars.cursor.disabled, color: vars.color.gray[11] } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 40,
  height: 24,
  borderRadius: vars.radius.thumb,
  // gray-9 keeps the off track at 3:1 or more against the page in light and dark (gray-a5 was 1.3:1).
  backgroundColor: vars.color.gray[9],
  transition: `background-color ${duration.fast}`,
  selectors: {
    // Amber 9 is only 1.6:1 against a light page: an accent-11 rim brings the on track to 3:1 or
    // more against it (light and dark), and the thumb turns the accent's dark contrast colour.
    '[data-selected] &': {
      backgroundColor: vars.color.accent[9],
      boxShadow: `inset 0 0 0 1.5px ${vars.color.accent[11]}`,
    },
    '[data-focus-visible] &': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
    '[data-disabled] &': { opacity: 0.6 },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 18,
  height: 18,
  borderRadius: vars.radius.thumb,
  backgroundColor: 'white',
  boxShadow: `0 0 0 1px ${vars.color.blackA[3]}, ${vars.shadow[1]}`,
  transition: `transform ${duration.fast}`,
  selectors: {
    '[data-selected] &': { transform: 'translateX(16px)', backgroundColor: vars.color.accent.contrast },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: { backgroundColor: 'CanvasText' },
  },
});
