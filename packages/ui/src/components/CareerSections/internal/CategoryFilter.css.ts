import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../../theme/vars.css';
import { focusRing } from './SectionHeader.css';
import { chipRow } from '../../../utils/chipRow.css';

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

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.space[6],
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.gray.a6}`,
  borderRadius: `max(${vars.radius[6]}, ${vars.radius.full})`,
  backgroundColor: 'transparent',
  color: vars.color.gray[11],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  cursor: vars.cursor.button,
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: duration.fast,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.gray.a3, color: vars.color.gray[12] },
    '&[data-pressed]': { backgroundColor: vars.color.gray.a4 },
    '&[data-selected]': {
      backgroundColor: vars.color.gray[12],
      borderColor: vars.color.gray[12],
      color: vars.color.gray[1],
    },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
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

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  opacity: 0.7,
});
