import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { sectionLead, sectionTitle } from '../../theme/typography.css';

export const band = style({
  width: '100%',
  paddingBlock: vars.space[8],
  borderBlock: `1px solid ${vars.color.accent.a4}`,
  backgroundColor: vars.color.accent[2],
  backgroundImage: `radial-gradient(ellipse 70% 90% at 50% 100%, ${vars.color.accent.a4}, transparent 70%)`,
  textAlign: 'center',
  '@media': {
    [media.md]: { paddingBlock: vars.space[9] },
  },
  selectors: { '&[data-align="start"]': { textAlign: 'start' } },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  selectors: { [`${band}[data-align="start"] &`]: { alignItems: 'flex-start' } },
});

export const title = sectionTitle;

export const description = style([sectionLead, { maxWidth: 560, textWrap: 'pretty' }]);

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[3],
  width: '100%',
  marginBlockStart: vars.space[4],
  '@media': {
    [media.sm]: {
      flexDirection: 'row',
      justifyContent: 'center',
      width: 'auto',
      selectors: { [`${band}[data-align="start"] &`]: { justifyContent: 'flex-start' } },
    },
  },
});

// On a phone the actions fill the width, so both are easy to hit.
globalStyle(`${actions} > *, ${actions} > [data-island] > *`, {
  width: '100%',
  '@media': { [media.sm]: { width: 'auto' } },
});
