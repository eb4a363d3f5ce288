import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 'min(70vh, 44rem)',
  paddingBlock: vars.space[8],
  '@media': { [media.md]: { paddingBlock: vars.space[9] } },
});

export const inner = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[4],
  textAlign: 'center',
});

/** The round icon above the title: accent for a missing page, red for a failure. */
export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space[9],
    height: vars.space[9],
    borderRadius: vars.radius.thumb,
    marginBottom: vars.space[2],
  },
  variants: {
    variant: {
      'not-found': { backgroundColor: vars.color.accent.a3, color: vars.color.accent[11] },
      error: { backgroundColor: vars.color.red.a3, color: vars.color.red[11] },
    },
  },
});

/** An app's drawing in place of the icon: no tile, in the text's ink. */
export const illustration = style({
  display: 'inline-flex',
  lineHeight: 0,
  color: vars.color.gray[12],
  marginBottom: vars.space[2],
});

/** The status code ('404') as a large display figure in the heading font, tinted by variant. */
export const eyebrow = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: 'clamp(5rem, 24vw, 9rem)',
    lineHeight: 1,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '-0.04em',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    variant: {
      'not-found': { color: vars.color.accent[11] },
      error: { color: vars.color.red[11] },
    },
  },
});

export const title = style({ margin: 0, color: vars.color.gray[12], textWrap: 'balance' });

export const description = style({ margin: 0, maxWidth: '52ch', color: vars.color.gray[11] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  marginTop: vars.space[3],
});

export const details = style({
  width: '100%',
  marginTop: vars.space[5],
  textAlign: 'start',
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.gray.a2,
});

export const summary = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[3],
  color: vars.color.gray[11],
  fontSize: vars.font.size[2],
  cursor: vars.cursor.button,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
    '&:hover': { color: vars.color.gray[12] },
  },
});

export const detailsBody = style({
  margin: 0,
  padding: vars.space[3],
  borderTop: `1px solid ${vars.color.gray.a5}`,
  fontFamily: vars.font.family.code,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[12],
  // Wrapped rather than scrolled: no scroll box that keyboard users would need to reach.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
