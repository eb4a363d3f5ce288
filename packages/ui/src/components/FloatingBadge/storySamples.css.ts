import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Sample content for the FloatingBadge stories (not part of the package's API). */

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space[6],
  height: vars.space[6],
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.amber[3],
  color: vars.color.amber[11],
});

export const lines = style({ display: 'grid' });

export const eyebrow = style({
  color: vars.color.gray[11],
  fontSize: vars.font.size[1],
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const name = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size[2] });

/** Room to scroll on a wide screen: the badge floats in after half a screen of scrolling. */
export const scrollRoom = style({ height: '120vh' });
