import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

/** Frames for the CoverArt stories (not part of the package's API). */
export const frame = style({
  width: '100%',
  maxWidth: 480,
  marginInline: 'auto',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
});

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[4],
  padding: vars.space[4],
  margin: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const tile = style({
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.gray.a5}`,
});

export const caption = style({
  marginBlockStart: vars.space[2],
  color: vars.color.gray[11],
  fontSize: vars.font.size[1],
});
