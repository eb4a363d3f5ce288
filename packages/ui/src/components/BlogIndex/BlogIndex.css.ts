import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../theme/vars.css';
import { sectionTitle as typeScaleSectionTitle } from '../../theme/typography.css';
import { skippedOffScreen } from '../private/skippedOffScreen.css';

export const root = style({
  width: '100%',
  paddingBlock: `${vars.space[5]} ${vars.space[8]}`,
  '@media': { [media.md]: { paddingBlockEnd: `calc(${vars.space[9]} * 1.5)` } },
});

export const stack = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': { [media.md]: { gap: vars.space[9] } },
});

export const latest = style({ display: 'grid', gap: vars.space[5], minWidth: 0 });

export const toolbar = style({
  display: 'grid',
  gap: vars.space[4],
  alignItems: 'end',
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});

export const toolbarTitle = style({ display: 'grid', gap: vars.space[1] });

/** "Latest posts", "Popular": section titles on the type scale. */
export const sectionTitle = typeScaleSectionTitle;

export const count = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
});

export const filters = style({
  display: 'grid',
  gap: vars.space[3],
  alignItems: 'end',
  scrollMarginTop: vars.space[9],
  '@media': {
    [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) 13rem' },
    [media.md]: { gridTemplateColumns: '18rem 13rem' },
  },
});

export const search = style({ minWidth: 0 });
// An input's intrinsic width (about 20 characters) would otherwise set the field's minimum and
// push it over the select in its 18rem column.
globalStyle(`${search} input`, { width: '100%' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

// Each card is skipped by the browser while off screen (a blog's list is the longest stretch of its
// page, and a phone shows the first card or two); until drawn once it counts at about a card's height.
export const gridItem = style([skippedOffScreen('28rem'), { display: 'flex', minWidth: 0 }]);

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlockStart: vars.space[3] });

export const bottom = style({
  display: 'grid',
  gap: vars.space[6],
  paddingBlockStart: vars.space[7],
  borderBlockStart: `1px solid ${vars.color.gray.a5}`,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)', gap: vars.space[8] },
  },
});

export const aside = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });

export const rss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space[2],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius[2],
  color: vars.color.accent[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
    '&:focus-visible': focusRing,
  },
});
