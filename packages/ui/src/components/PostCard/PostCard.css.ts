import { globalStyle, style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { cardInteractive } from '../private/card.css';
import { displaySize, itemTitle } from '../../theme/typography.css';
import { tag as tagLook } from '../private/tag.css';

export const card = style([
  cardInteractive,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    height: '100%',
    overflow: 'hidden',
  },
]);

export const art = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  backgroundColor: vars.color.accent.a3,
  borderBlockEnd: `1px solid ${vars.color.gray.a4}`,
});

// Whatever art the site passes fills the frame.
globalStyle(`${art} > svg, ${art} > img, ${art} > div`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${duration.slow} ease`,
});
globalStyle(`${card}:hover ${art} > *`, { transform: 'scale(1.03)' });
globalStyle(`${art} > *`, {
  '@media': { [media.reducedMotion]: { transition: 'none', transform: 'none !important' } },
});

export const placeholderArt = style({
  backgroundImage: `radial-gradient(circle at 20% 20%, ${vars.color.accent.a6}, transparent 55%), radial-gradient(circle at 80% 90%, ${vars.color.accent.a8}, transparent 50%), linear-gradient(135deg, ${vars.color.accent[3]}, ${vars.color.accent[5]})`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space[3],
  padding: vars.space[5],
});

export const categories = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const category = tagLook({ tone: 'accent' });

export const title = itemTitle;

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: vars.cursor.link,
  selectors: {
    // Stretch the link over the card so the whole card is one target.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&[data-hovered]': { color: vars.color.accent[11] },
  },
});

export const excerpt = style({
  margin: 0,
  color: vars.color.gray[11],
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
});

export const byline = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space[3],
});

export const bylineText = style({ display: 'grid', minWidth: 0 });

export const author = style({
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
});

export const metaLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[2],
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
});

export const dot = style({
  width: 3,
  height: 3,
  borderRadius: '50%',
  backgroundColor: vars.color.gray.a8,
});

export const featured = style({
  '@media': {
    [media.md]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)',
    },
  },
});

export const featuredArt = style({
  '@media': {
    [media.md]: {
      aspectRatio: 'auto',
      minHeight: 360,
      borderBlockEnd: 'none',
      borderInlineEnd: `1px solid ${vars.color.gray.a4}`,
    },
  },
});

export const featuredBody = style({
  justifyContent: 'center',
  gap: vars.space[4],
  '@media': { [media.md]: { padding: vars.space[7] } },
});

export const featuredTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: 2,
  paddingInline: vars.space[2],
  borderRadius: `max(${vars.radius[2]}, ${vars.radius.full})`,
  backgroundColor: vars.color.accent[9],
  color: vars.color.accent.contrast,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
});

/** The featured post's title: the scale's prose step, a size above the other cards'. */
export const featuredTitle = style({
  fontSize: displaySize.prose,
  lineHeight: 1.25,
  letterSpacing: '-0.015em',
});

export const featuredExcerpt = style({
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  WebkitLineClamp: 4,
});
