import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { duration, media, vars } from '../../theme/vars.css';
import { bottomOffsetProperty } from '../../utils/bottomOffset';

const offset = `var(${bottomOffsetProperty}, 0px)`;
const edge = vars.space[4];

/** The page's widest content (Container's largest size) and the badge's widest floating size. */
const contentWidth = 1200;
const floatingWidth = 200;
/**
 * The viewport width from which the badge floats: where the gutter beside the page's content
 * holds it with an edge on both sides, so it never covers content. Below, it stays where the site
 * renders it (in the footer).
 */
export const floatsFrom = contentWidth + 2 * (floatingWidth + 2 * 16);
const floats = `screen and (min-width: ${floatsFrom}px)`;

export const badge = recipe({
  base: {
    // Below `floatsFrom`: in the page flow where the site renders it (in the footer), so it
    // never covers content and is part of what it sits in.
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    width: 'fit-content',
    maxWidth: '100%',
    color: vars.color.gray[12],
    textDecoration: 'none',
    outline: 'none',
    transitionProperty: 'translate, transform, box-shadow, opacity, visibility',
    transitionDuration: duration.base,
    transitionTimingFunction: 'ease-out',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 3 },
    },
    '@media': {
      // From `floatsFrom` up: floating in the bottom-right corner, in the gutter beside the
      // content, clear of the safe area and the offset. The page's offset hides the badge anyway
      // (see FloatingBadge); the translate serves `offsetBottom`, set on the badge itself.
      [floats]: {
        position: 'fixed',
        zIndex: 40,
        right: `calc(${edge} + env(safe-area-inset-right, 0px))`,
        bottom: `calc(${edge} + env(safe-area-inset-bottom, 0px))`,
        // Moved up by a bottom banner with `translate`, not `bottom`: a transform is no layout
        // shift, so a cookie banner appearing never costs the page CLS.
        translate: `0 calc(-1 * ${offset})`,
        maxWidth: floatingWidth,
        selectors: {
          // Before the first half screen is scrolled, and while the bottom is reserved: faded out
          // and a little lower, out of the tab order and the pointer's way (`visibility`).
          '&[data-concealed]': { opacity: 0, visibility: 'hidden', translate: `0 ${vars.space[2]}` },
        },
      },
      [media.reducedMotion]: { transitionDuration: '0s' },
    },
  },
  variants: {
    variant: {
      card: {
        gap: vars.space[2],
        padding: `${vars.space[2]} ${vars.space[3]}`,
        borderRadius: vars.radius[4],
        backgroundColor: vars.color.panelSolid,
        border: `1px solid ${vars.color.gray.a5}`,
        boxShadow: vars.shadow[3],
        fontSize: vars.font.size[1],
        lineHeight: vars.font.lineHeight[1],
        selectors: {
          '&[data-hovered]': { boxShadow: vars.shadow[4], transform: 'translateY(-1px)' },
        },
        '@media': {
          [media.reducedMotion]: { selectors: { '&[data-hovered]': { transform: 'none' } } },
          [media.forcedColors]: { border: '1px solid LinkText' },
        },
      },
      bare: {
        borderRadius: vars.radius[3],
      },
    },
  },
  defaultVariants: { variant: 'card' },
});

export const root = style({});

// An icon beside the words is the badge's mark: in the accent.
globalStyle(`${root} > svg`, { flexShrink: 0, color: vars.color.accent[11] });

// A badge image scales down with the badge instead of overflowing it.
globalStyle(`${root} img`, { display: 'block', maxWidth: '100%', height: 'auto' });
