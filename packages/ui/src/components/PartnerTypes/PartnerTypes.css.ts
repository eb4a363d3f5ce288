import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { cardSurface, iconTile } from '../private/card.css';
import { itemTitle } from '../../theme/typography.css';

export const root = style({});

export const grid = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: vars.space[5] },
  },
});

export const card = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    padding: vars.space[5],
    '@media': { [media.md]: { padding: vars.space[6] } },
  },
]);

export const icon = style([iconTile, { marginBlockEnd: vars.space[2] }]);

export const title = itemTitle;

export const description = style({
  margin: 0,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
});

export const benefits = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  marginBlockStart: vars.space[3],
  paddingBlockStart: vars.space[4],
  paddingInlineStart: 0,
  listStyle: 'none',
  borderBlockStart: `1px solid ${vars.color.gray.a4}`,
});

export const benefit = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[12],
});

export const check = style({ color: vars.color.accent[11], marginBlockStart: 2 });
