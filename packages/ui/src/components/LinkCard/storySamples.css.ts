import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Frames for the LinkCard stories (not part of the package's API). */

/** A card-sized column, as one cell of the grid. */
export const frame = style({
  width: '100%',
  maxWidth: 380,
  marginInline: 'auto',
  padding: vars.space[5],
});

/** The narrowest cell the card meets: a phone screen minus the page's margins. */
export const narrowFrame = style([frame, { maxWidth: 300, paddingInline: vars.space[4] }]);

/** A page-wide frame for the grid. */
export const pageFrame = style({
  width: '100%',
  maxWidth: 1120,
  marginInline: 'auto',
  padding: vars.space[5],
});
