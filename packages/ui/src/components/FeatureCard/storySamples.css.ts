import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Frames for the FeatureCard stories (not part of the package's API). */

/** A card-sized column, as one cell of the feature grid. */
export const frame = style({
  width: '100%',
  maxWidth: 380,
  marginInline: 'auto',
  padding: vars.space[5],
});

/** The narrowest cell the card meets: a phone screen minus the page's margins. */
export const narrowFrame = style([frame, { maxWidth: 300, paddingInline: vars.space[4] }]);

/** Pushes what follows below the fold, so it starts out of view. */
export const spacer = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '130vh',
  padding: vars.space[5],
  textAlign: 'center',
});
