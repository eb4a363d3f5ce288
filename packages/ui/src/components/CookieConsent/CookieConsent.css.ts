import { keyframes, style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideUp = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' } });

/* ---- Banner ---- */

export const banner = style({
  position: 'fixed',
  // Below the modal overlay (100), so the preferences dialog covers it.
  zIndex: 90,
  left: vars.space[3],
  right: vars.space[3],
  bottom: vars.space[3],
  marginInline: 'auto',
  maxWidth: 960,
  // Never the whole screen on a phone: long text scrolls inside.
  maxHeight: '60dvh',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  backgroundColor: vars.color.panelSolid,
  color: vars.color.gray[12],
  border: `1px solid ${vars.color.gray.a6}`,
  borderRadius: vars.radius[4],
  boxShadow: vars.shadow[5],
  animation: `${slideUp} ${duration.slow} ease-out`,
  // `visibility` flips at the end of a slide out and at the start of a slide in.
  transition: `transform ${duration.base} ease-out, opacity ${duration.base} ease-out, visibility ${duration.base}`,
  selectors: {
    // Out of sight while a modal is open (its own preferences dialog, the beta notice, the menu
    // sheet…): it would show around the modal or under its edge. It stays mounted and comes back
    // when the modal closes; `visibility` also keeps it out of the tab order and the page's text.
    '&[data-behind-dialog]': {
      transform: 'translateY(calc(100% + 2rem))',
      opacity: 0,
      visibility: 'hidden',
      pointerEvents: 'none',
    },
  },
  '@media': {
    [media.md]: {
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space[5],
      padding: vars.space[5],
      bottom: vars.space[5],
      left: vars.space[5],
      right: vars.space[5],
    },
    [media.reducedMotion]: {
      animation: `${fadeIn} ${duration.base} ease-out`,
      transition: `opacity ${duration.base} ease-out, visibility ${duration.base}`,
    },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const bannerText = style({
  display: 'grid',
  gap: vars.space[1],
  flex: '1 1 auto',
  minWidth: 0,
});

export const bannerTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.headingLineHeight[3],
  fontWeight: vars.font.weight.bold,
});

export const bannerMessage = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  flex: '0 0 auto',
  '@media': {
    [media.md]: { flexWrap: 'nowrap' },
  },
});

/** On a phone each button grows to fill its row, so they wrap into tidy full-width rows. */
export const action = style({
  flex: '1 1 auto',
  '@media': { [media.md]: { flex: '0 0 auto' } },
});

export const link = style({
  color: vars.color.accent[11],
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  cursor: vars.cursor.link,
  borderRadius: vars.radius[1],
  selectors: {
    '&[data-hovered]': { textDecorationThickness: 2 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
  '@media': { [media.forcedColors]: { color: 'LinkText' } },
});

/* ---- Preferences dialog ---- */

export const categoryList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
});

export const category = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
  border: `1px solid ${vars.color.gray.a5}`,
  borderRadius: vars.radius[3],
  '@media': {
    [media.sm]: { padding: vars.space[4] },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const categoryLabel = style({ fontWeight: vars.font.weight.medium });

export const categoryDetails = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const categoryMeta = style({
  margin: 0,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
});

export const categoryDescription = style({ margin: 0 });

export const alwaysOn = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
});

export const dialogIntro = style({
  margin: 0,
  marginBottom: vars.space[4],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});
