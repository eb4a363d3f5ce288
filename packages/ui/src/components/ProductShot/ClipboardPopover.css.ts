import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

// Every line has a fixed height and never wraps, so the drawing's size is known before fonts load.
const ellipsis = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;

export const figure = style({
  margin: 0,
  width: '100%',
  fontFamily: vars.font.family.body,
  textAlign: 'start',
  userSelect: 'none',
  // Nothing here is interactive; pointer events would only show a text cursor on fake text.
  pointerEvents: 'none',
});

/** A wallpaper in the theme's colours with the menu bar on top; the popover hangs under it. */
export const desktop = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlockEnd: vars.space[6],
  borderRadius: vars.radius[5],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundImage: [
    `radial-gradient(ellipse 60% 50% at 12% 88%, ${vars.color.amber.a4}, transparent)`,
    `radial-gradient(ellipse 70% 60% at 95% 0%, ${vars.color.accent.a8}, transparent)`,
    `linear-gradient(160deg, ${vars.color.accent[3]}, ${vars.color.accent[5]})`,
  ].join(', '),
  boxShadow: vars.shadow[4],
});

export const menuBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  height: 28,
  paddingInline: vars.space[3],
  backgroundColor: vars.color.panelTranslucent,
  backdropFilter: 'blur(12px)',
  borderBlockEnd: `1px solid ${vars.color.gray.a4}`,
  fontSize: 12,
  lineHeight: '16px',
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
  fontVariantNumeric: 'tabular-nums',
});

// The app menus on the left, drawn as bars: a hint of a Mac, with no text to read.
export const menuBarDots = style({
  marginInlineEnd: 'auto',
  width: 120,
  height: 6,
  borderRadius: 3,
  backgroundImage: `linear-gradient(90deg, ${vars.color.gray.a8} 0 18px, transparent 18px 30px, ${vars.color.gray.a6} 30px 64px, transparent 64px 76px, ${vars.color.gray.a6} 76px)`,
});

export const menuBarMark = style({
  display: 'inline-flex',
  padding: 3,
  borderRadius: 5,
  backgroundColor: vars.color.gray.a4,
});
globalStyle(`${menuBarMark} svg`, { display: 'block', width: 16, height: 16 });

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(-6px) scale(0.98)' } });

export const popover = style({
  overflow: 'hidden',
  borderRadius: 12,
  border: `1px solid ${vars.color.gray.a5}`,
  // Nearly opaque: the text keeps its contrast whatever the wallpaper behind.
  backgroundColor: `color-mix(in oklab, ${vars.color.panelSolid} 94%, transparent)`,
  backdropFilter: 'blur(24px) saturate(1.6)',
  boxShadow: vars.shadow[5],
  selectors: {
    [`${desktop} &`]: {
      width: 'min(calc(100% - 24px), 420px)',
      marginBlockStart: 6,
      marginInline: 'auto 12px',
    },
  },
  '@media': {
    // A one-off entrance that only moves the drawing itself (transform), never the layout.
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        [`${desktop} &`]: { animation: `${rise} 500ms 150ms cubic-bezier(.2,.8,.2,1) backwards` },
      },
    },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  height: 44,
  paddingInline: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.gray.a4}`,
  fontSize: 14,
  color: vars.color.gray[11],
});

export const filters = style({
  display: 'flex',
  gap: 6,
  overflow: 'hidden',
  padding: `${vars.space[2]} ${vars.space[3]} 0`,
});

export const filter = style({
  flexShrink: 0,
  height: 22,
  paddingInline: vars.space[2],
  borderRadius: 11,
  fontSize: 12,
  lineHeight: '22px',
  color: vars.color.gray[11],
  backgroundColor: vars.color.gray.a3,
});

export const filterActive = style({
  backgroundColor: vars.color.accent.a4,
  color: vars.color.accent[12],
  fontWeight: vars.font.weight.medium,
});

export const group = style({
  padding: `0 ${vars.space[2]}`,
  selectors: { '&:last-child': { paddingBlockEnd: vars.space[2] } },
});

export const groupLabel = style({
  height: 28,
  paddingInline: vars.space[2],
  paddingBlockStart: 8,
  fontSize: 11,
  lineHeight: '16px',
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[11],
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 48,
  paddingBlock: 6,
  paddingInline: vars.space[2],
  borderRadius: 8,
});

export const rowSelected = style({
  backgroundColor: vars.color.accent.a4,
  boxShadow: `inset 0 0 0 1px ${vars.color.accent.a6}`,
});

const tileBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: 7,
  border: `1px solid ${vars.color.gray.a4}`,
});

export const tile = tileBase;

export const tileKind = styleVariants({
  text: { backgroundColor: vars.color.gray.a3, color: vars.color.gray[11] },
  link: { backgroundColor: vars.color.green.a3, color: vars.color.green[11] },
  image: {},
  file: { backgroundColor: vars.color.amber.a3, color: vars.color.amber[11] },
  code: { backgroundColor: vars.color.accent.a3, color: vars.color.accent[11] },
  color: { border: `1px solid ${vars.color.gray.a6}`, boxShadow: `inset 0 0 0 2px ${vars.color.panelSolid}` },
});

// A landscape drawn with gradients (sky, sun, hills): an image clip without a raster.
export const thumb = style([
  tileBase,
  {
    position: 'relative',
    overflow: 'hidden',
    backgroundImage: [
      `radial-gradient(circle at 70% 32%, ${vars.color.amber[9]} 0 4px, transparent 5px)`,
      `linear-gradient(${vars.color.accent[7]}, ${vars.color.accent[4]})`,
    ].join(', '),
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        backgroundColor: vars.color.green[9],
        clipPath: 'polygon(0 100%, 0 72%, 30% 48%, 55% 70%, 75% 56%, 100% 74%, 100% 100%)',
      },
    },
  },
]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const title = style({
  ...ellipsis,
  fontSize: 13,
  lineHeight: '18px',
  color: vars.color.gray[12],
});

export const linkTitle = style({ fontWeight: vars.font.weight.medium });

export const meta = style({
  ...ellipsis,
  fontSize: 11.5,
  lineHeight: '16px',
  color: vars.color.gray[11],
});

export const code = style({
  display: 'flex',
  flexDirection: 'column',
  marginBlockEnd: 2,
  fontFamily: vars.font.family.code,
  fontSize: 12,
  lineHeight: '17px',
});

export const codeLine = style({ ...ellipsis, whiteSpace: 'pre' });

export const token = styleVariants({
  plain: { color: vars.color.gray[12] },
  keyword: { color: vars.color.accent[11] },
  string: { color: vars.color.green[11] },
  number: { color: vars.color.red[11] },
  comment: { color: vars.color.gray[11] },
});

export const kbd = style({
  flexShrink: 0,
  minWidth: 20,
  height: 20,
  paddingInline: 5,
  borderRadius: 5,
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.gray.a2,
  fontFamily: vars.font.family.body,
  fontSize: 11,
  lineHeight: '18px',
  textAlign: 'center',
  color: vars.color.gray[11],
});

export const hints = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space[4],
  overflow: 'hidden',
  height: 36,
  marginBlockStart: vars.space[2],
  paddingInline: vars.space[3],
  alignItems: 'center',
  borderBlockStart: `1px solid ${vars.color.gray.a4}`,
  backgroundColor: vars.color.gray.a2,
  fontSize: 11.5,
  color: vars.color.gray[11],
});

export const hint = style({ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' });
