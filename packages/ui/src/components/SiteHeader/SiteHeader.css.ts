import { keyframes, style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

const barHeight = vars.space[9];

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const slideDown = keyframes({ from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space[3]}))` } });

const focusRing = {
  outline: `2px solid ${vars.color.focus[8]}`,
  outlineOffset: 2,
} as const;

/**
 * Transparent over the top of the page; the panel background, a hairline and a soft shadow once
 * the page has scrolled (`data-scrolled`) or always on legal pages (`data-variant="legal"`).
 */
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  backgroundColor: 'transparent',
  borderBottom: '1px solid transparent',
  paddingTop: 'env(safe-area-inset-top, 0px)',
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: duration.base,
  transitionTimingFunction: 'ease-out',
  selectors: {
    '&[data-scrolled="true"], &[data-variant="legal"]': {
      backgroundColor: vars.color.panelSolid,
      borderBottomColor: vars.color.gray.a5,
      boxShadow: vars.shadow[2],
    },
  },
  '@media': {
    [media.reducedMotion]: { transitionDuration: '0s' },
    [media.forcedColors]: {
      selectors: {
        '&[data-scrolled="true"], &[data-variant="legal"]': {
          backgroundColor: 'Canvas',
          borderBottomColor: 'CanvasText',
        },
      },
    },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: barHeight,
  '@media': { [media.md]: { gap: vars.space[5] } },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  minWidth: 0,
});

export const desktopNav = style({
  display: 'none',
  '@media': { [media.md]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.space[7],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  color: vars.color.gray[11],
  fontSize: vars.font.size[2],
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  textUnderlineOffset: 6,
  textDecorationThickness: 2,
  cursor: vars.cursor.link,
  outline: 'none',
  transitionProperty: 'color, background-color',
  transitionDuration: duration.fast,
  selectors: {
    '&[data-hovered]': { color: vars.color.gray[12], backgroundColor: vars.color.gray.a3 },
    // The current page: full-strength text with an accent underline (not colour alone).
    '&[data-current]': {
      color: vars.color.gray[12],
      textDecorationLine: 'underline',
      textDecorationColor: vars.color.accent[9],
    },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { [media.reducedMotion]: { transitionDuration: '0s' } },
});

/** Pushes the action and the menu button to the end of the bar. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginInlineStart: 'auto',
  minWidth: 0,
});

/** The menu button shows only below the `md` breakpoint, where the nav is collapsed. */
export const menuButtonSlot = style({
  display: 'flex',
  '@media': { [media.md]: { display: 'none' } },
});

export const sheetOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${duration.base} ease-out` },
    '&[data-exiting]': { animation: `${fadeOut} ${duration.fast} ease-in` },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

/**
 * The mobile menu: a full-height sheet drawn like the opaque header, which it covers. Its dialog is
 * a column: the bar, the links (which scroll on a short screen) and the pinned call to action.
 */
export const sheet = style({
  position: 'absolute',
  inset: 0,
  height: '100dvh',
  backgroundColor: vars.color.panelSolid,
  paddingTop: 'env(safe-area-inset-top, 0px)',
  outline: 'none',
  selectors: {
    // Quick: while it fades in, the links show over the page.
    '&[data-entering]': { animation: `${slideDown} ${duration.fast} ease-out` },
  },
  '@media': {
    // Without motion the sheet simply appears (the backdrop still fades, which is not movement).
    [media.reducedMotion]: {
      selectors: { '&[data-entering]': { animation: 'none' } },
    },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const sheetDialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
});

/** The links between the bar and the call to action; they scroll if the screen is short. */
export const sheetBody = style({
  flex: 1,
  minHeight: 0,
  width: '100%',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBottom: vars.space[5],
});

export const sheetNavList = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  paddingTop: vars.space[2],
  listStyle: 'none',
});

export const sheetLink = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.space[8],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[3],
  color: vars.color.gray[12],
  fontSize: vars.font.size[4],
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: vars.cursor.link,
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.gray.a3 },
    '&[data-current]': {
      backgroundColor: vars.color.accent.a3,
      color: vars.color.accent[12],
    },
    // The current page's bar: a straight, rounded stroke inside the item (an inset shadow
    // followed the item's rounded corners and curled).
    '&[data-current]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: vars.space[1],
      insetBlock: vars.space[2],
      width: 3,
      borderRadius: 2,
      backgroundColor: vars.color.accent[9],
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-current]': { textDecorationLine: 'underline' } },
    },
  },
});

/** The second group (blog, roadmap, status, contact): smaller, under a hairline. */
export const sheetSecondary = style({
  marginTop: vars.space[4],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.gray.a5}`,
});

export const sheetSecondaryList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sheetSecondaryLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.space[7],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  // Body colour, not the muted grey: these are links to read, only smaller than the main ones.
  color: vars.color.gray[12],
  fontSize: vars.font.size[3],
  textDecoration: 'none',
  cursor: vars.cursor.link,
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.gray.a3, color: vars.color.gray[12] },
    '&[data-current]': {
      color: vars.color.gray[12],
      textDecorationLine: 'underline',
      textDecorationColor: vars.color.accent[9],
      textUnderlineOffset: 6,
      textDecorationThickness: 2,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
  },
});

/** The call to action, pinned to the bottom of the sheet above the home indicator. */
export const sheetFooter = style({
  flexShrink: 0,
  paddingTop: vars.space[4],
  paddingBottom: `calc(${vars.space[4]} + env(safe-area-inset-bottom, 0px))`,
  borderTop: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  '@media': { [media.forcedColors]: { borderTop: '1px solid CanvasText' } },
});
