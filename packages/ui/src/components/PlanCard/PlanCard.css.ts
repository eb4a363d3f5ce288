import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme/vars.css';
import { itemTitle } from '../../theme/typography.css';
import { tag as tagLook } from '../private/tag.css';
import { tick, tickItemLook } from '../private/listTick.css';

export const card = recipe({
  base: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    height: '100%',
    padding: vars.space[5],
    borderRadius: vars.radius[4],
    backgroundColor: vars.color.panelSolid,
    border: `1px solid ${vars.color.gray.a5}`,
    boxShadow: vars.shadow[2],
    color: vars.color.gray[12],
    '@media': { [media.md]: { padding: vars.space[6] } },
  },
  variants: {
    highlighted: {
      true: {
        borderColor: vars.color.accent[9],
        boxShadow: `0 0 0 1px ${vars.color.accent[9]}, ${vars.shadow[4]}`,
        '@media': { [media.forcedColors]: { borderWidth: 3, borderColor: 'Highlight' } },
      },
      false: {},
    },
  },
  defaultVariants: { highlighted: false },
});

/** The 'Most popular' badge, centred on the card's top edge. */
export const highlightBadge = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  margin: 0,
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.accent[9],
  color: vars.color.accent.contrast,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[3],
});

export const iconBox = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space[7],
    height: vars.space[7],
    borderRadius: vars.radius[3],
    backgroundColor: vars.color.gray.a3,
    color: vars.color.gray[11],
  },
  variants: {
    highlighted: {
      true: { backgroundColor: vars.color.accent.a3, color: vars.color.accent[11] },
      false: {},
    },
  },
});

export const name = style([itemTitle, { color: 'inherit' }]);

export const savingBadge = style([tagLook({ tone: 'accent' }), { marginInlineStart: 'auto' }]);

export const description = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const priceBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
});

export const amount = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[8],
  lineHeight: vars.font.headingLineHeight[8],
  letterSpacing: vars.font.letterSpacing[8],
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const suffix = style({
  fontSize: vars.font.size[3],
  color: vars.color.gray[11],
});

export const equivalent = style({
  margin: 0,
  // One line tall even when empty, so switching periods does not move the content below.
  minHeight: vars.font.lineHeight[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.gray.a4}`,
  paddingTop: vars.space[4],
});

export const feature = recipe({
  base: {
    ...tickItemLook,
    fontSize: vars.font.size[2],
    lineHeight: vars.font.lineHeight[2],
  },
  variants: {
    included: { true: { color: vars.color.gray[12] }, false: { color: vars.color.gray[11] } },
    highlighted: { true: { fontWeight: vars.font.weight.medium }, false: {} },
  },
});

// The one list tick (listTick.css.ts); a missing feature's cross takes the same size and place.
export const featureIcon = recipe({
  base: [tick],
  variants: {
    // One check colour across every list: the accent. A highlighted feature stands out by weight.
    included: { true: { color: vars.color.accent[11] }, false: { color: vars.color.gray[11] } },
    highlighted: { true: {}, false: {} },
  },
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  // Pushes the action to the bottom, so actions line up across cards of equal height.
  marginBlockStart: 'auto',
  paddingTop: vars.space[2],
});
