import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { behindModal } from '../private/behindModal';

// The Mac scene is drawn at the size of a real screen (a 24 px menu bar, a panel 360 px wide) and
// cropped, not scaled: a phone shows its right-hand part. Parts that would not fit are left out by
// container queries on the desktop's width, so nothing ever wraps or widens the page.

export const figure = style({
  margin: 0,
  width: '100%',
  userSelect: 'none',
  // Nothing here is interactive; pointer events would only show a text cursor on fake text.
  pointerEvents: 'none',
});

/** A wallpaper of warm dunes in the accent and gray scales, with everything else laid on it. */
export const desktop = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  containerType: 'inline-size',
  // The box is reserved before anything inside it paints: it never pops in or moves the page.
  aspectRatio: '4 / 5',
  borderRadius: vars.radius[5],
  border: `1px solid ${vars.color.gray.a5}`,
  // A sky from pale to deep amber behind the dunes (a macOS-style wallpaper).
  backgroundImage: `linear-gradient(180deg, ${vars.color.accent[3]}, ${vars.color.accent[6]} 45%, ${vars.color.accent[8]})`,
  boxShadow: vars.shadow[5],
  fontFamily: vars.font.family.body,
  textAlign: 'start',
  '@media': {
    [media.sm]: { aspectRatio: '16 / 11' },
    // Wide as a real screen where the hero gives it the width (under the words, up to 1000 px).
    [media.lg]: { aspectRatio: '16 / 10' },
  },
});

// The scene is the heaviest part of a first screen: a hundred-odd parts in a size container, laid
// out once its own width is known. Its parts sit out the page's first frame (`display: none` for a
// millisecond; its box is reserved by its proportions, so nothing moves when they appear) and are
// laid out and painted in the next one: a slow phone paints the words first, and does the scene's
// work in a task of its own instead of inside one long one with the whole page. A visitor who asks
// for reduced motion gets the whole scene in the first frame: nothing appears after the page.
export const afterFirstFrame = keyframes({ from: { display: 'none' }, to: { display: 'none' } });
globalStyle(`${desktop} > *`, {
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${afterFirstFrame} 1ms` } },
});

export const dunes = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', zIndex: -1 });
// Dunes from far to near, darker as they come closer (black alpha shades the amber the same way in
// light and dark).
globalStyle(`${dunes} path:nth-of-type(1)`, { fill: vars.color.accent[9] });
globalStyle(`${dunes} path:nth-of-type(2)`, {
  fill: `color-mix(in oklab, ${vars.color.accent[10]} 75%, ${vars.color.blackA[9]})`,
});
globalStyle(`${dunes} path:nth-of-type(3)`, {
  fill: `color-mix(in oklab, ${vars.color.accent[11]} 55%, ${vars.color.blackA[9]})`,
});
// At night the dunes are deep amber, not the daylight yellow: a dark wallpaper, as macOS switches
// its own (dark is Radix's class on a forced theme, or the system setting on a `system` one).
const nightDunes = [vars.color.accent[7], vars.color.accent[6], vars.color.accent[4]];
const notForcedLight = ':not(:is(.light, .light-theme) *)';
nightDunes.forEach((fill, index) => {
  const path = `${dunes}${notForcedLight} path:nth-of-type(${index + 1})`;
  globalStyle(`:is(.dark, .dark-theme) ${path}`, { fill });
  globalStyle(`.radix-themes[data-appearance='system'] ${path}`, {
    '@media': { '(prefers-color-scheme: dark)': { fill } },
  });
});

export const menuBar = style({
  position: 'relative',
  zIndex: 3,
  display: 'flex',
  alignItems: 'center',
  gap: 14,
  height: 24,
  paddingInline: 12,
  backgroundColor: `color-mix(in oklab, ${vars.color.panelSolid} 60%, transparent)`,
  backdropFilter: 'blur(20px) saturate(1.8)',
  fontSize: 12.5,
  lineHeight: '16px',
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const appName = style({ fontWeight: vars.font.weight.bold });

// The app's menus wrap into a second line that is cut off: a narrow desktop drops whole menus
// from the end instead of cutting one in half.
export const menus = style({
  display: 'flex',
  flexWrap: 'wrap',
  flex: 1,
  minWidth: 0,
  height: 16,
  overflow: 'hidden',
  columnGap: 14,
  // After the status items on screen, before them in the markup (see `statusArea`).
  order: 1,
  flexBasis: 0,
});

/**
 * The status items and the clock, at the right end. A slow phone paints the page while it is
 * still parsing it: in the markup this group comes before the menus and holds its items right to
 * left (clock first), so nothing already painted moves when the rest of the bar arrives.
 */
export const statusArea = style({
  order: 2,
  display: 'flex',
  flexDirection: 'row-reverse',
  alignItems: 'center',
  gap: 14,
  marginInlineStart: 'auto',
});

// The app's own status item, drawn pressed: its panel is open. Its room is held for its 16 px
// icon: a slow phone paints the page while still parsing it, and the item must not grow (and move
// what follows) when its icon arrives.
export const statusItem = style({
  display: 'inline-flex',
  minWidth: 16,
  minHeight: 16,
  marginInline: -5,
  padding: '2px 5px',
  borderRadius: 5,
  backgroundColor: vars.color.gray.a5,
});
globalStyle(`${statusItem} svg`, { display: 'block', width: 16, height: 16 });

/** A system icon (Wi-Fi, battery, Control Centre) that makes way on a narrow desktop. */
export const optional = style({
  display: 'inline-flex',
  '@container': { '(max-width: 399px)': { display: 'none' } },
});

/** The front app's window behind the panel. */
export const window = style({
  position: 'absolute',
  // Short enough to leave the wallpaper and the Dock in view below it.
  insetBlock: '52px 40%',
  insetInlineStart: '5%',
  width: 'min(64%, 460px)',
  overflow: 'hidden',
  borderRadius: 10,
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  boxShadow: vars.shadow[4],
  '@container': {
    '(max-width: 479px)': { insetBlock: '40px 14%', width: '80%' },
    // A wide desktop: the note well clear of the panel, the wallpaper and the Dock below it.
    '(min-width: 760px)': { insetBlock: '64px 44%', insetInlineStart: '7%', width: 'min(48%, 480px)' },
  },
});

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: 30,
  paddingInline: 11,
  borderBlockEnd: `1px solid ${vars.color.gray.a4}`,
  backgroundColor: vars.color.gray.a2,
  fontSize: 12,
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[11],
});

export const lights = style({ display: 'flex', gap: 7, marginInlineEnd: 8 });
globalStyle(`${lights} > *`, {
  width: 11,
  height: 11,
  borderRadius: '50%',
  boxShadow: `inset 0 0 0 .5px ${vars.color.blackA[3]}`,
});
globalStyle(`${lights} > :nth-child(1)`, { backgroundColor: vars.color.red[9] });
globalStyle(`${lights} > :nth-child(2)`, { backgroundColor: vars.color.amber[9] });
globalStyle(`${lights} > :nth-child(3)`, { backgroundColor: vars.color.green[9] });

export const document = style({
  paddingBlock: 14,
  paddingInline: 18,
  fontSize: 13,
  lineHeight: '20px',
  color: vars.color.gray[12],
});

export const heading = style({
  margin: '0 0 6px',
  fontSize: 17,
  lineHeight: '24px',
  fontWeight: vars.font.weight.bold,
});

export const paragraph = style({ margin: '0 0 8px' });

// The copied sentence keeps the text selection's highlight.
export const selection = style({ backgroundColor: vars.color.accent.a6, borderRadius: 2 });

/** The Clipnest panel, hanging under its status item. */
export const panel = style({
  position: 'absolute',
  zIndex: 2,
  insetBlock: '30px 12px',
  insetInlineEnd: 10,
  width: 'min(360px, calc(100% - 20px))',
  // A wide desktop has the height for every clip: the panel ends above the Dock, which stays whole.
  '@container': { '(min-width: 760px)': { insetBlockEnd: 76, insetInlineEnd: 16 } },
});

// The keys sink as they are pressed: a transform only, so the compositor runs it alone.
const press = keyframes({ '10%, 30%': { transform: 'translateY(1px) scale(.94)' } });

/** The shortcut as keycaps on the desktop, like a keystroke visualiser. */
export const keys = style({
  position: 'absolute',
  zIndex: 1,
  // Over the wallpaper, above the Dock.
  insetBlockEnd: 60,
  insetInlineStart: '5%',
  display: 'flex',
  gap: 6,
  padding: 8,
  borderRadius: 14,
  backgroundColor: `color-mix(in oklab, ${vars.color.panelSolid} 45%, transparent)`,
  backdropFilter: 'blur(12px)',
  '@container': {
    '(max-width: 479px)': { display: 'none' },
    '(min-width: 760px)': { insetBlockEnd: 76, insetInlineStart: '7%' },
  },
});
globalStyle(`${keys} > kbd`, {
  minWidth: 38,
  height: 38,
  paddingInline: 8,
  borderRadius: 8,
  border: `1px solid ${vars.color.gray.a6}`,
  backgroundColor: vars.color.panelSolid,
  boxShadow: `0 2px 0 ${vars.color.gray.a6}`,
  fontFamily: vars.font.family.body,
  fontSize: 17,
  lineHeight: '36px',
  textAlign: 'center',
  color: vars.color.gray[12],
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${press} 1.6s 400ms backwards` },
  },
});
// As the panel's clip (ClipPanel.css.ts): the keys wait behind a modal, and are pressed after it.
globalStyle(`${behindModal} ${keys} > kbd`, { animationPlayState: 'paused' });

/** The Dock: a frosted shelf along the bottom, its lower half cut off by the desktop's edge. */
export const dock = style({
  position: 'absolute',
  zIndex: 1,
  insetBlockEnd: -12,
  // Left of the panel: the crop shows the Dock's start, the panel hides the rest.
  insetInlineStart: '4%',
  display: 'flex',
  gap: 8,
  padding: 6,
  borderRadius: 16,
  border: `1px solid ${vars.color.gray.a6}`,
  backgroundColor: `color-mix(in oklab, ${vars.color.panelSolid} 45%, transparent)`,
  backdropFilter: 'blur(16px) saturate(1.6)',
  boxShadow: vars.shadow[3],
  '@container': {
    '(max-width: 479px)': { display: 'none' },
    // A wide desktop shows the whole Dock, centred at the bottom as on a Mac.
    '(min-width: 760px)': { insetBlockEnd: 6, insetInlineStart: '50%', transform: 'translateX(-50%)' },
  },
});

const dockRadius = 9;

export const dockTile = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: 38,
  height: 38,
  borderRadius: dockRadius,
  boxShadow: `0 1px 2px ${vars.color.blackA[3]}`,
});

// The icon is clipped to the tile's corners (the tile itself may not clip: the running dot hangs below it).
export const dockIcon = style({
  display: 'block',
  width: '100%',
  height: '100%',
  clipPath: `inset(0 round ${dockRadius}px)`,
});

// App icons look the same in light and dark, as on a Mac: the fills are the scales' fixed ends
// (gray's contrast is white, the accent's contrast its dark ink), and the solid amber and orange.
export const dockPaper = style({ fill: vars.color.gray.contrast });
export const dockInk = style({ fill: vars.color.accent.contrast });
export const dockAmber = style({ fill: vars.color.accent[9] });
export const dockOrange = style({ fill: vars.color.orange[9] });
export const dockLine = style({
  fill: 'none',
  stroke: vars.color.accent.contrast,
  strokeWidth: 2.4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const dockFaint = style({ opacity: 0.3, strokeWidth: 1.8 });
export const dockOrangeLine = style({ stroke: vars.color.orange[9], strokeWidth: 2 });
export const dockAmberLine = style({ stroke: vars.color.accent[9] });

/** The app's own tile, with the dot that says it is running. */
export const dockApp = style({
  color: vars.color.gray[12],
  selectors: {
    '&&': { backgroundColor: vars.color.panelSolid },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlockEnd: -5,
      width: 4,
      height: 4,
      borderRadius: '50%',
      backgroundColor: vars.color.gray[12],
    },
  },
});
globalStyle(`${dockApp} svg`, { display: 'block', width: 24, height: 24 });
