import { style } from '@vanilla-extract/css';
import { itemTitle } from '../../theme/typography.css';
import { media, vars } from '../../theme/vars.css';

const numberSize = vars.space[7];
const gapPhone = vars.space[5];
const gapWide = vars.space[6];

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: gapPhone,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: gapWide },
    // One row, however many steps there are.
    [media.lg]: {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(0, 1fr)',
      selectors: {
        // Eight columns of 115 px wrap every title: a long list keeps four to a row.
        '&[data-wrap]': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gridAutoFlow: 'row' },
      },
    },
  },
});

const wrapped = `${list}[data-wrap] > &`;

export const step = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space[4],
  selectors: {
    // A line joining each number to the next: down the side on a phone, across on wide screens.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetBlockStart: `calc(${numberSize} + ${vars.space[2]})`,
      insetBlockEnd: `calc(${vars.space[2]} - ${gapPhone})`,
      insetInlineStart: `calc(${numberSize} / 2 - 1px)`,
      width: 2,
      borderRadius: 1,
      backgroundColor: vars.color.accent.a5,
    },
  },
  '@media': {
    [media.md]: {
      selectors: { '&:not(:last-child)::after': { display: 'none' } },
    },
    [media.lg]: {
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: vars.space[3],
      selectors: {
        '&:not(:last-child)::after': {
          display: 'block',
          insetBlockStart: `calc(${numberSize} / 2 - 1px)`,
          insetBlockEnd: 'auto',
          insetInlineStart: `calc(50% + ${numberSize} / 2 + ${vars.space[2]})`,
          width: `calc(100% - ${numberSize} - 2 * ${vars.space[2]} + ${gapWide})`,
          height: 2,
        },
        // In a wrapped list each step keeps the two-column look: number beside, text from the start.
        [wrapped]: { flexDirection: 'row', alignItems: 'flex-start', textAlign: 'start', gap: vars.space[4] },
        [`${wrapped}:not(:last-child)::after`]: { display: 'none' },
      },
    },
  },
});

export const number = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: numberSize,
  height: numberSize,
  borderRadius: '50%',
  backgroundColor: vars.color.accent[9],
  color: vars.color.accent.contrast,
  fontSize: vars.font.size[3],
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: `0 0 0 4px ${vars.color.accent.a3}`,
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const icon = style({
  marginInlineEnd: vars.space[2],
  verticalAlign: '-0.15em',
  color: vars.color.accent[11],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  // Lines the title up with the middle of the number beside it.
  paddingBlockStart: vars.space[2],
  '@media': {
    [media.lg]: {
      paddingBlockStart: 0,
      selectors: { [`${list}[data-wrap] &`]: { paddingBlockStart: vars.space[2] } },
    },
  },
});

export const title = itemTitle;

export const description = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const detail = style({
  margin: 0,
  marginBlockStart: vars.space[1],
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[11],
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
