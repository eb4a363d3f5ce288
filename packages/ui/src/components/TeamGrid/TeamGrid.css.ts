import { style } from '@vanilla-extract/css';
import { itemTitle } from '../../theme/typography.css';
import { media, vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space[6] });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space[6]} ${vars.space[4]}`,
  '@media': {
    [media.md]: { gap: `${vars.space[7]} ${vars.space[5]}` },
    // Four a row when the team fills rows of four; three when it fills rows of three.
    [media.lg]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      selectors: {
        '&[data-count="3"], &[data-count="6"], &[data-count="9"]': {
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        },
      },
    },
  },
});

export const member = style({ display: 'grid', alignContent: 'start', gap: vars.space[1], minWidth: 0 });

/* The portrait: three clips stacked into a nest, the initials on the top one. */
export const portrait = style({
  position: 'relative',
  display: 'block',
  width: '6.5rem',
  height: '5.75rem',
  marginBlockEnd: vars.space[3],
});

const clip = {
  position: 'absolute',
  borderRadius: '1.1rem',
  height: '3.6rem',
} as const;

export const clipBack = style({
  ...clip,
  insetInline: 0,
  insetBlockEnd: 0,
  backgroundColor: vars.color.accent.a3,
  selectors: { [`${portrait}[data-tilt="1"] &`]: { transform: 'rotate(4deg)' } },
});

export const clipMiddle = style({
  ...clip,
  insetInline: '0.55rem',
  insetBlockEnd: '0.85rem',
  backgroundColor: vars.color.accent.a5,
  selectors: { [`${portrait}[data-tilt="2"] &`]: { transform: 'rotate(-5deg)' } },
});

export const clipFront = style({
  ...clip,
  insetInline: '1.1rem',
  insetBlockStart: 0,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.accent[9],
  color: vars.color.accent.contrast,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[5],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  boxShadow: vars.shadow[2],
  selectors: {
    [`${portrait}[data-tilt="0"] &`]: { transform: 'rotate(-4deg)' },
    [`${portrait}[data-tilt="1"] &`]: { transform: 'rotate(3deg)' },
  },
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

/** A person's name (H3): the type scale's item title. */
export const name = itemTitle;

export const role = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.accent[11],
});

export const bio = style({
  margin: 0,
  marginBlockStart: vars.space[1],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});
