import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { cardInteractive, iconTile } from '../private/card.css';
import { itemTitle } from '../../theme/typography.css';

export const card = style([
  cardInteractive,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    minWidth: 0,
    height: '100%',
    padding: vars.space[5],
  },
]);

export const iconBadge = style([iconTile, { marginBlockEnd: vars.space[2] }]);

export const mediaSlot = style({ marginBlockEnd: vars.space[2], minWidth: 0 });

// A cropped media keeps its top (the window's title bar and first rows) and its rounded corners,
// and fades out over its last 56 px into the card, so the cut reads as meant, not as a row cut in
// half. (A mask is alpha only: black is "shown", not a colour on the page.)
const cropped = {
  overflow: 'hidden',
  borderRadius: vars.radius[3],
  maskImage: 'linear-gradient(to bottom, black calc(100% - 56px), transparent)',
} as const;

export const mediaSize = styleVariants({
  natural: {},
  short: { ...cropped, height: 180 },
  tall: { ...cropped, maxHeight: 320 },
});

export const layout = styleVariants({
  stacked: {},
  // From md the text sits beside the media, centred on it: the spare height goes to the first
  // and last rows.
  banner: {
    '@media': {
      [media.md]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
        gridTemplateRows: '1fr repeat(5, auto) 1fr',
        columnGap: vars.space[7],
        rowGap: 0,
        padding: vars.space[6],
      },
    },
  },
});

export const title = style([itemTitle, { overflowWrap: 'anywhere' }]);

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: vars.cursor.link,
  selectors: {
    // Stretch the link over the card so the whole card is one target.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&[data-hovered]': { color: vars.color.accent[11] },
  },
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  overflowWrap: 'anywhere',
});

/** A banner's checklist: the site's one list tick, in the description's size, a step apart. */
export const points = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space[2],
  padding: 0,
  display: 'grid',
  gap: vars.space[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[12],
});

export const meta = style({
  margin: 0,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  // Where the card goes (an address): it reads as the link it is, in the accent like every text link.
  color: vars.color.accent[11],
  overflowWrap: 'anywhere',
  selectors: { [`${card}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space[3],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.accent[11],
});

export const moreIcon = style({
  transitionProperty: 'transform',
  transitionDuration: duration.base,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

globalStyle(`${card}:hover ${moreIcon}`, {
  transform: 'translateX(3px)',
  '@media': { [media.reducedMotion]: { transform: 'none' } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[5] },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const item = style({
  minWidth: 0,
  '@media': {
    // A last card that would be alone on its row spans the row instead.
    [`${media.md} and (max-width: 1023.98px)`]: {
      selectors: { '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' } },
    },
    [media.lg]: {
      selectors: { '&:last-child:nth-child(3n + 1)': { gridColumn: '1 / -1' } },
    },
  },
});

// A bento (items with `data-emphasis`): six tracks from lg, featured cards two to a row, the
// others three, the banner alone. From md to lg, two columns and the banner across both.
export const bento = style({
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

globalStyle(`${bento} > ${item}`, {
  '@media': {
    [media.lg]: { gridColumn: 'span 2' },
  },
});
globalStyle(`${bento} > ${item}[data-emphasis="featured"]`, {
  '@media': { [media.lg]: { gridColumn: 'span 3' } },
});
// The cards of a row share their rows (subgrid): art, title, description, link. Art of different
// heights (a scene that stacks at a card's width grows with its content) then never sets two
// titles of one row apart. Cards with a meta line are not bento cards.
const rowCard = `${bento} > ${item}:not([data-emphasis="banner"])`;
globalStyle(rowCard, {
  '@media': { [media.lg]: { display: 'grid', gridRow: 'span 4', gridTemplateRows: 'subgrid', rowGap: 0 } },
});
globalStyle(`${rowCard} > ${card}`, {
  '@media': {
    [media.lg]: { display: 'grid', gridRow: '1 / -1', gridTemplateRows: 'subgrid', rowGap: vars.space[2] },
  },
});

globalStyle(`${bento} > ${item}[data-emphasis="banner"]`, {
  '@media': { [media.md]: { gridColumn: '1 / -1' } },
});

// After a meta line (which already sits at the foot), the foot line follows it closely.
globalStyle(`${meta} + ${more}`, { marginBlockStart: 0, paddingBlockStart: vars.space[1] });

// A banner's parts, each on its own row beside the media (rows 2–6 of the layout).
const bannerRows: [string, number][] = [
  [title, 2],
  [description, 3],
  [points, 4],
  [meta, 5],
  [more, 6],
];
for (const [part, row] of bannerRows) {
  globalStyle(`${layout.banner} > ${part}`, {
    '@media': { [media.md]: { gridColumn: 1, gridRow: row, marginBlockStart: vars.space[2] } },
  });
}
globalStyle(`${layout.banner} > ${title}`, { '@media': { [media.md]: { marginBlockStart: 0 } } });
globalStyle(`${layout.banner} > ${mediaSlot}`, {
  '@media': { [media.md]: { gridColumn: 2, gridRow: '1 / -1', alignSelf: 'center', margin: 0 } },
});
