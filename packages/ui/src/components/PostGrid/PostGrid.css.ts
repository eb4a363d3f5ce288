import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { sectionTitle } from '../../theme/typography.css';
import { skippedOffScreen } from '../private/skippedOffScreen.css';

export const root = style({ display: 'grid', gap: vars.space[5], minWidth: 0 });

/** "Related posts" and the like: a section title on the type scale. */
export const title = sectionTitle;

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

// Each card is skipped by the browser while off screen (a grid of posts is a long stretch of a page,
// usually at its end); until drawn once it counts at about a card's height.
export const item = style([skippedOffScreen('28rem'), { display: 'flex', minWidth: 0 }]);
