import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { duration, media, vars } from '../../theme/vars.css';
import { dialogText } from '../../theme/typography.css';
import { phoneOnly } from '../../utils/touchTarget.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[3],
  // Darker than Radix's overlay: the page behind (the hero's large title) recedes instead of
  // competing with the dialog. Not blurred: a blur of the whole screen is drawn again in every
  // frame of the fade, and where the browser draws without a GPU that kept a core busy throughout.
  backgroundColor: `color-mix(in oklab, ${vars.color.overlay}, ${vars.color.blackA[9]} 40%)`,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${duration.base} ease-out` },
    '&[data-exiting]': { animation: `${fadeOut} ${duration.fast} ease-in` },
  },
  '@media': {
    [media.sm]: { padding: vars.space[5] },
  },
});

export const modal = recipe({
  base: {
    position: 'relative',
    width: '100%',
    maxHeight: 'calc(100dvh - 2 * var(--space-3))',
    // The dialog inside scrolls its body; header and footer stay in view on a short screen.
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    backgroundColor: vars.color.panelSolid,
    color: vars.color.gray[12],
    borderRadius: vars.radius[5],
    boxShadow: vars.shadow[6],
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${duration.base} ease-out` },
    },
    '@media': {
      [media.reducedMotion]: {
        selectors: { '&[data-entering]': { animation: `${fadeIn} ${duration.base} ease-out` } },
      },
      [media.forcedColors]: { border: '1px solid CanvasText' },
    },
  },
  variants: {
    size: {
      1: { maxWidth: 400 },
      2: { maxWidth: 480 },
      3: { maxWidth: 640 },
    },
  },
  defaultVariants: { size: 2 },
});

const edge = style({
  paddingInline: vars.space[5],
  '@media': { [media.sm]: { paddingInline: vars.space[6] } },
});

export const dialog = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: '1 1 auto',
});

export const header = style([
  edge,
  {
    flex: 'none',
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space[3],
    paddingTop: vars.space[5],
    paddingBottom: vars.space[4],
    '@media': { [media.sm]: { paddingTop: vars.space[6] } },
  },
]);

/** The only part that scrolls when the dialog is taller than the screen. */
export const body = style([
  edge,
  {
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    paddingBottom: vars.space[5],
    '@media': { [media.sm]: { paddingBottom: vars.space[6] } },
  },
]);

/**
 * Title and description as far apart as the title and the text of a dialog without a description
 * (the header's end, less the text's leading): every dialog's text starts at one distance under its
 * title. A description flush under the title read as cramped beside the others.
 */
export const titles = style({ display: 'grid', gap: vars.space[3], minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[5],
  lineHeight: vars.font.headingLineHeight[5],
  fontWeight: vars.font.weight.bold,
});

export const description = dialogText;

export const close = style({
  marginTop: `calc(-1 * ${vars.space[1]})`,
  marginRight: `calc(-1 * ${vars.space[2]})`,
  // A 44 px touch target on a phone; the small look from the phone breakpoint up.
  '@media': {
    [phoneOnly]: {
      width: 44,
      height: 44,
      marginTop: `calc(-1 * ${vars.space[2]})`,
      marginRight: `calc(-1 * ${vars.space[3]})`,
    },
  },
});

/** Pinned under the scrolling body; on a phone each action takes a full-width row. */
export const footer = style([
  edge,
  {
    flex: 'none',
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space[3],
    paddingTop: vars.space[4],
    paddingBottom: vars.space[5],
    borderTop: `1px solid ${vars.color.gray.a4}`,
    '@media': {
      [media.sm]: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        paddingBottom: vars.space[6],
      },
    },
  },
]);

globalStyle(`${footer} > *`, {
  '@media': { [phoneOnly]: { width: '100%' } },
});
