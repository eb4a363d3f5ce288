import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { displaySize } from '../../theme/typography.css';

export const root = style({
  display: 'none',
  '@media': {
    [media.md]: {
      display: 'block',
      alignSelf: 'center',
      paddingInlineStart: vars.space[5],
      // The highlighter's stroke: the brand's marked-clip amber.
      borderInlineStart: `4px solid ${vars.color.accent[9]}`,
    },
    [media.forcedColors]: { borderInlineStartColor: 'CanvasText' },
  },
});

export const text = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: displaySize.prose,
  lineHeight: 1.25,
  letterSpacing: '-0.015em',
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
  textWrap: 'balance',
});
