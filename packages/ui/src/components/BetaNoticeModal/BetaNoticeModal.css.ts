import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

export const body = style({
  display: 'grid',
  gap: vars.space[3],
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
});

globalStyle(`${body} > p`, { margin: 0 });

/** Full width on a phone, where it is the one thing to press. */
export const start = style({
  flex: '1 1 auto',
  '@media': { [media.sm]: { flex: '0 0 auto' } },
});
