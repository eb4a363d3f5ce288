import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { duration, media, vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pop = keyframes({
  '0%': { transform: 'scale(0.6)', opacity: 0 },
  '60%': { transform: 'scale(1.08)', opacity: 1 },
  '100%': { transform: 'scale(1)' },
});

const iconSize = `calc(${vars.space[8]} + ${vars.space[2]})`;

/**
 * The page's area: the viewport under the site's header (so what follows starts at the fold),
 * the card centred across and, for a card of usual height, about centred down too. Its top is
 * fixed, not centred: the card changes height between states (the waiting steps go, buttons
 * come), and anchored at the top that change moves nothing the visitor is looking at.
 */
export const root = style({
  boxSizing: 'border-box',
  display: 'grid',
  justifyItems: 'center',
  alignItems: 'start',
  // The header's bar is space 9 tall.
  minHeight: `calc(100svh - ${vars.space[9]})`,
  paddingBlockStart: `max(${vars.space[7]}, calc(50svh - 15rem))`,
  paddingBlockEnd: vars.space[7],
  paddingInline: vars.space[4],
  '@media': { [media.md]: { paddingBlockEnd: vars.space[9] } },
});

export const card = recipe({
  base: {
    boxSizing: 'border-box',
    position: 'relative',
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space[4],
    width: '100%',
    maxWidth: '30rem',
    paddingBlock: vars.space[7],
    paddingInline: vars.space[5],
    borderRadius: vars.radius[6],
    border: `1px solid ${vars.color.gray.a4}`,
    backgroundColor: vars.color.panelSolid,
    boxShadow: vars.shadow[3],
    textAlign: 'center',
    overflow: 'hidden',
    // A soft glow of the state's colour behind the icon.
    backgroundRepeat: 'no-repeat',
    backgroundSize: '100% 12rem',
    transition: `background-image ${duration.slow}`,
    '@media': {
      [media.sm]: { paddingInline: vars.space[7] },
      [media.forcedColors]: { border: '1px solid CanvasText' },
    },
  },
  variants: {
    status: {
      idle: {
        backgroundImage: `radial-gradient(ellipse 70% 100% at 50% 0%, ${vars.color.gray.a3}, transparent)`,
      },
      ready: {
        backgroundImage: `radial-gradient(ellipse 70% 100% at 50% 0%, ${vars.color.accent.a3}, transparent)`,
      },
      verifying: {
        backgroundImage: `radial-gradient(ellipse 70% 100% at 50% 0%, ${vars.color.accent.a3}, transparent)`,
      },
      verified: {
        backgroundImage: `radial-gradient(ellipse 70% 100% at 50% 0%, ${vars.color.green.a3}, transparent)`,
      },
      complete: {
        backgroundImage: `radial-gradient(ellipse 70% 100% at 50% 0%, ${vars.color.green.a3}, transparent)`,
      },
      error: {
        backgroundImage: `radial-gradient(ellipse 70% 100% at 50% 0%, ${vars.color.red.a3}, transparent)`,
      },
    },
  },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: iconSize,
    height: iconSize,
    marginBottom: vars.space[1],
    borderRadius: vars.radius.thumb,
  },
  variants: {
    status: {
      idle: {
        backgroundColor: vars.color.gray.a3,
        color: vars.color.gray[11],
        boxShadow: `0 0 0 ${vars.space[2]} ${vars.color.gray.a2}`,
      },
      ready: {
        backgroundColor: vars.color.accent.a3,
        color: vars.color.accent[11],
        boxShadow: `0 0 0 ${vars.space[2]} ${vars.color.accent.a2}`,
      },
      verifying: {
        backgroundColor: vars.color.accent.a3,
        color: vars.color.accent[11],
        boxShadow: `0 0 0 ${vars.space[2]} ${vars.color.accent.a2}`,
      },
      verified: {
        backgroundColor: vars.color.green[9],
        color: vars.color.green.contrast,
        boxShadow: `0 0 0 ${vars.space[2]} ${vars.color.green.a3}`,
      },
      complete: {
        backgroundColor: vars.color.green[9],
        color: vars.color.green.contrast,
        boxShadow: `0 0 0 ${vars.space[2]} ${vars.color.green.a3}`,
      },
      error: {
        backgroundColor: vars.color.red.a4,
        color: vars.color.red[11],
        boxShadow: `0 0 0 ${vars.space[2]} ${vars.color.red.a2}`,
      },
    },
  },
});

/** A drawing in the icon's place: the same box, so switching between them moves nothing. */
export const illustration = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: iconSize,
  height: iconSize,
  marginBottom: vars.space[1],
  lineHeight: 0,
  color: vars.color.gray[12],
});

/** The check and the warning arrive with a small pop (none with reduced motion). */
export const glyph = style({
  animation: `${pop} ${duration.slow} cubic-bezier(0.16, 1, 0.3, 1)`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** A ring with a turning arc; a still arc with reduced motion. */
export const spinner = style({
  boxSizing: 'border-box',
  width: '50%',
  height: '50%',
  borderRadius: '50%', // a spinner is round whatever the theme's radius
  border: `3px solid ${vars.color.accent.a4}`,
  borderTopColor: vars.color.accent[9],
  animation: `${spin} 900ms linear infinite`,
  '@media': {
    [media.reducedMotion]: { animation: 'none', transform: 'rotate(45deg)' },
    [media.forcedColors]: { borderColor: 'CanvasText', borderTopColor: 'Highlight' },
  },
});

export const text = style({
  // Full width, the lines centred inside: a new title or description never moves a box sideways.
  justifySelf: 'stretch',
  display: 'grid',
  gap: vars.space[2],
});

export const title = style({
  margin: 0,
  color: vars.color.gray[12],
  textWrap: 'balance',
  // Focused by the app after navigation, not by a key press: no ring on a heading.
  outline: 'none',
});

export const description = style({
  margin: 0,
  marginInline: 'auto',
  width: '100%',
  maxWidth: '40ch',
  color: vars.color.gray[11],
  textWrap: 'pretty',
});

/** Actions or a download under the text; buttons wrap, a full-width child takes the row. */
export const content = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  width: '100%',
  marginTop: vars.space[2],
});
