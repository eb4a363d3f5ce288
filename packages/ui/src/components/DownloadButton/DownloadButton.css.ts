import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { duration, media, vars } from '../../theme/vars.css';

const bounce = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: 'translateY(18%)' },
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.4 },
});
const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** Holds the button and the progress bar drawn over its lower edge. */
export const wrapper = recipe({
  base: { position: 'relative', display: 'inline-flex', maxWidth: '100%' },
  variants: {
    fullWidth: { true: { display: 'flex', width: '100%' }, false: {} },
  },
  defaultVariants: { fullWidth: false },
});

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    flex: '1 1 auto',
    border: 'none',
    margin: 0,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    // Digits keep their width, so the label does not wobble as the percentage changes.
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: vars.cursor.button,
    outline: 'none',
    backgroundColor: vars.color.accent[9],
    color: vars.color.accent.contrast,
    transitionProperty: 'background-color, color, transform',
    transitionDuration: duration.fast,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focus[8]}`,
        outlineOffset: 2,
      },
      // Darken rather than switch to accent-10, which is lighter in dark mode.
      '&[data-hovered]:not([data-busy])': {
        backgroundImage: `linear-gradient(${vars.color.blackA[3]}, ${vars.color.blackA[3]})`,
      },
      '&[data-pressed]:not([data-busy])': { transform: 'translateY(1px)' },
      '&[data-busy]': { cursor: 'progress' },
      '&[data-status="done"]': { backgroundColor: vars.color.green.a4, color: vars.color.green[11] },
      '&[data-status="failed"]': { backgroundColor: vars.color.red.a4, color: vars.color.red[11] },
      '&[data-status="done"], &[data-status="failed"]': { cursor: vars.cursor.disabled },
    },
    '@media': {
      [media.reducedMotion]: { transitionDuration: '0s' },
      [media.forcedColors]: { border: '1px solid ButtonText' },
    },
  },
  variants: {
    variant: {
      hero: {
        height: `calc(${vars.space[8]} + ${vars.space[1]})`,
        paddingInline: vars.space[5],
        fontSize: vars.font.size[4],
        borderRadius: vars.radius[4],
      },
      compact: {
        height: `calc(${vars.space[6]} + ${vars.space[1]})`,
        paddingInline: vars.space[3],
        fontSize: vars.font.size[2],
        borderRadius: vars.radius[3],
      },
    },
    // The secondary look is Button's `surface`: the page's surface, an accent hairline and accent
    // text, for a download beside a more important one (the plans around the highlighted plan).
    tone: {
      primary: {},
      secondary: {
        backgroundColor: vars.color.panelSolid,
        color: vars.color.accent[11],
        boxShadow: `inset 0 0 0 1px ${vars.color.accent[11]}`,
        selectors: {
          '&[data-hovered]:not([data-busy])': {
            backgroundImage: `linear-gradient(${vars.color.accent.a3}, ${vars.color.accent.a3})`,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'hero', tone: 'primary' },
});

/** The room the hero's arrow takes (its width and the gap before it), reserved at rest. */
const arrowRoom = `calc(1em + ${vars.space[2]})`;

/**
 * The hero's icon and label. The arrow's room is kept free at rest so hovering never changes the
 * button's size; meanwhile they sit half that room to the right, so the content looks centred with
 * the same space at both ends, and slide back as the arrow comes in.
 */
export const heroContent = style({
  transform: `translateX(calc(${arrowRoom} / 2))`,
  transitionProperty: 'transform',
  transitionDuration: duration.base,
  selectors: {
    [`${button.classNames.base}[data-hovered]:not([data-busy]) &`]: { transform: 'none' },
  },
  '@media': {
    [media.reducedMotion]: { transitionDuration: '0s' },
  },
});

export const icon = style({
  display: 'inline-flex',
  width: '1.15em',
  height: '1.15em',
  flexShrink: 0,
});

/** The download icon bounces while the pointer is over an idle button. */
export const bouncingIcon = style({
  selectors: {
    [`${button.classNames.base}[data-hovered]:not([data-busy]) &`]: {
      animation: `${bounce} 700ms ease-in-out infinite`,
    },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { [`${button.classNames.base}[data-hovered]:not([data-busy]) &`]: { animation: 'none' } },
    },
  },
});

/** The arrow appears (and slides in a little) on hover; its space is always reserved. */
export const arrow = style({
  opacity: 0,
  transform: `translateX(calc(-1 * ${vars.space[1]}))`,
  transitionProperty: 'opacity, transform',
  transitionDuration: duration.base,
  selectors: {
    [`${button.classNames.base}[data-hovered]:not([data-busy]) &`]: { opacity: 1, transform: 'none' },
  },
  '@media': {
    [media.reducedMotion]: { transform: 'none', transitionProperty: 'opacity' },
  },
});

export const spinner = style({
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // A gentle fade instead of rotation.
    [media.reducedMotion]: { animation: `${pulse} 1600ms ease-in-out infinite` },
  },
});

/** A thin bar along the button's lower edge, inside its rounded corners. */
export const progressTrack = recipe({
  base: {
    position: 'absolute',
    bottom: 2,
    height: 3,
    overflow: 'hidden',
    borderRadius: vars.radius.thumb,
    backgroundColor: vars.color.blackA[6],
    pointerEvents: 'none',
    '@media': {
      [media.forcedColors]: { border: '1px solid CanvasText' },
    },
  },
  variants: {
    variant: {
      hero: { insetInline: vars.space[5] },
      compact: { insetInline: vars.space[2] },
    },
  },
  defaultVariants: { variant: 'hero' },
});

export const progressFill = style({
  display: 'block',
  height: '100%',
  borderRadius: 'inherit',
  backgroundColor: vars.color.accent.contrast,
  transition: `width ${duration.base} ease-out`,
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: { backgroundColor: 'CanvasText' },
  },
});

/** On the secondary look the fill takes the accent text colour, as the surface under it is light. */
export const progressFillSecondary = style({ backgroundColor: vars.color.accent[11] });

/** Unknown size: a segment slides along the track (a fade with reduced motion). */
export const progressIndeterminate = style({
  width: '40%',
  animation: `${slide} 1200ms ease-in-out infinite`,
  '@media': {
    [media.reducedMotion]: { width: '100%', animation: `${pulse} 1600ms ease-in-out infinite` },
  },
});
