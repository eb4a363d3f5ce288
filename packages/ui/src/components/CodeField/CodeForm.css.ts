import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The code field with its Verify button under it. */
export const codeForm = style({
  display: 'grid',
  gap: vars.space[3],
  marginBlock: vars.space[1],
});

/** The form's one action, full width like every dialog's primary action (e.g. 'Create Account'). */
export const verify = style({ width: '100%' });
