import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { cardSurface } from '../private/card.css';
import { label } from '../private/label.css';

export const root = style({});

/** The site's one card, its rows inside (as the press releases' list). */
export const panel = style([cardSurface, { overflow: 'hidden' }]);

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBlockEnd: `1px solid ${vars.color.gray.a4}`,
  '@media': { [media.sm]: { padding: `${vars.space[3]} ${vars.space[5]}` } },
});

export const fileIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[6],
  height: vars.space[6],
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.gray.a3,
  color: vars.color.gray[11],
});

export const text = style({ display: 'grid', minWidth: 0 });

export const name = style({
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
});

/** A file's format and size: the site's one small label (private/label.css.ts). */
export const meta = style([label, { display: 'flex', flexWrap: 'wrap', gap: vars.space[1] }]);

/** Formats are written as they are named ('SVG, PNG'), not transformed. */
export const format = style({});

export const size = style({ fontVariantNumeric: 'tabular-nums' });

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius[3],
  color: vars.color.gray[11],
  outline: 'none',
  cursor: vars.cursor.link,
  transition: `background-color ${duration.fast} ease, color ${duration.fast} ease`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accent.a3, color: vars.color.accent[11] },
    '&[data-pressed]': { backgroundColor: vars.color.accent.a4 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 0 },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  backgroundColor: vars.color.gray.a2,
  '@media': { [media.sm]: { padding: `${vars.space[3]} ${vars.space[5]}` } },
});

export const total = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
  fontVariantNumeric: 'tabular-nums',
});
