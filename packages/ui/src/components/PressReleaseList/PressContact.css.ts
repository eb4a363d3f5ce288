import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { itemTitle } from '../../theme/typography.css';
import { cardIcon, cardPadding, cardSurface } from '../private/card.css';

/**
 * The site's one card (surface, padding), with the head every card has: icon tile, title, text.
 * It sits beside the subscribe box on /press, which is drawn the same way.
 */
export const card = style([
  cardSurface,
  cardPadding,
  { display: 'grid', alignContent: 'start', gap: vars.space[4] },
]);

export const head = style({ display: 'grid', justifyItems: 'start', gap: vars.space[2] });

export const icon = cardIcon;

export const title = itemTitle;

export const description = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const person = style({
  paddingBlockStart: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.gray.a4}`,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
});

export const role = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const details = style({ display: 'grid', gap: vars.space[2], margin: 0 });

export const detail = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space[3],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
});

export const term = style({ color: vars.color.gray[11] });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.accent[11],
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.accent.a6,
  textUnderlineOffset: 3,
  borderRadius: vars.radius[1],
  outline: 'none',
  cursor: vars.cursor.link,
  selectors: {
    '&[data-hovered]': { textDecorationColor: 'currentColor' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
});

export const reply = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.gray.a3,
  color: vars.color.gray[12],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
});
