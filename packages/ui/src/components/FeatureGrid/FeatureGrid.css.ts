import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { sectionLead, sectionTitle } from '../../theme/typography.css';
import * as balanced from '../private/balancedGrid.css';
import { skippedOffScreen } from '../private/skippedOffScreen.css';

export const header = style({
  maxWidth: 640,
  marginInline: 'auto',
  marginBlockEnd: vars.space[7],
  textAlign: 'center',
});

export const eyebrow = style({
  margin: 0,
  marginBlockEnd: vars.space[3],
  color: vars.color.accent[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.02em',
});

export const title = sectionTitle;

export const description = style([sectionLead, { marginBlockStart: vars.space[3] }]);

// Six tracks from `md`, each card spanning its share, so no row holds one card alone.
export const grid = style([balanced.grid, { '@media': { [media.md]: { gap: vars.space[5] } } }]);

export const item = style([balanced.item, { minWidth: 0 }]);

// Each card is skipped by the browser while off screen (laid out and painted as it nears the
// viewport): a grid of illustrated cards is a long stretch of a page, and on a phone all but the
// first card or two start well below the first screen. Until drawn once a card counts at about a
// card's height, then at its own.
export const card = skippedOffScreen('21rem');
