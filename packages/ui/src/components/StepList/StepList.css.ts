import { style } from '@vanilla-extract/css';
import { itemTitle } from '../../theme/typography.css';
import { media, vars } from '../../theme/vars.css';
import { label } from '../private/label.css';

/*
 * One step list in two orientations, with one disc (40 px, accent), one connector, one title
 * (20 px) and one body text:
 * - horizontal (default): stacked on a phone, two columns from `md`, one row from `lg` with the
 *   disc above a centred title and a line across to the next disc (`wrap`: four to a row, the same
 *   look, the line stopping at each row's end);
 * - vertical: stacked at every width, the disc beside the text and a line down the side.
 */

const numberSize = vars.space[7];
const gapPhone = vars.space[5];
const gapWide = vars.space[6];
/** The room between a disc and the line that leaves it. */
const lineGap = vars.space[2];

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: gapPhone,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: {
      gap: gapWide,
      selectors: {
        '&[data-orientation="horizontal"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      },
    },
    [media.lg]: {
      selectors: {
        // One row, however many steps there are.
        '&[data-orientation="horizontal"]': {
          gridTemplateColumns: 'none',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(0, 1fr)',
        },
        // Eight columns of 115 px wrap every title: a long list keeps four to a row.
        '&[data-orientation="horizontal"][data-wrap]': {
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          gridAutoFlow: 'row',
        },
      },
    },
  },
});

const horizontal = `${list}[data-orientation="horizontal"] > &`;
const vertical = `${list}[data-orientation="vertical"] > &`;

export const step = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space[4],
  selectors: {
    // A line joining each disc to the next: down the side, or across in a row.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetBlockStart: `calc(${numberSize} + ${lineGap})`,
      insetBlockEnd: `calc(${lineGap} - ${gapPhone})`,
      insetInlineStart: `calc(${numberSize} / 2 - 1px)`,
      width: 2,
      borderRadius: 1,
      backgroundColor: vars.color.accent.a5,
    },
  },
  '@media': {
    [media.md]: {
      selectors: {
        [`${vertical}:not(:last-child)::after`]: { insetBlockEnd: `calc(${lineGap} - ${gapWide})` },
        // Two columns: no line, as the next step may sit beside this one.
        [`${horizontal}:not(:last-child)::after`]: { display: 'none' },
      },
    },
    [media.lg]: {
      selectors: {
        [horizontal]: {
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: vars.space[3],
        },
        [`${horizontal}:not(:last-child)::after`]: {
          display: 'block',
          insetBlockStart: `calc(${numberSize} / 2 - 1px)`,
          insetBlockEnd: 'auto',
          insetInlineStart: `calc(50% + ${numberSize} / 2 + ${lineGap})`,
          width: `calc(100% - ${numberSize} - 2 * ${lineGap} + ${gapWide})`,
          height: 2,
        },
        // Four to a row: the line stops at the end of each row.
        [`${list}[data-orientation="horizontal"][data-wrap] > &:nth-child(4n)::after`]: { display: 'none' },
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
  // Lines the title up with the middle of the disc beside it.
  paddingBlockStart: vars.space[2],
  '@media': {
    [media.lg]: {
      selectors: { [`${list}[data-orientation="horizontal"] &`]: { paddingBlockStart: 0 } },
    },
  },
});

export const title = itemTitle;

export const description = style({
  margin: 0,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
  textWrap: 'pretty',
});

/** A step's date or note: the site's one small label (private/label.css.ts). */
export const detail = style([label, { marginBlockStart: vars.space[1] }]);
