import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

/**
 * The site's one card look, written once: every card, tile and panel composes these instead of
 * repeating the border, surface, hover lift, focus ring and the reduced-motion and forced-colours
 * rules.
 */

/** A card's surface: a solid panel with a hairline border and a soft shadow. */
export const cardSurface = style({
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  boxShadow: vars.shadow[2],
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

/** A quieter surface for cards that only group text (values, asides): no shadow. */
export const cardSurfaceFlat = style([cardSurface, { boxShadow: 'none' }]);

/**
 * A card that is one link (its title link stretched over it): it lifts on hover, and the title
 * link's focus ring goes around the whole card.
 */
export const cardInteractive = style([
  cardSurface,
  {
    transitionProperty: 'border-color, box-shadow, transform',
    transitionDuration: duration.base,
    selectors: {
      '&:hover': {
        borderColor: vars.color.gray.a7,
        boxShadow: vars.shadow[3],
        transform: 'translateY(-2px)',
      },
      '&:has([data-focus-visible])': {
        outline: `2px solid ${vars.color.focus[8]}`,
        outlineOffset: 2,
      },
    },
    '@media': {
      [media.reducedMotion]: {
        transition: 'none',
        selectors: { '&:hover': { transform: 'none' } },
      },
    },
  },
]);

/** The glyph inside an icon tile, in px: one size in every tile. */
export const iconTileGlyph = 20;

/** The square tile holding a card's or step's icon: one size, one tint, everywhere. */
export const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  alignSelf: 'flex-start',
  width: vars.space[7],
  height: vars.space[7],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.accent.a3,
  color: vars.color.accent[11],
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

/** A card's inner padding: 24 px, 32 px from `md` up (feature, partner, press and subscribe cards). */
export const cardPadding = style({
  padding: vars.space[5],
  '@media': { [media.md]: { padding: vars.space[6] } },
});

/**
 * A card's icon tile above its title (feature cards, the press contact, the subscribe box): the
 * tile, then a small step, then the title.
 */
export const cardIcon = style([iconTile, { marginBlockEnd: vars.space[2] }]);
