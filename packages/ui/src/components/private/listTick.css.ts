import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The size of the one list tick (render `<Icon name="check" size={tickSize}>`). */
export const tickSize = 16;

/**
 * The one tick of a plain checklist (plan features, use-case points, a job's bullets): a 16 px
 * check in the accent's text colour, no circle or tile, 10 px before the text. Lists whose items
 * have a title and a description keep the icon tile (card.css.ts `iconTile`) instead.
 */
export const tickItemLook = { display: 'flex', alignItems: 'flex-start', gap: 10 } as const;

export const tickItem = style(tickItemLook);

export const tick = style({
  flexShrink: 0,
  color: vars.color.accent[11],
  // Centred on the first line of text, whatever the list's line height.
  marginBlockStart: `calc((1lh - ${tickSize}px) / 2)`,
});
