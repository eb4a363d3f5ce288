import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { tick, tickItem } from '../private/listTick.css';
import { cardSurface, cardSurfaceFlat, iconTile } from '../private/card.css';
import { itemTitle as scaleItemTitle, proseTitle } from '../../theme/typography.css';

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

/* Hiring steps */

const numberSize = vars.space[7];

export const steps = style({
  ...plainList,
  display: 'grid',
  gap: vars.space[5],
  '@media': {
    [media.lg]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', gap: vars.space[5] },
  },
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space[4],
  selectors: {
    // The line to the next step: down on a phone, across from lg.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${numberSize} / 2 - 1px)`,
      insetBlockStart: `calc(${numberSize} + ${vars.space[2]})`,
      insetBlockEnd: `calc(-1 * ${vars.space[5]} + ${vars.space[2]})`,
      width: 2,
      borderRadius: 1,
      backgroundColor: vars.color.gray.a5,
    },
  },
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      selectors: {
        '&:not(:last-child)::after': {
          insetBlockStart: `calc(${numberSize} / 2 - 1px)`,
          insetBlockEnd: 'auto',
          insetInlineStart: `calc(${numberSize} + ${vars.space[3]})`,
          insetInlineEnd: vars.space[3],
          width: 'auto',
          height: 2,
        },
      },
    },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: numberSize,
  height: numberSize,
  borderRadius: '50%',
  border: `1px solid ${vars.color.accent.a7}`,
  backgroundColor: vars.color.accent.a3,
  color: vars.color.accent[11],
  fontSize: vars.font.size[3],
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

export const stepText = style({
  display: 'grid',
  gap: vars.space[2],
  alignContent: 'start',
  paddingBlockStart: 4,
});

export const stepDuration = style({
  margin: 0,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[11],
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

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

export const detailHeading = proseTitle;

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

export const asideNote = style({
  margin: 0,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
});
