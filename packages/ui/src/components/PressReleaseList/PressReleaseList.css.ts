import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { itemTitle } from '../../theme/typography.css';
import { cardSurface } from '../private/card.css';

export const root = style({});

/**
 * The releases as rows of one card: the site's one card look, as the media kit's files below it
 * (the same surface, the same inset rows and dividers).
 */
export const list = style([cardSurface, { margin: 0, padding: 0, listStyle: 'none', overflow: 'hidden' }]);

export const item = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space[2],
  paddingBlock: vars.space[5],
  paddingInline: vars.space[4],
  transition: `background-color ${duration.fast} ease`,
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.gray.a4}` },
    '&:hover': { backgroundColor: vars.color.gray.a2 },
  },
  '@media': {
    [media.sm]: { paddingInline: vars.space[5] },
    [media.md]: {
      gridTemplateColumns: '12rem minmax(0, 1fr) auto',
      columnGap: vars.space[6],
    },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  alignContent: 'start',
  gap: vars.space[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.md]: { flexDirection: 'column', alignItems: 'flex-start', paddingBlockStart: 2 } },
});

export const body = style({ display: 'grid', gap: vars.space[2], minWidth: 0 });

export const title = style([itemTitle, { color: 'inherit' }]);

/** The title's link covers the whole row, so the row is one target. */
export const link = style({
  color: vars.color.gray[12],
  textDecoration: 'none',
  outline: 'none',
  cursor: vars.cursor.link,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius[3] },
    '&[data-hovered]': { color: vars.color.accent[11] },
    // Inside the card's clipped edge: the ring sits just within the row.
    '&[data-focus-visible]::after': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: -2 },
  },
});

export const excerpt = style({
  margin: 0,
  maxWidth: '68ch',
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
});

export const arrow = style({
  display: 'none',
  color: vars.color.gray[10],
  transition: `transform ${duration.base} ease, color ${duration.base} ease`,
  selectors: { [`${item}:hover &`]: { transform: 'translateX(4px)', color: vars.color.accent[11] } },
  '@media': {
    [media.md]: { display: 'block', alignSelf: 'center' },
    [media.reducedMotion]: { transition: 'none', selectors: { [`${item}:hover &`]: { transform: 'none' } } },
  },
});
