import { keyframes, style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { avatar as avatarStyles } from '../private/avatar.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const popIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space[1]})) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const triggerHeight = `calc(${vars.space[6]} + ${vars.space[1]})`;

export const root = style({
  display: 'inline-flex',
  minWidth: 0,
  maxWidth: '100%',
});

/**
 * A round avatar on a phone (next to a compact Download button); from `sm` up a pill with the
 * avatar, the address (at most about 200 px, cut with an ellipsis) and a chevron.
 */
export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  boxSizing: 'border-box',
  height: triggerHeight,
  width: triggerHeight,
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: `1px solid ${vars.color.gray.a5}`,
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.surface,
  color: vars.color.gray[12],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  cursor: vars.cursor.button,
  outline: 'none',
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: duration.fast,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.gray.a3, borderColor: vars.color.gray.a6 },
    '&[data-pressed]': { backgroundColor: vars.color.gray.a4 },
    '&[aria-expanded="true"]': { backgroundColor: vars.color.gray.a3, borderColor: vars.color.gray.a7 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
  '@media': {
    [media.sm]: {
      width: 'auto',
      maxWidth: '100%',
      paddingInlineStart: 3,
      paddingInlineEnd: vars.space[3],
    },
    [media.reducedMotion]: { transitionDuration: '0s' },
    [media.forcedColors]: { border: '1px solid ButtonText' },
  },
});

/** The site's one avatar (private/avatar.css.ts), its 28 px size, the letter drawn by CSS. */
export const avatar = style([
  avatarStyles[1],
  {
    position: 'relative',
    selectors: {
      '&::before': { content: 'attr(data-initial)' },
      // Sign-out under way: a ring turns around the avatar.
      [`${trigger}[data-pending] &::after`]: {
        content: '""',
        position: 'absolute',
        inset: -4,
        borderRadius: 'inherit',
        border: `2px solid ${vars.color.accent[9]}`,
        borderRightColor: 'transparent',
        borderBottomColor: 'transparent',
        animation: `${spin} 800ms linear infinite`,
      },
    },
    '@media': {
      [media.reducedMotion]: {
        selectors: { [`${trigger}[data-pending] &::after`]: { animationDuration: '2.4s' } },
      },
      [media.forcedColors]: { border: '1px solid ButtonText' },
    },
  },
]);

/** A small orange (warning) dot on the avatar while the address is unverified. */
export const unverifiedDot = style({
  position: 'absolute',
  top: -2,
  right: -2,
  width: 10,
  height: 10,
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.orange[9],
  boxShadow: `0 0 0 2px ${vars.color.panelSolid}`,
});

export const email = style({
  display: 'none',
  minWidth: 0,
  maxWidth: 200,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.sm]: { display: 'block' } },
});

export const chevron = style({
  display: 'none',
  flexShrink: 0,
  color: vars.color.gray[11],
  transition: `transform ${duration.base} ease-out`,
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    [media.sm]: { display: 'block' },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const popover = style({
  boxSizing: 'border-box',
  minWidth: '16rem',
  maxWidth: `min(20rem, calc(100vw - 2 * ${vars.space[3]}))`,
  padding: vars.space[1],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  boxShadow: vars.shadow[5],
  outline: 'none',
  transformOrigin: 'top right',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${duration.base} cubic-bezier(0.16, 1, 0.3, 1)` },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { '&[data-entering]': { animation: `${fadeIn} ${duration.fast} linear` } },
    },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const menu = style({ outline: 'none' });

export const section = style({ display: 'grid' });

export const header = style({
  display: 'grid',
  gap: 2,
  padding: `${vars.space[2]} ${vars.space[3]} ${vars.space[3]}`,
  marginBottom: vars.space[1],
  borderBottom: `1px solid ${vars.color.gray.a4}`,
});

export const signedInAs = style({
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
});

export const headerEmail = style({
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
  // The whole address, wrapped where it must: the menu is where a long one can be read.
  overflowWrap: 'anywhere',
});

export const unverified = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  marginTop: vars.space[1],
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.orange[11],
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.space[7],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  color: vars.color.gray[12],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  cursor: vars.cursor.button,
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.gray.a3 },
    '&[data-pressed]': { backgroundColor: vars.color.gray.a4 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: -2 },
    '&[data-disabled]': { color: vars.color.gray[11], cursor: 'progress' },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-focused]': { outline: '2px solid Highlight', outlineOffset: -2 } },
    },
  },
});

export const itemIcon = style({ flexShrink: 0, color: vars.color.gray[11] });

export const spinner = style({
  flexShrink: 0,
  width: 16,
  height: 16,
  boxSizing: 'border-box',
  borderRadius: '50%', // a spinner is round whatever the theme's radius
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    [media.reducedMotion]: { animationDuration: '2s' },
  },
});
