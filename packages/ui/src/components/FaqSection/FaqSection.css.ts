import { globalStyle, style } from '@vanilla-extract/css';
import { displaySize } from '../../theme/typography.css';
import { duration, media, vars } from '../../theme/vars.css';
import { chip as chipLook } from '../private/chip.css';

const focusRing = { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 } as const;

export const filters = style({
  display: 'grid',
  gap: vars.space[4],
  marginBlockEnd: vars.space[5],
});

/**
 * Wrapped and centred on every screen, as the careers chips: on a phone every category shows at
 * once (two rows) instead of one cut off at the screen's edge.
 */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[2],
});

/** The site's one chip look; the row above lays the chips out. */
export const chip = style([chipLook]);

export const list = style({
  borderBlockStart: `1px solid ${vars.color.gray.a6}`,
});

export const item = style({
  borderBlockEnd: `1px solid ${vars.color.gray.a6}`,
});

// The heading's size is its button's (below), not the browser's 1.17em for an h3.
export const questionHeading = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  width: '100%',
  paddingBlock: vars.space[4],
  paddingInline: vars.space[1],
  border: 'none',
  background: 'transparent',
  color: vars.color.gray[12],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: vars.cursor.button,
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { color: vars.color.accent[11] },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0, borderRadius: vars.radius[2] },
  },
  '@media': {
    // The type scale's item size (H3), as every card and step title.
    [media.md]: { fontSize: displaySize.item, lineHeight: vars.font.lineHeight[4] },
  },
});

/** The rest of a long list, behind a toggle (a native <details>). */
export const more = style({});

export const moreToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  width: 'fit-content',
  minHeight: 44,
  marginInline: 'auto',
  marginBlock: vars.space[4],
  paddingInline: vars.space[4],
  borderRadius: vars.radius[4],
  // The site's one secondary look (Button's outlined `surface`).
  backgroundColor: vars.color.panelSolid,
  boxShadow: `inset 0 0 0 1px ${vars.color.accent[11]}`,
  color: vars.color.accent[11],
  fontWeight: vars.font.weight.medium,
  listStyle: 'none',
  cursor: vars.cursor.button,
  outline: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { backgroundImage: `linear-gradient(${vars.color.accent.a3}, ${vars.color.accent.a3})` },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.forcedColors]: { border: '1px solid ButtonText' } },
});

// Turned at once (no transition): the landing page's CSS budget has no room for one.
export const moreChevron = style({
  selectors: { [`${more}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.gray[11],
  transition: `transform ${duration.base} ease`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** react-aria sets --disclosure-panel-height in px while opening and closing, so it can animate. */
export const panel = style({
  height: 'var(--disclosure-panel-height)',
  overflow: 'clip',
  transition: `height ${duration.base} ease`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const answer = style({
  margin: 0,
  paddingInline: vars.space[1],
  paddingBlockEnd: vars.space[4],
  maxWidth: '65ch',
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
});

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[7]} ${vars.space[4]}`,
  borderRadius: vars.radius[4],
  border: `1px dashed ${vars.color.gray.a7}`,
  textAlign: 'center',
});

export const emptyIcon = style({ color: vars.color.gray[11] });

export const emptyMessage = style({
  margin: 0,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
});

export const support = style({
  fontSize: vars.font.size[3],
  color: vars.color.gray[11],
});

// The slot usually holds a plain mailto link: give it the theme's link colour and focus ring.
globalStyle(`${support} a`, {
  color: vars.color.accent[11],
  textDecorationLine: 'underline',
  textUnderlineOffset: 2,
  borderRadius: vars.radius[1],
  outline: 'none',
});

globalStyle(`${support} a:focus-visible`, focusRing);
