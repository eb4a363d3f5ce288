import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { cardSurface, iconTile } from '../private/card.css';
import { itemTitle } from '../../theme/typography.css';

export const card = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    height: '100%',
    padding: vars.space[5],
    transitionProperty: 'opacity, transform',
    transitionDuration: duration.slow,
    transitionTimingFunction: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
    selectors: {
      // Only after mount, only with IntersectionObserver and motion allowed (see useRevealOnScroll).
      '&[data-reveal="hidden"]': { opacity: 0, transform: 'translateY(24px)' },
    },
    '@media': {
      [media.reducedMotion]: {
        transitionProperty: 'opacity',
        selectors: { '&[data-reveal="hidden"]': { transform: 'none' } },
      },
    },
  },
]);

export const iconBadge = style([iconTile, { marginBlockEnd: vars.space[2] }]);

export const mediaSlot = style({ marginBlockEnd: vars.space[3] });

export const title = itemTitle;

export const description = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});
