import { globalStyle, style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { phoneOnly } from '../../utils/touchTarget.css';
import {
  itemTitle,
  pageTitle,
  sectionLead,
  sectionTitle as sectionTitleStyle,
} from '../../theme/typography.css';

export const root = style({
  width: '100%',
  display: 'grid',
  gap: vars.space[8],
  paddingBlockEnd: vars.space[8],
  '@media': {
    [media.md]: { gap: `calc(${vars.space[9]} * 1.5)`, paddingBlockEnd: `calc(${vars.space[9]} * 1.5)` },
  },
});

/** One band of the page at the site's content width. */
export const band = style({
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[7],
  '@media': { [media.sm]: { paddingInline: vars.space[5] } },
});

/** The first screen: the band's width, a page header's spacing and its faint glow of the accent. */
export const heroBand = style([
  band,
  {
    maxWidth: 'none',
    paddingBlock: `${vars.space[7]} 0`,
    backgroundImage: `radial-gradient(ellipse 70% 90% at 70% -10%, ${vars.color.accent.a3}, transparent 70%)`,
    '@media': {
      [media.md]: { paddingBlockStart: vars.space[8] },
      print: { backgroundImage: 'none' },
    },
  },
]);

export const hero = style({
  width: '100%',
  maxWidth: 1200 - 2 * 24,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space[7],
  alignItems: 'center',
});

export const heroWithMedia = style({
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 0.85fr) minmax(0, 1.15fr)', gap: vars.space[8] },
  },
});

export const heroText = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space[4],
  maxWidth: '40rem',
});

export const backLink = style({ marginBlockEnd: vars.space[2] });

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  marginBlockStart: vars.space[2],
});

// On a phone the pair fills the width, one above the other, as the landing page's hero actions:
// the same width and height, easy to hit.
globalStyle(`${heroActions} > *, ${heroActions} > [data-island] > *`, {
  '@media': { [phoneOnly]: { flex: '1 1 100%' } },
});

export const heroMeta = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.accent[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
});

// The page's H1, beside the feature's scene: the page step of the type scale.
export const heroTitle = style([pageTitle, { overflowWrap: 'break-word', hyphens: 'auto' }]);

export const heroDescription = style({
  margin: 0,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  color: vars.color.gray[11],
  textWrap: 'pretty',
  '@media': { [media.md]: { fontSize: vars.font.size[5], lineHeight: vars.font.lineHeight[5] } },
});

export const figure = style({ margin: 0, display: 'grid', gap: vars.space[3], minWidth: 0 });

export const figureFrame = style({
  overflow: 'hidden',
  borderRadius: vars.radius[5],
  boxShadow: vars.shadow[4],
});
globalStyle(`${figureFrame} > svg, ${figureFrame} > img`, {
  display: 'block',
  width: '100%',
  height: 'auto',
});

export const figcaption = style({
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  textAlign: 'center',
});

export const benefit = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[2],
  padding: vars.space[5],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  transition: `border-color ${duration.base}`,
  selectors: { '&:hover': { borderColor: vars.color.gray.a7 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const iconBadge = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space[7],
  height: vars.space[7],
  marginBlockEnd: vars.space[2],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.accent.a3,
  border: `1px solid ${vars.color.accent.a5}`,
  color: vars.color.accent[11],
});

export const benefitTitle = itemTitle;

export const benefitDescription = style({
  margin: 0,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
});

export const sectionHeader = style({ display: 'grid', gap: vars.space[3], maxWidth: '46rem' });

export const sectionTitle = sectionTitleStyle;

/*
 * The benefits' heading and introduction beside the feature's second picture: two halves on a
 * wide screen (the picture on the side `data-media-side` names), stacked on a phone and a tablet,
 * text first. The picture is decorative, so moving it first on the screen changes no reading order.
 */
export const overviewSplit = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  alignItems: 'center',
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space[8] },
  },
});

export const overviewMedia = style({
  minWidth: 0,
  '@media': {
    [media.lg]: { selectors: { [`${overviewSplit}[data-media-side="start"] > &`]: { order: -1 } } },
  },
});

export const sectionDescription = style([sectionLead, { textWrap: 'pretty' }]);

export const tableScroll = style({
  // Positioned, so the cells' screen-reader text (absolutely positioned) scrolls and clips with
  // the table instead of widening the page.
  position: 'relative',
  overflowX: 'auto',
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 } },
});

export const table = style({
  width: '100%',
  minWidth: '30rem',
  borderCollapse: 'collapse',
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
});

const cellBase = {
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.gray.a4}`,
} as const;

export const corner = style({ ...cellBase, borderBlockStart: 'none' });

export const columnHeader = style({
  ...cellBase,
  borderBlockStart: 'none',
  textAlign: 'center',
  fontSize: vars.font.size[3],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
  whiteSpace: 'nowrap',
});

export const ownColumn = style({ backgroundColor: vars.color.accent.a2 });

export const rowHeader = style({
  ...cellBase,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  color: vars.color.gray[12],
});

export const cell = style({ ...cellBase, textAlign: 'center', color: vars.color.gray[11] });

export const yes = style({ display: 'inline-flex', color: vars.color.green[11] });
export const no = style({ display: 'inline-flex', color: vars.color.gray[10] });

export const action = style({
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  display: 'flex',
  justifyContent: 'center',
  '@media': { [media.sm]: { paddingInline: vars.space[5] } },
});

/*
 * 'annotated': the picture large with a numbered marker on each part it shows, the benefits beside
 * it as the matching numbered points (stacked on a phone and a tablet, the picture first).
 * 'band': the picture across the width, the points in a row under it.
 */
export const annotatedSplit = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  alignItems: 'center',
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1.75fr) minmax(0, 1fr)', gap: vars.space[8] },
  },
});

export const annotatedBand = style({ display: 'grid', gap: vars.space[6] });
// Across a whole band the picture would be drawn near twice its size (its type grows with its
// width): about the size of the page's own pictures instead, centred over the points.
globalStyle(`${annotatedBand} > :first-child`, { width: '100%', maxWidth: '52rem', marginInline: 'auto' });

export const annotatedFigure = style({ position: 'relative', minWidth: 0, containerType: 'inline-size' });
// The picture is its own stacking context, so the markers sit over its overlays (a popover, a banner).
globalStyle(`${annotatedFigure} > :first-child`, { isolation: 'isolate' });

const disc = {
  display: 'grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '50%',
  backgroundColor: vars.color.accent[9],
  color: vars.color.accent.contrast,
  fontSize: vars.font.size[2],
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
} as const;

export const marker = style({
  ...disc,
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  boxShadow: `0 0 0 3px ${vars.color.panelSolid}, 0 0 0 7px ${vars.color.accent.a5}, ${vars.shadow[3]}`,
  '@media': {
    [phoneOnly]: { width: '1.375rem', height: '1.375rem', fontSize: vars.font.size[1] },
    [media.lg]: { width: '2.25rem', height: '2.25rem', fontSize: vars.font.size[3] },
  },
  // A narrow scene draws itself differently (no sidebar, fewer columns), so the markers' places
  // no longer match it: on a phone the picture shows plain and the points stay a numbered list.
  '@container': { '(max-width: 37.5rem)': { display: 'none' } },
});

export const points = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[5],
});

/* In a row under a band: two columns on a tablet, then four (three when there are three, five or six). */
export const pointsRow = style([
  points,
  {
    columnGap: vars.space[6],
    rowGap: vars.space[6],
    '@media': {
      [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.lg]: {
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        selectors: {
          '&[data-count="3"], &[data-count="5"], &[data-count="6"]': {
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          },
        },
      },
    },
  },
]);

/* The number beside the title, the description under the title. */
export const point = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  alignItems: 'center',
  '@media': { [phoneOnly]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${point} > :not(:first-child)`, { gridColumn: 2 });
globalStyle(`${point} > :last-child`, { alignSelf: 'start' });

export const pointNumber = style({
  ...disc,
  boxShadow: `0 0 0 4px ${vars.color.accent.a3}`,
  // On a phone the picture has no markers (see `marker`): numbers would point at nothing.
  '@media': { [phoneOnly]: { display: 'none' } },
});
globalStyle(`${point} > :not(:first-child)`, { '@media': { [phoneOnly]: { gridColumn: 1 } } });

/* 'compare': a before and an after side by side (stacked on a phone), each under its label. */
export const compare = style({ margin: 0, display: 'grid', gap: vars.space[4] });

export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space[6] } },
});

export const pane = style({ display: 'grid', gap: vars.space[3], alignContent: 'start', minWidth: 0 });

export const paneLabel = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[11],
  selectors: { [`${pane}[data-pane="after"] > &`]: { color: vars.color.green[11] } },
});

export const paneMedia = style({ minWidth: 0 });
