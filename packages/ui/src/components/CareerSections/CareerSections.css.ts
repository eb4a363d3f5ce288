import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { tick, tickItem } from '../private/listTick.css';
import { cardSurface, cardSurfaceFlat, iconTile } from '../private/card.css';
import { itemTitle as scaleItemTitle } from '../../theme/typography.css';

export const root = style({});

const plainList = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const itemTitle = scaleItemTitle;

export const itemDescription = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  textWrap: 'pretty',
  '@media': { [media.md]: { fontSize: vars.font.size[3], lineHeight: vars.font.lineHeight[3] } },
});

/* Values */

export const valuesGrid = style({
  ...plainList,
  display: 'grid',
  gap: vars.space[4],
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space[5] },
  },
});

export const value = style([
  cardSurfaceFlat,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    padding: vars.space[5],
  },
]);

export const valueIcon = style([iconTile, { marginBlockEnd: vars.space[3] }]);

/* Benefits */

export const benefitsGrid = style({
  ...plainList,
  display: 'grid',
  gap: `${vars.space[5]} ${vars.space[6]}`,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const benefit = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space[3],
  alignItems: 'start',
});

export const benefitIcon = iconTile;

export const benefitText = style({ display: 'grid', gap: vars.space[1], paddingBlockStart: 2 });

export const benefitTitle = scaleItemTitle;

/* Job detail */

export const detail = style({
  display: 'grid',
  gap: vars.space[6],
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) 20rem',
      gap: vars.space[8],
      alignItems: 'start',
    },
  },
});

export const detailMain = style({
  display: 'grid',
  gap: vars.space[7],
  maxWidth: '68ch',
  '@media': { [media.lg]: { gridColumn: 1, gridRow: 1 } },
});

export const detailSection = style({ display: 'grid', gap: vars.space[3] });

// The role's parts are h3s under its one h2: the scale's h3 step.
export const detailHeading = scaleItemTitle;

export const prose = style({
  display: 'grid',
  gap: vars.space[3],
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
  '@media': { [media.md]: { fontSize: vars.font.size[4], lineHeight: vars.font.lineHeight[4] } },
});

// The summary is free content (usually paragraphs): the grid's gap spaces them, not their margins.
globalStyle(`${prose} > *`, { margin: 0 });

export const bullets = style({ ...plainList, display: 'grid', gap: vars.space[3] });

export const bullet = style([
  tickItem,
  {
    fontSize: vars.font.size[3],
    lineHeight: vars.font.lineHeight[3],
    color: vars.color.gray[12],
  },
]);

/** The one list tick (listTick.css.ts). */
export const bulletIcon = tick;

export const detailAside = style([
  cardSurface,
  {
    display: 'grid',
    gap: vars.space[4],
    padding: vars.space[5],
    '@media': {
      [media.lg]: { gridColumn: 2, gridRow: 1, position: 'sticky', insetBlockStart: vars.space[8] },
    },
  },
]);

export const asideTitle = scaleItemTitle;

export const asideFacts = style({ display: 'grid', gap: vars.space[3], margin: 0 });

export const asideFact = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlockEnd: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.gray.a4}`,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
});

export const asideTerm = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.gray[11],
});

export const asideValue = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
  textAlign: 'end',
});

export const asideAction = style({ display: 'grid' });

/** The action again at the end of the text, under a hairline, as wide as in the box beside it. */
export const closing = style({
  display: 'grid',
  gap: vars.space[3],
  paddingBlockStart: vars.space[6],
  borderBlockStart: `1px solid ${vars.color.gray.a4}`,
});

export const closingAction = style({
  display: 'grid',
  '@media': { [media.sm]: { maxWidth: '17rem' } },
});

export const asideNote = style({
  margin: 0,
  textWrap: 'pretty',
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
});
