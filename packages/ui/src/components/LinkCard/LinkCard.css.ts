import { globalStyle, style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { cardInteractive, iconTile } from '../private/card.css';
import { itemTitle } from '../../theme/typography.css';

export const card = style([
  cardInteractive,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    minWidth: 0,
    height: '100%',
    padding: vars.space[5],
  },
]);

export const iconBadge = style([iconTile, { marginBlockEnd: vars.space[2] }]);

export const mediaSlot = style({ marginBlockEnd: vars.space[2], minWidth: 0 });

export const title = style([itemTitle, { overflowWrap: 'anywhere' }]);

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: vars.cursor.link,
  selectors: {
    // Stretch the link over the card so the whole card is one target.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&[data-hovered]': { color: vars.color.accent[11] },
  },
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
  overflowWrap: 'anywhere',
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space[3],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.accent[11],
});

export const moreIcon = style({
  transitionProperty: 'transform',
  transitionDuration: duration.base,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

globalStyle(`${card}:hover ${moreIcon}`, {
  transform: 'translateX(3px)',
  '@media': { [media.reducedMotion]: { transform: 'none' } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[5] },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const item = style({
  minWidth: 0,
  '@media': {
    // A last card that would be alone on its row spans the row instead.
    [`${media.md} and (max-width: 1023.98px)`]: {
      selectors: { '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' } },
    },
    [media.lg]: {
      selectors: { '&:last-child:nth-child(3n + 1)': { gridColumn: '1 / -1' } },
    },
  },
});

// After a meta line (which already sits at the foot), the foot line follows it closely.
globalStyle(`${meta} + ${more}`, { marginBlockStart: 0, paddingBlockStart: vars.space[1] });
