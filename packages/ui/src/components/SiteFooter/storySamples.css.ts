import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Sample newsletter form for the footer stories (not part of the package's API). */
export const newsletterForm = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space[2],
});

export const newsletterField = style({ flex: 1, minWidth: 0 });
