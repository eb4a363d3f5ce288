import { globalStyle, style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  height: '100%',
  padding: vars.space[5],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.panelSolid,
  border: `1px solid ${vars.color.gray.a5}`,
  boxShadow: vars.shadow[2],
  transitionProperty: 'border-color, box-shadow, transform',
  transitionDuration: duration.base,
  selectors: {
    '&:hover': {
      borderColor: vars.color.accent.a7,
      boxShadow: vars.shadow[3],
      transform: 'translateY(-2px)',
    },
    // The title link's focus ring goes around the whole card.
    '&:has([data-focus-visible])': {
      outline: `2px solid ${vars.color.focus[8]}`,
      outlineOffset: 2,
    },
  },
  '@media': {
    [media.reducedMotion]: {
      transition: 'none',
      selectors: { '&:hover': { transform: 'none' } },
    },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  width: vars.space[7],
  height: vars.space[7],
  marginBlockEnd: vars.space[2],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.accent.a3,
  color: vars.color.accent[11],
});

export const mediaSlot = style({ marginBlockEnd: vars.space[2], minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.headingLineHeight[4],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
  overflowWrap: 'anywhere',
});

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
