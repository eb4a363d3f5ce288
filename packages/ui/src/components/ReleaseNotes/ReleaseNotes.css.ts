import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { skippedOffScreen } from '../private/skippedOffScreen.css';

export const root = style({});

export const list = style({
  display: 'grid',
  gap: vars.space[7],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Each version is skipped while off screen: a long history arrives at once (the changelog reads it
// after load), and laying out only the versions on screen keeps that frame short on a phone.
export const entry = style([
  skippedOffScreen('24rem'),
  {
    paddingBlockStart: vars.space[6],
    borderBlockStart: `1px solid ${vars.color.gray.a5}`,
    selectors: { '&:first-child': { paddingBlockStart: 0, borderBlockStart: 'none' } },
  },
]);

export const article = style({
  display: 'grid',
  gap: vars.space[4],
  // The sticky header must not cover the heading a `#v1.2.3` link lands on.
  scrollMarginBlockStart: vars.space[9],
  '@media': {
    [media.md]: {
      // Room for a pre-release's name ("Version 3.6.0-beta") on one line.
      gridTemplateColumns: '15rem minmax(0, 1fr)',
      columnGap: vars.space[7],
    },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space[1],
  alignContent: 'start',
  '@media': { [media.md]: { gridRow: 'span 2' } },
});

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

/** The version's name never breaks inside ("3.6.0-" / "beta"); the badge wraps under it if it must. */
export const name = style({ whiteSpace: 'nowrap' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space[2],
  borderRadius: `max(${vars.radius[2]}, ${vars.radius.full})`,
  backgroundColor: vars.color.amber.a3,
  // Step 12: amber 11 on amber 3 falls just short of 4.5:1 at this size.
  color: vars.color.amber[12],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing[1],
});

export const date = style({
  color: vars.color.gray[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
});

export const detail = style({ display: 'grid', minWidth: 0, maxWidth: '100%' });

/** A value with a Copy button (the checksum) takes a row of its own under the short facts. */
export const copyDetail = style({ flexBasis: '100%', gap: vars.space[1] });

export const copyRow = style({
  // The 64 digits of a SHA-256 on one line on a desktop, the button right after them.
  maxWidth: '38rem',
  alignItems: 'center',
});

export const detailLabel = style({ color: vars.color.gray[11] });

export const detailValue = style({ margin: 0, color: vars.color.gray[12], minWidth: 0 });

export const code = style({
  fontFamily: vars.font.family.code,
  fontSize: '0.9em',
  // A 64-character checksum wraps rather than widen a phone's page.
  overflowWrap: 'anywhere',
});

export const notes = style({});

globalStyle(`${notes} :is(h3, h4, h5, h6)`, {
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
});
globalStyle(`${notes} pre`, {
  overflowX: 'auto',
  padding: vars.space[3],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.gray.a3,
});
globalStyle(`${notes} pre code`, { padding: 0, backgroundColor: 'transparent' });

/** A footnote, not an empty state: the facts above are what there is. */
export const noNotes = style({
  margin: 0,
  color: vars.color.gray[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
});
