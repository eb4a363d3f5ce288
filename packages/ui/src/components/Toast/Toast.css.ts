import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { duration, media, vars } from '../../theme/vars.css';
import { bottomOffsetProperty } from '../../utils/bottomOffset';

// Above a cookie banner or anything else that reserves room at the bottom of the viewport.
const offset = `var(${bottomOffsetProperty}, 0px)`;

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space[2]})` },
  to: { opacity: 1, transform: 'none' },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * Bottom centre on a phone (inside the screen's side margins), bottom-right corner from `md`.
 * Only as tall as its one toast: it never covers the page, nor a bottom banner that publishes
 * its height as `--cn-bottom-offset`.
 */
export const region = style({
  position: 'fixed',
  zIndex: 1000,
  insetInline: vars.space[3],
  bottom: `calc(${offset} + ${vars.space[4]})`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  outline: 'none',
  pointerEvents: 'none',
  '@media': {
    [media.md]: {
      insetInline: 'auto',
      insetInlineEnd: vars.space[5],
      bottom: `calc(${offset} + ${vars.space[5]})`,
      alignItems: 'flex-end',
      width: `min(26rem, calc(100vw - 2 * ${vars.space[5]}))`,
    },
  },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    width: '100%',
    padding: vars.space[3],
    paddingInlineStart: vars.space[4],
    borderRadius: vars.radius[4],
    backgroundColor: vars.color.panelSolid,
    color: vars.color.gray[12],
    // The tone's stripe is an inset shadow (see `tone`), so it follows the rounded corners.
    boxShadow: `inset 4px 0 0 0 var(--toast-stripe, transparent), ${vars.shadow[5]}`,
    border: `1px solid ${vars.color.gray.a5}`,
    outline: 'none',
    animation: `${enter} ${duration.base} ease-out`,
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focus[8]}`,
        outlineOffset: 2,
      },
    },
    '@media': {
      [media.reducedMotion]: { animation: `${fadeIn} ${duration.base} linear` },
      [media.forcedColors]: { border: '1px solid CanvasText', borderInlineStartWidth: 4 },
    },
  },
  variants: {
    tone: {
      success: { vars: { '--toast-stripe': vars.color.green[9] } },
      error: { vars: { '--toast-stripe': vars.color.red[9] } },
    },
  },
});

export const icon = recipe({
  base: {
    flexShrink: 0,
    // Centred on the first line of text.
    marginBlock: `calc((${vars.font.lineHeight[2]} - 1.25rem) / 2)`,
  },
  variants: {
    tone: {
      success: { color: vars.color.green[11] },
      error: { color: vars.color.red[11] },
    },
  },
});

export const content = style({
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'center',
});

export const message = style({
  display: 'block',
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  overflowWrap: 'anywhere',
});

export const close = style({
  marginBlock: `calc(-1 * ${vars.space[1]})`,
});
