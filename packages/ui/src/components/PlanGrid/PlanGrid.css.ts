import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Room above each card for a highlighted card's badge, which sits on its top edge.
  rowGap: vars.space[6],
  columnGap: vars.space[5],
  alignItems: 'stretch',
  maxWidth: 480,
  margin: 0,
  marginInline: 'auto',
  padding: 0,
  paddingTop: vars.space[3],
  listStyle: 'none',
  '@media': {
    // One equal column per plan on desktop.
    [media.lg]: {
      maxWidth: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(0, 1fr)',
      gridTemplateColumns: 'none',
    },
  },
});

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
