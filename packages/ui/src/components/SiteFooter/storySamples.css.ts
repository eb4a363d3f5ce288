import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

/** Sample newsletter form for the footer stories (not part of the package's API). */
export const newsletterForm = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[3],
  // Stacked on a phone, as SubscribeForm does in a narrow column; one row from the phone breakpoint.
  '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'flex-end' } },
});

export const newsletterField = style({ flex: 1, minWidth: 0 });
