import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { itemTitle } from '../../theme/typography.css';

export const root = style({});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `1px solid ${vars.color.gray.a5}`,
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space[2],
  paddingBlock: vars.space[5],
  paddingInline: vars.space[1],
  borderBlockEnd: `1px solid ${vars.color.gray.a5}`,
  '@media': {
    [media.md]: {
      gridTemplateColumns: '12rem minmax(0, 1fr) auto',
      columnGap: vars.space[6],
      paddingInline: vars.space[3],
    },
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
    '&[data-focus-visible]::after': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
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
