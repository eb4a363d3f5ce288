import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { iconTile } from '../private/card.css';
import { tick, tickItem } from '../private/listTick.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

export const tabList = style({
  display: 'grid',
  // Two columns on a phone: every tab stays in view, no sideways scrolling.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[2],
  padding: vars.space[1],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.gray.a3,
  '@media': {
    [media.md]: {
      display: 'flex',
      justifyContent: 'center',
      alignSelf: 'center',
      gap: vars.space[1],
      // A pill row when the theme's radius is `full`.
      borderRadius: `max(${vars.radius[4]}, ${vars.radius.full})`,
    },
  },
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: 44,
  paddingInline: vars.space[4],
  borderRadius: vars.radius[3],
  fontSize: vars.font.size[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[11],
  cursor: vars.cursor.button,
  outline: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: duration.fast,
  selectors: {
    '&[data-hovered]': { color: vars.color.gray[12] },
    '&[data-selected]': {
      backgroundColor: vars.color.panelSolid,
      color: vars.color.accent[11],
      // The ring keeps the selected tab distinct in dark mode, where the panel colour is close
      // to the track's.
      boxShadow: `${vars.shadow[2]}, inset 0 0 0 1px ${vars.color.accent.a7}`,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
  '@media': {
    [media.md]: { borderRadius: `max(${vars.radius[3]}, ${vars.radius.full})`, paddingInline: vars.space[5] },
    [media.reducedMotion]: { transitionDuration: '0s' },
    // Without colours, the selected tab is marked by its outline.
    [media.forcedColors]: {
      selectors: { '&[data-selected]': { outline: '2px solid Highlight', outlineOffset: -2 } },
    },
  },
});

export const panel = style({
  maxWidth: 760,
  width: '100%',
  marginInline: 'auto',
  padding: vars.space[5],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.panelSolid,
  border: `1px solid ${vars.color.gray.a5}`,
  boxShadow: vars.shadow[2],
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
  '@media': {
    [media.md]: { padding: vars.space[6] },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

/**
 * A panel the visitor switched to fades in. The first one does not: it is part of the page as
 * loaded (server-rendered, or without JavaScript) and must never show half-transparent.
 */
export const panelSwitchedTo = style({
  animation: `${fadeIn} ${duration.base} ease-out`,
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
  },
});

/**
 * A panel with a picture: as wide as the section's container, so its edges line up with the
 * grids above and below it on the landing page; the picture beside the text from `lg` (the two
 * halves near equal) and below it before.
 */
export const panelWithMedia = style({
  display: 'grid',
  gap: vars.space[5],
  maxWidth: 'none',
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)',
      alignItems: 'center',
      gap: vars.space[8],
    },
  },
});

export const panelText = style({ minWidth: 0 });

/**
 * The picture sits on a small Mac desktop in the brand's colours (as the feature pages' scenes
 * do): warm light from above, the accent low in a corner. No bar along the top: an empty strip
 * read as a window's title bar without its lights or title, unlike every other mock-up's chrome.
 */
export const panelMedia = style({
  position: 'relative',
  minWidth: 0,
  overflow: 'hidden',
  padding: `${vars.space[5]} ${vars.space[4]}`,
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.gray[3],
  backgroundImage: [
    `radial-gradient(ellipse 70% 60% at 90% 100%, ${vars.color.accent.a6}, transparent 70%)`,
    `radial-gradient(ellipse 80% 70% at 10% 0%, ${vars.color.accent.a4}, transparent 70%)`,
    `linear-gradient(180deg, ${vars.color.gray[2]}, ${vars.color.gray[4]})`,
  ].join(', '),
  boxShadow: `inset 0 0 0 1px ${vars.color.gray.a4}`,
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  marginBlockEnd: vars.space[3],
});

/** The site's one icon tile, as on feature cards and benefits. */
export const panelIcon = iconTile;

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[5],
  lineHeight: vars.font.headingLineHeight[5],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
});

export const points = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  marginBlockStart: vars.space[4],
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[5] },
  },
});

export const point = style([
  tickItem,
  {
    fontSize: vars.font.size[2],
    lineHeight: vars.font.lineHeight[2],
    color: vars.color.gray[12],
  },
]);

/** The one list tick (listTick.css.ts): accent, no circle. */
export const pointIcon = tick;

// Beside a picture the text column is narrow: one benefit per line reads better than two columns.
globalStyle(`${panelWithMedia} ${points}`, {
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
