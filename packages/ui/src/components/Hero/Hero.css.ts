import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media as mediaQueries, vars } from '../../theme/vars.css';
import { heroTitle } from '../../theme/typography.css';

export const hero = style({
  position: 'relative',
  width: '100%',
  overflowX: 'clip',
  // Less room above the title on a phone, so the product shows on the first screen.
  paddingBlock: `${vars.space[5]} ${vars.space[8]}`,
  backgroundImage: `radial-gradient(ellipse 80% 60% at 50% 0%, ${vars.color.accent.a4}, transparent 70%)`,
  textAlign: 'center',
  '@media': {
    [mediaQueries.md]: { paddingBlock: `calc(${vars.space[9]} * 2) ${vars.space[9]}` },
  },
});

/** Set on the hero when it has a `media` slot: the picture under the words, wide, from `lg`. */
export const withMedia = style({
  // Less room above the title: the picture under it should start on the first screen.
  '@media': { [mediaQueries.lg]: { paddingBlockStart: vars.space[9] } },
});

// One column at every width, centred. On a phone: the words, the actions, the picture, then the
// facts of the download (the product on the first screen, the facts after it). From `lg` the facts
// follow the actions and the picture spreads out below them, wider than the words (as Paste and
// CleanShot show their app): the title stays the first large paint, the scene gets the room.
export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"copy" "actions" "media" "facts"',
  justifyItems: 'center',
  '@media': {
    [mediaQueries.lg]: {
      selectors: {
        [`${withMedia} &`]: { gridTemplateAreas: '"copy" "actions" "facts" "media"' },
      },
    },
  },
});

export const text = style({
  gridArea: 'copy',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: 0,
  maxWidth: '100%',
});

/** The facts of the download and the row under them. */
export const facts = style({
  gridArea: 'facts',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  // The whole width, so on a phone the facts' grid starts at the buttons' edge, not inset.
  width: '100%',
  maxWidth: '100%',
});

/**
 * The product picture: under the actions on smaller screens; from `lg` under the facts, up to
 * 1000 px wide (about three quarters of a 1280 px screen), wider than the words above it.
 */
export const media = style({
  gridArea: 'media',
  alignSelf: 'center',
  width: '100%',
  maxWidth: 720,
  minWidth: 0,
  marginBlockStart: vars.space[4],
  '@media': {
    [mediaQueries.lg]: { maxWidth: 1000, marginBlockStart: vars.space[8] },
  },
});

// Pictures scale down with the slot instead of widening the page.
globalStyle(`${media} :is(img, svg, video, canvas, picture)`, {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
});
globalStyle(`${media} figure`, { margin: 0 });

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  marginBlockEnd: vars.space[4],
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  // A pill when the theme's radius is `full`, softly rounded otherwise (as Radix's Badge does).
  borderRadius: `max(${vars.radius[2]}, ${vars.radius.full})`,
  backgroundColor: vars.color.accent.a3,
  border: `1px solid ${vars.color.accent.a5}`,
  color: vars.color.accent[11],
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
});

export const title = heroTitle;

export const description = style({
  maxWidth: 620,
  margin: 0,
  marginBlockStart: vars.space[4],
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  color: vars.color.gray[11],
  textWrap: 'pretty',
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size[5], lineHeight: vars.font.lineHeight[5] },
  },
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[3],
  width: '100%',
  marginBlockStart: vars.space[6],
  '@media': {
    [mediaQueries.sm]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'center', width: 'auto' },
  },
});

// On a phone the actions fill the width, like the closing call to action's: easy to hit. (An app
// that hydrates the actions on their own wraps them in a `display: contents` element marked
// `data-island`: its children are the actions.)
globalStyle(`${actions} > *, ${actions} > [data-island] > *`, {
  width: '100%',
  '@media': { [mediaQueries.sm]: { width: 'auto' } },
});

// The facts of the download, each term above its value: two columns on a phone, one row from
// `sm` up, parted by hairlines. Every value keeps a slot at least as wide as its usual text, so real
// data replacing the placeholder shifts nothing.
export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space[3]} ${vars.space[4]}`,
  // On a phone: two columns across the buttons' width, the first starting at their left edge.
  width: '100%',
  marginBlock: `${vars.space[5]} 0`,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  '@media': {
    [mediaQueries.sm]: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      width: 'auto',
      maxWidth: 'none',
      gap: `${vars.space[2]} 0`,
    },
  },
});

// Each fact centred, as the hero's text is.
export const metaItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQueries.sm]: {
      paddingInline: vars.space[4],
      selectors: { '& + &': { borderInlineStart: `1px solid ${vars.color.gray.a6}` } },
    },
  },
});

const valueBase = style({
  position: 'relative',
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
  fontVariantNumeric: 'tabular-nums',
  // A value narrower than its slot sits in the slot's middle, as the hero is centred.
  textAlign: 'inherit',
});

export const value = styleVariants({
  short: [valueBase, { minWidth: '5ch' }],
  medium: [valueBase, { minWidth: '11ch' }],
  long: [valueBase, { minWidth: '15ch' }],
});

/** The row under the meta line: one small control's height, filled or not. */
export const details = style({
  minHeight: vars.space[6],
  marginBlockStart: vars.space[3],
  maxWidth: '100%',
});

// A still bar, not a pulsing one: an endless animation that the compositor does not take (Chromium
// does not for a pseudo-element or an element off screen) draws a frame on the main thread 60 times a
// second until the record arrives — on a slow phone, most of the landing page's blocking time.
export const placeholder = style({
  position: 'absolute',
  insetInline: 0,
  insetBlock: '0.2em',
  borderRadius: vars.radius[1],
  backgroundColor: vars.color.gray.a4,
});
