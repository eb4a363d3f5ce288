import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

/** StepList's vertical orientation, in a readable measure unless its steps have pictures. */
export const list = style({ maxWidth: '44rem' });

/** Links to a step land a little above its title, clear of a sticky header. */
export const anchor = style({ scrollMarginBlockStart: vars.space[9] });

export const path = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  marginBlockStart: vars.space[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
});

export const pathStep = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

export const pathPart = style({
  paddingBlock: 2,
  paddingInline: vars.space[2],
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.gray.a3,
  color: vars.color.gray[12],
  fontWeight: vars.font.weight.medium,
});

export const chevron = style({ color: vars.color.gray[10], flexShrink: 0 });

export const keys = style({
  display: 'flex',
  gap: vars.space[1],
  margin: 0,
  marginBlockStart: vars.space[2],
});

export const key = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space[6],
  height: vars.space[6],
  paddingInline: vars.space[2],
  borderRadius: vars.radius[2],
  border: `1px solid ${vars.color.gray.a6}`,
  borderBlockEndWidth: 2,
  backgroundColor: vars.color.panelSolid,
  color: vars.color.gray[12],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[2],
  fontWeight: vars.font.weight.medium,
});

export const note = style({
  margin: 0,
  marginBlockStart: vars.space[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const extra = style({ marginBlockStart: vars.space[3] });

/*
 * With pictures: from `lg` the list takes the page's width and each step is two columns, its words
 * on the left and its picture on the right, beside it; below `lg` the picture follows the words.
 */
export const withMedia = style({
  '@media': { [media.lg]: { maxWidth: 'none' } },
});
globalStyle(`ol${withMedia} > li > div`, {
  '@media': {
    [media.lg]: {
      display: 'grid',
      // The picture wide enough (34 rem) for the window's sidebar to show.
      gridTemplateColumns: 'minmax(18rem, 1fr) minmax(0, 34rem)',
      gridAutoRows: 'min-content',
      columnGap: vars.space[8],
      alignContent: 'start',
    },
  },
});
globalStyle(`ol${withMedia} > li > div > *`, { '@media': { [media.lg]: { gridColumn: 1 } } });

export const picture = style({
  maxWidth: '34rem',
  marginBlockStart: vars.space[4],
  selectors: {
    [`ol${withMedia} > li > div > &`]: {
      '@media': {
        [media.lg]: { gridColumn: 2, gridRow: '1 / span 8', marginBlockStart: 0 },
      },
    },
  },
});
