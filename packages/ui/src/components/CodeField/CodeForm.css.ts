import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The code field with its Verify button under it. */
export const codeForm = style({
  display: 'grid',
  gap: vars.space[3],
  marginBlock: vars.space[1],
});

export const verify = style({ justifySelf: 'start', minWidth: '7rem' });
