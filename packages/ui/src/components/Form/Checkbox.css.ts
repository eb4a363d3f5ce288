import { style } from '@vanilla-extract/css';
import { duration, focusRing, media, vars } from '../../theme/vars.css';

export const checkboxField = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[12],
  cursor: vars.cursor.button,
  selectors: { '&[data-readonly]': { cursor: 'default' } },
});

export const checkboxBox = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 18,
  height: 18,
  // Centres the box on the first line of the label.
  marginTop: `calc((${vars.font.lineHeight[2]} - 18px) / 2)`,
  borderRadius: vars.radius[1],
  border: `1px solid ${vars.color.gray.a8}`,
  backgroundColor: vars.color.surface,
  color: 'transparent',
  transition: `background-color ${duration.fast}, border-color ${duration.fast}`,
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.gray.a9 },
    '[data-selected] > &': {
      backgroundColor: vars.color.accent[9],
      borderColor: vars.color.accent[9],
      color: vars.color.accent.contrast,
    },
    '[data-invalid] > &': { borderColor: vars.color.red[9] },
    '[data-focus-visible] > &': focusRing,
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      border: '1px solid ButtonText',
      selectors: { '[data-selected] > &': { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const checkboxLabel = style({ minWidth: 0 });

/** A link inside a field label (e.g. the privacy policy in a consent checkbox). */
export const inlineLink = style({
  color: vars.color.accent[11],
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent.a7,
  textUnderlineOffset: '0.2em',
  cursor: vars.cursor.link,
  outline: 'none',
  borderRadius: vars.radius[1],
  selectors: {
    '&[data-hovered]': { textDecorationColor: 'currentColor' },
    '&[data-focus-visible]': focusRing,
  },
});

/** Indents the checkbox's help and error under its label, past the box. */
export const checkboxFooter = style({ paddingInlineStart: `calc(18px + ${vars.space[3]})` });
