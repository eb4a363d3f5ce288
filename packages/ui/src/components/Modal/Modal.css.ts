import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { duration, media, vars } from '../../theme/vars.css';

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
  backgroundColor: vars.color.overlay,
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
    overflowY: 'auto',
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

export const dialog = style({
  outline: 'none',
  padding: vars.space[5],
  '@media': { [media.sm]: { padding: vars.space[6] } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBottom: vars.space[4],
});

export const titles = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[5],
  lineHeight: vars.font.headingLineHeight[5],
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const close = style({
  marginTop: `calc(-1 * ${vars.space[1]})`,
  marginRight: `calc(-1 * ${vars.space[2]})`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  marginTop: vars.space[5],
});
