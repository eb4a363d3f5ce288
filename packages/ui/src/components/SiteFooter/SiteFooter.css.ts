import { style } from '@vanilla-extract/css';
import { breakpoints, duration, media, vars } from '../../theme/vars.css';
import { skippedOffScreen } from '../private/skippedOffScreen.css';

export const footer = style({
  backgroundColor: vars.color.gray[2],
  borderTop: `1px solid ${vars.color.gray.a4}`,
  color: vars.color.gray[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  paddingTop: vars.space[8],
  paddingBottom: `calc(${vars.space[6]} + env(safe-area-inset-bottom, 0px))`,
  '@media': {
    [media.md]: { paddingTop: vars.space[9] },
    [media.forcedColors]: { borderTop: '1px solid CanvasText' },
  },
});

/** Brand block beside the link columns from `md` up; above them on a phone. */
export const top = style({
  display: 'grid',
  // minmax(0, …): a wide slot (e.g. a newsletter form) shrinks to the screen instead of pushing
  // the column past the page margin.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[7],
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: vars.space[8] },
  },
});

export const brand = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  justifyItems: 'start',
  gap: vars.space[4],
});

// `pretty`: no lone last word ('sync.') under the blurb.
export const description = style({ margin: 0, maxWidth: '36ch', textWrap: 'pretty' });

export const contact = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  flexWrap: 'wrap',
});

export const contactIcon = style({ color: vars.color.gray[11], flexShrink: 0 });

/** The badge slot: the badge is the brand block's item itself, so a floating one leaves no gap. */
export const badge = style({ display: 'contents' });

export const newsletter = style({ width: '100%', maxWidth: '25rem' });

/** Wide enough for four link columns beside the brand block. */
const wide = `screen and (min-width: ${breakpoints.xl}px)`;
/** A row of exactly four link columns. */
const fourColumns = '&:has(> :nth-child(4):last-child)';

// The link columns and the bottom row are skipped by the browser while off screen: a footer starts
// below the first screen on nearly every page, and its hundred-odd links were a third of the
// elements a phone styled for its first paint. Until drawn once they count at about their height on
// a phone. Not the brand block, which holds the newsletter's field (see skippedOffScreen).
export const columns = style([
  skippedOffScreen('35rem'),
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${vars.space[6]} ${vars.space[5]}`,
    '@media': {
      [media.md]: {
        gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
        // Four columns stay two by two until all four fit on one row (from 1280 px): at 1024 px
        // three fitted, and the fourth (Legal) sat alone under them.
        selectors: { [fourColumns]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      },
      [wide]: {
        selectors: { [fourColumns]: { gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' } },
      },
    },
  },
]);

export const columnTitle = style({
  margin: 0,
  marginBottom: vars.space[3],
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
});

export const linkList = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-block',
  // A comfortable tap target without changing the text rhythm.
  paddingBlock: 2,
  borderRadius: vars.radius[1],
  color: vars.color.gray[11],
  textDecoration: 'none',
  textUnderlineOffset: 3,
  cursor: vars.cursor.link,
  outline: 'none',
  transitionProperty: 'color',
  transitionDuration: duration.fast,
  selectors: {
    '&[data-hovered]': { color: vars.color.gray[12], textDecorationLine: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
  '@media': { [media.reducedMotion]: { transitionDuration: '0s' } },
});

/** A button in the legal links' group: no button chrome, the link's look. */
export const linkButton = style({
  margin: 0,
  paddingInline: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
});

export const contactLink = style([link, { color: vars.color.accent[11], textDecorationLine: 'underline' }]);

export const bottom = style([
  skippedOffScreen('7rem'),
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    marginTop: vars.space[7],
    paddingTop: vars.space[5],
    borderTop: `1px solid ${vars.color.gray.a4}`,
    '@media': {
      [media.md]: {
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: vars.space[5],
      },
      [media.forcedColors]: { borderTop: '1px solid CanvasText' },
    },
  },
]);

export const copyright = style({ margin: 0 });

// On a phone the policy links form a grid of three columns, so no link is left alone on a line.
export const legalList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, max-content)',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { display: 'flex', flexWrap: 'wrap' },
  },
});

/** A footer that ends with a signature: the signature's cut foot is its lower edge. */
export const signed = style({ paddingBottom: 0 });

/**
 * The sign-off: the name set as large as the page is wide, faint and fading downwards, its foot cut
 * off by the footer's edge. Decorative; nothing to select or press.
 */
export const signature = style({
  overflow: 'clip',
  // A little less than the text's height: the descenders and the lowest part of the letters are cut.
  height: '0.74em',
  marginTop: vars.space[7],
  fontFamily: vars.font.family.heading,
  fontSize: 'clamp(4rem, 24vw, 20rem)',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  letterSpacing: '-0.05em',
  textAlign: 'center',
  whiteSpace: 'nowrap',
  color: 'transparent',
  backgroundImage: `linear-gradient(to bottom, ${vars.color.gray.a5}, ${vars.color.gray.a2} 85%)`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  userSelect: 'none',
  pointerEvents: 'none',
  '@media': {
    [media.md]: { marginTop: vars.space[8] },
    [media.forcedColors]: { display: 'none' },
  },
});
