import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

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

/** A stand-in for the cookie banner: a bar fixed to the bottom of the viewport. */
export const cookieBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 60,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[4],
  paddingBottom: `calc(${vars.space[4]} + env(safe-area-inset-bottom, 0px))`,
  backgroundColor: vars.color.panelSolid,
  borderTop: `1px solid ${vars.color.gray.a5}`,
  boxShadow: vars.shadow[4],
  '@media': { [media.sm]: { paddingInline: vars.space[6] } },
});

export const cookieText = style({ margin: 0, maxWidth: '60ch', fontSize: vars.font.size[2] });
