import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const body = style({
  display: 'grid',
  gap: vars.space[3],
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
});

globalStyle(`${body} > p`, { margin: 0 });

/** The one thing to press: full width at every size, like every dialog's primary action. */
export const start = style({ flex: '1 1 auto' });
