import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { itemTitle } from '../../theme/typography.css';
import { cardIcon, cardPadding, cardSurface } from '../private/card.css';

/**
 * One box with one layout wherever it sits (footer, blog sidebar, press, roadmap, status): it
 * fills the column it is given, so it lines up with whatever sits beside it; a lone box sits in
 * a narrow column of its own, never stretched into a band.
 */
export const root = style({
  gap: vars.space[4],
  boxSizing: 'border-box',
  width: '100%',
  // Stretched beside a taller neighbour, the rows stay together at the top.
  alignContent: 'start',
});

/** `surface`: the site's one card, as the feature, partner and press cards draw it. */
export const surface = style([cardSurface, cardPadding]);

/** Icon tile, title, text: the head every card on the site has. */
export const header = style({ display: 'grid', justifyItems: 'start', gap: vars.space[2] });

export const icon = cardIcon;

export const title = itemTitle;

export const description = style({
  margin: 0,
  maxWidth: '60ch',
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  textWrap: 'pretty',
});

export const field = style({ gap: vars.space[2] });

/**
 * The address and the button: one layout for every newsletter box (footer, blog, status, press,
 * roadmap): side by side from `media.sm` (640 px), stacked below it. A box too narrow for both on a
 * line with room for a whole address (under 18 rem inside its padding) keeps them stacked.
 */
export const inputRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Stacked, the field and the button keep a clear gap between them.
  gap: vars.space[3],
  '@media': {
    [media.sm]: {
      '@container': { '(min-width: 18rem)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
    },
  },
});
