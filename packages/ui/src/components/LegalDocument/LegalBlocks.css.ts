import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { label } from '../private/label.css';
import { displaySize } from '../../theme/typography.css';
import { phoneOnly } from '../../utils/touchTarget.css';
import { root } from './LegalRoot.css';
import { printed, type Flat } from './printRule';

/* The blocks of a section's text: paragraphs, sub-headings, lists, notes, definitions and tables. */

const prose: Flat = { margin: 0, marginBlockEnd: vars.space[4] };

export const paragraph = style({ ...prose, textWrap: 'pretty' });

export const subHeading = style(
  printed(
    {
      margin: 0,
      marginBlock: `${vars.space[5]} ${vars.space[2]}`,
      fontFamily: vars.font.family.heading,
      // The type scale's item step: a subsection's title.
      fontSize: displaySize.item,
      lineHeight: 1.3,
      fontWeight: vars.font.weight.bold,
      color: vars.color.gray[12],
      breakAfter: 'avoid',
    },
    { color: 'black' },
  ),
);

export const list = style({
  ...prose,
  paddingInlineStart: vars.space[5],
  display: 'grid',
  gap: vars.space[2],
});

export const listItem = style({
  paddingInlineStart: vars.space[1],
  selectors: {
    '&::marker': { color: vars.color.gray[11] },
    [`${root}[data-variant="print"] &::marker`]: { color: 'black' },
  },
});

export const note = style(
  printed(
    {
      ...prose,
      display: 'flex',
      gap: vars.space[3],
      padding: vars.space[4],
      borderRadius: vars.radius[3],
      backgroundColor: vars.color.accent.a2,
      border: `1px solid ${vars.color.accent.a5}`,
    },
    { backgroundColor: 'transparent', border: '1px solid black' },
  ),
);

export const noteIcon = style({ flexShrink: 0, marginBlockStart: 3, color: vars.color.accent[11] });

export const definitions = style(
  printed(
    { ...prose, display: 'grid', borderBlockStart: `1px solid ${vars.color.gray.a5}` },
    { borderBlockStartColor: 'black' },
  ),
);

export const definition = style({
  display: 'grid',
  gap: vars.space[1],
  paddingBlock: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.gray.a5}`,
  breakInside: 'avoid',
  '@media': {
    [media.sm]: { gridTemplateColumns: '11rem minmax(0, 1fr)', columnGap: vars.space[5] },
    print: { gridTemplateColumns: '11rem minmax(0, 1fr)', borderBlockEndColor: 'black' },
  },
  selectors: { [`${root}[data-variant="print"] &`]: { borderBlockEndColor: 'black' } },
});

export const term = style(
  printed({ fontWeight: vars.font.weight.bold, color: vars.color.gray[12] }, { color: 'black' }),
);

export const definitionText = style(printed({ margin: 0, color: vars.color.gray[11] }, { color: 'black' }));

export const tableBlock = style({ ...prose });

export const caption = style(
  printed(
    {
      margin: 0,
      marginBlockEnd: vars.space[2],
      fontSize: vars.font.size[2],
      lineHeight: vars.font.lineHeight[2],
      fontWeight: vars.font.weight.medium,
      color: vars.color.gray[11],
    },
    { color: 'black' },
  ),
);

export const tableScroll = style(
  printed(
    {
      overflowX: 'auto',
      border: `1px solid ${vars.color.gray.a5}`,
      borderRadius: vars.radius[3],
      outline: 'none',
    },
    { overflow: 'visible', border: '1px solid black', borderRadius: 0 },
  ),
);
globalStyle(`${tableScroll}:focus-visible`, {
  outline: `2px solid ${vars.color.focus[8]}`,
  outlineOffset: 2,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontVariantNumeric: 'tabular-nums',
});

const cell: Flat = {
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockStart: `1px solid ${vars.color.gray.a5}`,
};

export const th = style(
  printed(
    {
      ...cell,
      borderBlockStart: 'none',
      backgroundColor: vars.color.gray.a2,
      color: vars.color.gray[12],
      fontWeight: vars.font.weight.medium,
      whiteSpace: 'nowrap',
    },
    { backgroundColor: 'transparent', color: 'black', borderBlockEnd: '1px solid black' },
  ),
);

export const rowHeader = style(
  printed(
    { ...cell, fontWeight: vars.font.weight.medium, color: vars.color.gray[12], minWidth: '9rem' },
    { color: 'black', borderBlockStartColor: 'black' },
  ),
);

export const td = style(
  printed({ ...cell, color: vars.color.gray[11] }, { color: 'black', borderBlockStartColor: 'black' }),
);

/** A cell's column name, shown only where rows stack (phones). */
export const cellLabel = style([label, { display: 'none' }]);

// Below 640 px on screen (not on paper, not in the print preview) each row becomes a block: the row
// header as its title, then every other cell under its column's name. The header row stays for
// screen readers, out of sight.
const stacked = (selector: string, rule: Flat) =>
  globalStyle(`${root}:not([data-variant="print"]) ${selector}`, { '@media': { [phoneOnly]: rule } });

stacked(tableScroll, { overflowX: 'visible', border: 'none', borderRadius: 0 });
stacked(`${table}, ${table} > tbody, ${table} > tbody > tr`, { display: 'block' });
stacked(`${table} > thead`, {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
stacked(`${table} > tbody > tr`, {
  border: `1px solid ${vars.color.gray.a5}`,
  borderRadius: vars.radius[3],
  paddingBlock: vars.space[1],
  marginBlockEnd: vars.space[3],
});
stacked(`${rowHeader}, ${td}`, { display: 'block', borderBlockStart: 'none', minWidth: 0 });
stacked(rowHeader, { fontSize: vars.font.size[3], paddingBlockEnd: 0 });
stacked(td, { paddingBlock: vars.space[1] });
stacked(`${td}:last-child`, { paddingBlockEnd: vars.space[3] });
stacked(cellLabel, { display: 'block' });
