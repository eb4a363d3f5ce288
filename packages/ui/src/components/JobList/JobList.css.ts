import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { cardInteractive } from '../private/card.css';
import { itemTitle } from '../../theme/typography.css';

export const root = style({});

export const list = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The site's one card look: the row lifts on hover and the title link's focus ring goes around it.
export const item = style([
  cardInteractive,
  {
    position: 'relative',
    display: 'grid',
    gap: vars.space[3],
    padding: vars.space[4],
    '@media': {
      [media.sm]: { padding: `${vars.space[4]} ${vars.space[5]}` },
      [media.md]: {
        gridTemplateColumns: 'minmax(0, 1fr) auto auto',
        alignItems: 'center',
        columnGap: vars.space[5],
      },
    },
  },
]);

export const main = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const title = itemTitle;

/** The title's link covers the whole card. */
export const link = style({
  color: vars.color.gray[12],
  textDecoration: 'none',
  outline: 'none',
  cursor: vars.cursor.link,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius[4] },
    '&[data-hovered]': { color: vars.color.accent[11] },
  },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

export const factValue = style({ margin: 0 });

export const tags = style({ '@media': { [media.md]: { justifyContent: 'flex-end', maxWidth: '18rem' } } });

export const arrow = style({
  display: 'none',
  color: vars.color.gray[10],
  transition: `transform ${duration.base} ease, color ${duration.base} ease`,
  selectors: { [`${item}:hover &`]: { transform: 'translateX(4px)', color: vars.color.accent[11] } },
  '@media': {
    [media.md]: { display: 'block' },
    [media.reducedMotion]: { transition: 'none', selectors: { [`${item}:hover &`]: { transform: 'none' } } },
  },
});
