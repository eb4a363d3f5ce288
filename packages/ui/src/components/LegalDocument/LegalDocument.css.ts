import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { displaySize } from '../../theme/typography.css';
import { phoneOnly } from '../../utils/touchTarget.css';

/*
 * Print styles apply under `@media print` and, as an on-screen preview, inside a document with
 * `data-variant="print"`. Print is black on white whatever the theme: the only place the package
 * names colours by keyword, because paper has no dark mode.
 */
type Flat = Omit<StyleRule, 'selectors' | '@media' | '@supports' | '@container' | '@layer'>;

export const root = style({ position: 'relative' });

function printed(rule: Flat, whenPrinted: Flat): StyleRule {
  return {
    ...rule,
    '@media': { print: whenPrinted },
    selectors: { [`${root}[data-variant="print"] &`]: whenPrinted },
  };
}

globalStyle(`${root}[data-variant="print"]`, {
  backgroundColor: 'white',
  color: 'black',
  paddingBlock: vars.space[6],
});

globalStyle(`${root}`, {
  '@media': { print: { backgroundColor: 'white', color: 'black' } },
});

// The site marks its own chrome (header, footer, floating badge, cookie banner) with this.
globalStyle('[data-print-hidden]', {
  '@media': { print: { display: 'none !important' } },
});

export const header = style(
  printed({}, { backgroundImage: 'none', paddingBlock: `0 ${vars.space[5]}`, color: 'black' }),
);

globalStyle(`${root}[data-variant="print"] ${header} *, ${root}[data-variant="print"] ${header}`, {
  color: 'black',
});
globalStyle(`${header} *`, { '@media': { print: { color: 'black' } } });
globalStyle(`${root}[data-variant="print"] ${header} button`, { display: 'none' });

export const layout = style({
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlockEnd: vars.space[8],
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  '@media': {
    [media.sm]: { paddingInline: vars.space[5] },
    [media.lg]: {
      gridTemplateColumns: `14rem minmax(0, 1fr)`,
      columnGap: vars.space[9],
      alignItems: 'start',
    },
    print: { display: 'block', paddingBlockEnd: 0 },
  },
  selectors: { [`${root}[data-variant="print"] &`]: { display: 'block', paddingBlockEnd: 0 } },
});

const hiddenInPrint: Flat = { display: 'none' };

export const tocSidebar = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'sticky',
      top: `calc(var(--clipnest-scroll-offset, 0px) + ${vars.space[5]})`,
      maxHeight: `calc(100vh - var(--clipnest-scroll-offset, 0px) - ${vars.space[7]})`,
      overflowY: 'auto',
      paddingBlockEnd: vars.space[4],
    },
    print: hiddenInPrint,
  },
  selectors: { [`${root}[data-variant="print"] &`]: hiddenInPrint },
});

export const tocTitle = style({
  margin: 0,
  marginBlockEnd: vars.space[3],
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[11],
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const tocList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 2,
  borderInlineStart: `1px solid ${vars.color.gray.a5}`,
});

export const tocLink = style({
  display: 'flex',
  gap: vars.space[2],
  marginInlineStart: -1,
  paddingBlock: 6,
  paddingInline: `${vars.space[3]} ${vars.space[2]}`,
  borderInlineStart: '2px solid transparent',
  color: vars.color.gray[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  textDecoration: 'none',
  outline: 'none',
  transition: `color ${duration.fast}, border-color ${duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.gray[12] },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus[8]}`,
      outlineOffset: -2,
      borderRadius: vars.radius[2],
    },
    '&[aria-current]': {
      color: vars.color.accent[11],
      borderInlineStartColor: vars.color.accent[9],
      fontWeight: vars.font.weight.medium,
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      selectors: { '&[aria-current]': { borderInlineStartColor: 'Highlight' } },
    },
  },
});

export const tocNumber = style({
  flexShrink: 0,
  minWidth: '1.5em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.gray[11],
  selectors: { [`${tocLink}[aria-current] &`]: { color: vars.color.accent[11] } },
});

/** The phone and tablet table of contents: a sticky disclosure at the top of the text. */
export const tocDisclosure = style({
  position: 'sticky',
  top: 'var(--clipnest-scroll-offset, 0px)',
  zIndex: 1,
  marginInline: `calc(${vars.space[4]} * -1)`,
  paddingInline: vars.space[4],
  backgroundColor: vars.color.background,
  borderBlock: `1px solid ${vars.color.gray.a5}`,
  '@media': {
    [media.sm]: {
      marginInline: `calc(${vars.space[5]} * -1)`,
      paddingInline: vars.space[5],
    },
    [media.lg]: { display: 'none' },
    print: { display: 'none' },
  },
  selectors: { [`${root}[data-variant="print"] &`]: { display: 'none' } },
});

export const tocTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  width: '100%',
  minHeight: vars.space[8],
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.gray[12],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  textAlign: 'start',
  cursor: vars.cursor.button,
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus[8]}`,
      outlineOffset: -2,
      borderRadius: vars.radius[2],
    },
  },
});

export const tocTriggerLabel = style({ flexShrink: 0, fontWeight: vars.font.weight.medium });

export const tocTriggerCurrent = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.gray[11],
  selectors: {
    '&::before': { content: '"·"', marginInlineEnd: vars.space[2], color: vars.color.gray[9] },
  },
});

export const tocChevron = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  color: vars.color.gray[11],
  transition: `transform ${duration.base}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const tocPanel = style({
  maxHeight: '60vh',
  overflowY: 'auto',
  selectors: { '&[data-expanded]': { paddingBlockEnd: vars.space[3] } },
});

export const body = style({
  minWidth: 0,
  maxWidth: '70ch',
  fontSize: vars.font.size[3],
  lineHeight: 1.7,
  color: vars.color.gray[12],
  '@media': { print: { maxWidth: 'none', fontSize: '11pt', lineHeight: 1.5, color: 'black' } },
  selectors: {
    [`${root}[data-variant="print"] &`]: { maxWidth: '70ch', color: 'black', lineHeight: 1.6 },
  },
});

export const section = style({
  scrollMarginTop: `calc(var(--clipnest-scroll-offset, 0px) + ${vars.space[8]})`,
  paddingBlockStart: vars.space[6],
  selectors: { '& + &': { marginBlockStart: vars.space[4] } },
  '@media': {
    [media.lg]: { scrollMarginTop: `calc(var(--clipnest-scroll-offset, 0px) + ${vars.space[5]})` },
    print: { breakInside: 'auto', paddingBlockStart: vars.space[4] },
  },
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  marginBlockEnd: vars.space[3],
});

export const sectionTitle = style(
  printed(
    {
      display: 'flex',
      gap: vars.space[3],
      flex: 1,
      minWidth: 0,
      margin: 0,
      fontFamily: vars.font.family.heading,
      // The type scale's heading inside long-form text.
      fontSize: displaySize.prose,
      lineHeight: 1.25,
      letterSpacing: '-0.015em',
      fontWeight: vars.font.weight.bold,
      color: vars.color.gray[12],
      textWrap: 'balance',
      breakAfter: 'avoid',
    },
    { color: 'black' },
  ),
);

export const sectionNumber = style(
  printed(
    {
      flexShrink: 0,
      color: vars.color.accent[11],
      fontVariantNumeric: 'tabular-nums',
    },
    { color: 'black' },
  ),
);

export const copyButton = style(
  printed(
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space[1],
      flexShrink: 0,
      minWidth: vars.space[6],
      height: vars.space[6],
      justifyContent: 'center',
      paddingInline: vars.space[1],
      border: 'none',
      borderRadius: vars.radius[2],
      background: 'transparent',
      color: vars.color.gray[11],
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size[1],
      cursor: vars.cursor.button,
      outline: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: `color ${duration.fast}, background-color ${duration.fast}`,
    },
    hiddenInPrint,
  ),
);
globalStyle(`${copyButton}[data-hovered]`, {
  color: vars.color.gray[12],
  backgroundColor: vars.color.gray.a3,
});
globalStyle(`${copyButton}[data-focus-visible]`, {
  outline: `2px solid ${vars.color.focus[8]}`,
  outlineOffset: 1,
});
globalStyle(`${copyButton}[data-copied]`, { color: vars.color.gray[12] });
globalStyle(`${copyButton}[data-copied] svg`, { color: vars.color.green[11] });

export const copiedText = style({
  alignSelf: 'center',
  flexShrink: 0,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[11],
  '@media': { print: { display: 'none' } },
  selectors: { [`${root}[data-variant="print"] &`]: { display: 'none' } },
});

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
export const cellLabel = style({
  display: 'none',
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: vars.color.gray[11],
});

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

// Links inside the text (to /contact, /privacy …): the theme's link colour on screen, underlined
// everywhere, and their address spelled out on paper.
globalStyle(`${body} a`, {
  color: vars.color.accent[11],
  textDecorationLine: 'underline',
  textUnderlineOffset: 3,
  textDecorationColor: vars.color.accent.a7,
  borderRadius: vars.radius[1],
  outline: 'none',
});
globalStyle(`${body} a:hover`, { textDecorationColor: 'currentColor' });
globalStyle(`${body} a:focus-visible`, { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 });
globalStyle(`${root}[data-variant="print"] ${body} a`, { color: 'black', textDecorationColor: 'black' });
globalStyle(`${body} a`, {
  '@media': { print: { color: 'black', textDecorationColor: 'black' } },
});
globalStyle(`${body} a[href^="http"]::after`, {
  '@media': { print: { content: '" (" attr(href) ")"', fontSize: '0.9em' } },
});
