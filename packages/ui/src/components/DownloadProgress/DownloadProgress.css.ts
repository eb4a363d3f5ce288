import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { duration, media, vars } from '../../theme/vars.css';
import { bottomOffsetProperty } from '../../utils/bottomOffset';

// Above a cookie banner or anything else that reserves room at the bottom of the viewport.
const offset = `var(${bottomOffsetProperty}, 0px)`;
const safeBottom = 'env(safe-area-inset-bottom, 0px)';

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space[3]})` },
  to: { opacity: 1, transform: 'none' },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    padding: vars.space[4],
    borderRadius: vars.radius[5],
    color: vars.color.gray[12],
    fontFamily: vars.font.family.body,
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
    },
    '@media': {
      [media.forcedColors]: { border: '1px solid CanvasText' },
    },
  },
  variants: {
    variant: {
      // Phone: the screen's width less the toasts' side margins, above the safe area. From `sm`:
      // about 420 px in the bottom-left corner (the toasts use the bottom-right one).
      floating: {
        position: 'fixed',
        zIndex: 95,
        insetInlineStart: `calc(${vars.space[3]} + env(safe-area-inset-left, 0px))`,
        insetInlineEnd: `calc(${vars.space[3]} + env(safe-area-inset-right, 0px))`,
        bottom: `calc(${offset} + ${vars.space[3]} + ${safeBottom})`,
        backgroundColor: vars.color.panelSolid,
        border: `1px solid ${vars.color.gray.a5}`,
        boxShadow: vars.shadow[5],
        animation: `${enter} ${duration.slow} cubic-bezier(0.16, 1, 0.3, 1)`,
        '@media': {
          [media.sm]: {
            insetInlineEnd: 'auto',
            insetInlineStart: `calc(${vars.space[5]} + env(safe-area-inset-left, 0px))`,
            bottom: `calc(${offset} + ${vars.space[5]} + ${safeBottom})`,
            width: `min(26.25rem, calc(100vw - 2 * ${vars.space[5]}))`,
          },
          [media.reducedMotion]: { animation: `${fadeIn} ${duration.base} linear` },
        },
      },
      // A quiet card in the flow, e.g. inside the verification page's card.
      inline: {
        width: '100%',
        backgroundColor: vars.color.gray.a2,
        border: `1px solid ${vars.color.gray.a4}`,
        textAlign: 'start',
      },
    },
    status: {
      downloading: {},
      done: {},
      failed: {},
      cancelled: {},
    },
  },
  defaultVariants: { variant: 'floating', status: 'downloading' },
});

/** The round status icon at the start. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.space[6],
    height: vars.space[6],
    borderRadius: vars.radius.thumb,
    transitionProperty: 'background-color, color',
    transitionDuration: duration.base,
    '@media': { [media.reducedMotion]: { transitionDuration: '0s' } },
  },
  variants: {
    status: {
      downloading: { backgroundColor: vars.color.accent.a3, color: vars.color.accent[11] },
      done: { backgroundColor: vars.color.green.a3, color: vars.color.green[11] },
      failed: { backgroundColor: vars.color.red.a3, color: vars.color.red[11] },
      cancelled: { backgroundColor: vars.color.gray.a3, color: vars.color.gray[11] },
    },
  },
});

export const body = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'grid',
  gap: vars.space[2],
});

export const progress = style({
  display: 'grid',
  gap: vars.space[1],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
  // A long file name wraps instead of pushing the buttons off the card.
  overflowWrap: 'anywhere',
});

export const detail = style({
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
  // Digits keep their width, so the line does not wobble as bytes arrive.
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const track = style({
  position: 'relative',
  display: 'block',
  height: 6,
  marginTop: vars.space[1],
  overflow: 'hidden',
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.gray.a4,
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: 'inherit',
  backgroundColor: vars.color.accent[9],
  transition: `width ${duration.base} ease-out, background-color ${duration.base}`,
  selectors: {
    [`${root.classNames.variants.status.done} &`]: { backgroundColor: vars.color.green[9] },
    [`${root.classNames.variants.status.failed} &`]: { backgroundColor: vars.color.red[9] },
    [`${root.classNames.variants.status.cancelled} &`]: { backgroundColor: vars.color.gray[8] },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: { backgroundColor: 'Highlight' },
  },
});

/** Unknown size: a segment slides along the track; with reduced motion a still, paler full bar. */
export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1400ms ease-in-out infinite`,
  '@media': {
    [media.reducedMotion]: {
      width: '100%',
      animation: 'none',
      backgroundColor: vars.color.accent.a7,
    },
  },
});

export const message = recipe({
  base: {
    margin: 0,
    fontSize: vars.font.size[1],
    lineHeight: vars.font.lineHeight[1],
    color: vars.color.gray[11],
  },
  variants: {
    status: {
      downloading: {},
      done: {},
      failed: { color: vars.color.red[11] },
      cancelled: {},
    },
  },
});

/** The next step once the download is complete (a link to the install guide). */
export const nextStep = style({
  margin: 0,
  marginBlockStart: vars.space[1],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
});

/** Cancel or close, at the end of the first line. */
export const action = style({
  marginBlock: `calc(-1 * ${vars.space[1]})`,
  marginInlineEnd: `calc(-1 * ${vars.space[1]})`,
});
