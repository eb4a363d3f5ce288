import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { duration, focusRing, media, vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const outlined = {
  backgroundColor: vars.color.panelSolid,
  color: vars.color.accent[11],
  boxShadow: `inset 0 0 0 1px ${vars.color.accent[11]}`,
  selectors: {
    '&:where([data-hovered])': {
      backgroundImage: `linear-gradient(${vars.color.accent.a3}, ${vars.color.accent.a3})`,
    },
    '&:where([data-pressed])': {
      backgroundImage: `linear-gradient(${vars.color.accent.a4}, ${vars.color.accent.a4})`,
    },
  },
} as const;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    flexShrink: 0,
    border: 'none',
    margin: 0,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: vars.cursor.button,
    outline: 'none',
    transitionProperty: 'background-color, color, box-shadow, transform',
    transitionDuration: duration.fast,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:where([data-focus-visible])': focusRing,
      '&:where([data-pressed])': { transform: 'translateY(1px)' },
      '&:where([data-disabled]):not([data-pending])': {
        cursor: vars.cursor.disabled,
        color: vars.color.gray.a8,
        backgroundColor: vars.color.gray.a3,
        boxShadow: 'none',
      },
      '&:where([data-pending])': { cursor: 'progress' },
    },
    '@media': {
      [media.reducedMotion]: { transitionDuration: '0s' },
      [media.forcedColors]: { border: '1px solid ButtonText' },
    },
  },
  variants: {
    variant: {
      solid: {
        backgroundColor: vars.color.accent[9],
        color: vars.color.accent.contrast,
        selectors: {
          // Darken rather than switch to accent-10, which is lighter in dark mode and would drop
          // the label's contrast below 4.5:1.
          '&:where([data-hovered])': {
            backgroundImage: `linear-gradient(${vars.color.blackA[3]}, ${vars.color.blackA[3]})`,
          },
        },
      },
      // The one secondary look, outlined: the page's surface with a hairline in the accent's text
      // colour, whose contrast with a page or a tinted band (a hero, a closing call to action) is
      // at least 3:1 in light and dark. Beside a solid button everywhere: heroes, dialogs, lists.
      surface: outlined,
      // Kept so older call sites keep building; it is the same outlined look (use `surface`).
      soft: outlined,
      // The quiet (tertiary) action: text in the accent, a tint only under the pointer.
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.accent.a11,
        selectors: {
          '&:where([data-hovered])': { backgroundColor: vars.color.accent.a3 },
          '&:where([data-pressed])': { backgroundColor: vars.color.accent.a4 },
        },
      },
    },
    size: {
      1: {
        height: `calc(${vars.space[5]} + ${vars.space[1]})`,
        paddingInline: vars.space[3],
        fontSize: vars.font.size[1],
        borderRadius: vars.radius[2],
      },
      2: {
        height: vars.space[7],
        paddingInline: vars.space[4],
        fontSize: vars.font.size[2],
        borderRadius: vars.radius[3],
      },
      3: {
        height: vars.space[8],
        paddingInline: vars.space[5],
        fontSize: vars.font.size[3],
        borderRadius: vars.radius[4],
      },
      // The hero download button's size, for the button paired with it: a pair shares one height.
      4: {
        height: `calc(${vars.space[8]} + ${vars.space[1]})`,
        paddingInline: vars.space[5],
        fontSize: vars.font.size[4],
        borderRadius: vars.radius[4],
      },
    },
    isIconOnly: {
      true: { paddingInline: 0, aspectRatio: '1' },
      false: {},
    },
    isFullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'solid', size: 2, isIconOnly: false, isFullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Holds an app's own icon element: sized like the built-in icons, hidden from screen readers. */
export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.15em',
  height: '1.15em',
  alignItems: 'center',
  justifyContent: 'center',
});

globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

/** Keeps the label's width while the spinner shows, so the button does not jump. */
export const hiddenLabel = style({
  visibility: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'inherit',
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.1em',
  height: '1.1em',
  borderRadius: '50%', // a spinner is round whatever the theme's radius
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    [media.reducedMotion]: { animationDuration: '2s' },
  },
});
