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

/** The member's avatar (private/Avatar), a step above their name. */
export const portrait = style({ marginBlockEnd: vars.space[3] });

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
