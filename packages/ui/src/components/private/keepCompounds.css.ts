import { style } from '@vanilla-extract/css';

/** A hyphenated compound (or a short run of one) that a line never breaks inside. */
export const compound = style({ whiteSpace: 'nowrap' });
