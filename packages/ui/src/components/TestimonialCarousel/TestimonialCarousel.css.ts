import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

const focusRing = { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 } as const;

/** The current card's width on a wide screen; its neighbours share what is left of the row. */
const cardWidth = '34rem';

export const root = style({
  display: 'grid',
  gap: vars.space[4],
  width: '100%',
  maxWidth: 760,
  marginInline: 'auto',
  // Wide: the section's whole width, the current quote in the middle and its neighbours either side.
  '@media': { [media.lg]: { maxWidth: 'none' } },
});

/**
 * The current card and, from `lg`, the previous and next ones beside it, quieter and fading into
 * the edges. Vertical scrolling stays with the browser; horizontal moves reach the swipe handler.
 */
export const stage = style({
  display: 'grid',
  touchAction: 'pan-y',
  '@media': {
    [media.lg]: {
      gridTemplateColumns: `minmax(0, 1fr) minmax(0, ${cardWidth}) minmax(0, 1fr)`,
      columnGap: vars.space[5],
    },
  },
});

const card = {
  borderRadius: vars.radius[5],
  backgroundColor: vars.color.panelSolid,
  border: `1px solid ${vars.color.gray.a5}`,
  boxShadow: vars.shadow[2],
} as const;

/** Holds the slide; every slide is stacked in one grid cell so the height never jumps. */
export const viewport = style({
  ...card,
  display: 'grid',
  overflow: 'hidden',
  '@media': {
    [media.lg]: { gridColumn: 2, gridRow: 1 },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

const stacked = { gridArea: '1 / 1' } as const;

/** Invisible copies of every slide, only there to give the viewport the tallest slide's height. */
export const sizer = style({
  ...stacked,
  display: 'grid',
  visibility: 'hidden',
  pointerEvents: 'none',
});

export const sizerItem = style(stacked);

export const live = style({ ...stacked, display: 'grid' });

const enterFromEnd = keyframes({
  from: { opacity: 0, transform: `translateX(${vars.space[6]})` },
  to: { opacity: 1, transform: 'none' },
});

const enterFromStart = keyframes({
  from: { opacity: 0, transform: `translateX(calc(-1 * ${vars.space[6]}))` },
  to: { opacity: 1, transform: 'none' },
});

export const slide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[4],
  margin: 0,
  padding: `${vars.space[6]} ${vars.space[5]}`,
  textAlign: 'center',
  '@media': {
    [media.md]: { padding: `${vars.space[7]} ${vars.space[8]}` },
  },
  selectors: {
    '&[data-animate="next"]': { animation: `${enterFromEnd} ${duration.slow} ease-out both` },
    '&[data-animate="previous"]': { animation: `${enterFromStart} ${duration.slow} ease-out both` },
  },
});

/**
 * A neighbouring quote: the same card in small and quieter (flat, its text in the secondary grey),
 * whole — never cut mid-sentence; only on wide screens.
 */
export const peek = style({
  ...card,
  display: 'none',
  boxShadow: 'none',
  pointerEvents: 'none',
  userSelect: 'none',
  '@media': {
    [media.lg]: {
      display: 'flex',
      gridRow: 1,
      alignSelf: 'center',
      gap: vars.space[3],
      padding: vars.space[5],
      // Quieter than the current card, not see-through: its text keeps a readable contrast.
      backgroundColor: vars.color.gray.a2,
    },
    [media.forcedColors]: { border: '1px solid GrayText' },
  },
});

/** The previous quote left of the current one, the next right of it. */
export const peekSide = styleVariants({
  start: { '@media': { [media.lg]: { gridColumn: 1 } } },
  end: { '@media': { [media.lg]: { gridColumn: 3 } } },
});

// Reduced motion: the new slide simply replaces the old one.
globalStyle(`${slide}[data-animate]`, {
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** The rating: small and in the quote's secondary ink, a detail of the quote rather than a badge. */
export const stars = style({
  display: 'flex',
  gap: 2,
});
globalStyle(`${stars} svg`, { width: 14, height: 14 });

/** An earned star: one solid glyph in the secondary ink, fill and edge the same colour. */
export const starOn = style({ color: vars.color.gray[11] });
globalStyle(`${starOn} path`, {
  fill: 'currentColor',
  strokeLinejoin: 'round',
  '@media': { [media.forcedColors]: { fill: 'CanvasText' } },
});

/** A star not earned: the same glyph, filled in a quiet grey. */
export const starOff = style({ color: vars.color.gray.a6 });
globalStyle(`${starOff} path`, { fill: 'currentColor', strokeLinejoin: 'round' });

/** The section's heading, when the carousel is given one. */
export const heading = style({
  margin: 0,
  textAlign: 'center',
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[6],
  lineHeight: vars.font.headingLineHeight[6],
  letterSpacing: vars.font.letterSpacing[6],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
  textWrap: 'balance',
});

export const quote = style({ margin: 0 });

export const quoteText = style({
  margin: 0,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  color: vars.color.gray[12],
  textWrap: 'pretty',
  '@media': {
    [media.md]: { fontSize: vars.font.size[5], lineHeight: vars.font.lineHeight[5] },
    // Wide: the quote is the section's subject, set large.
    [media.lg]: { fontSize: vars.font.size[6], lineHeight: vars.font.lineHeight[6] },
  },
});

export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
});

export const authorText = style({ display: 'grid', gap: 2, minWidth: 0 });

export const name = style({ fontWeight: vars.font.weight.bold, color: vars.color.gray[12] });

export const role = style({ color: vars.color.gray[11] });

/** The company reads a step stronger than the role: it is what makes the quote checkable. */
export const company = style({ color: vars.color.gray[12], fontWeight: vars.font.weight.medium });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const dots = style({ display: 'flex', alignItems: 'center' });

/** A 44 px tall, 36 px wide touch target around a small visible dot; the dots sit edge to edge. */
export const dot = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 44,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius[2],
  background: 'transparent',
  cursor: vars.cursor.button,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
  '::before': {
    content: '""',
    display: 'block',
    width: vars.space[2],
    height: vars.space[2],
    // Half the height: a circle, or a pill when wider (Radix's radius-full is 0 unless the theme's radius is 'full').
    borderRadius: `calc(${vars.space[2]} / 2)`,
    backgroundColor: vars.color.gray[9],
    transitionProperty: 'width, background-color',
    transitionDuration: duration.base,
  },
});

globalStyle(`${dot}[data-hovered]::before`, { backgroundColor: vars.color.gray[11] });

// The current dot is wider as well as coloured, so it never relies on colour alone.
globalStyle(`${dot}[aria-current="true"]::before`, {
  width: vars.space[4],
  backgroundColor: vars.color.accent[9],
});

globalStyle(`${dot}::before`, {
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: { backgroundColor: 'CanvasText' },
  },
});

globalStyle(`${dot}[aria-current="true"]::before`, {
  '@media': { [media.forcedColors]: { backgroundColor: 'Highlight' } },
});

export const rotationControl = style({ marginInlineEnd: vars.space[2] });

// In a neighbour the whole quote is body size, in the secondary grey (as are its name and
// company); its rating is left to the current card.
globalStyle(`${peek} ${quoteText}`, {
  color: vars.color.gray[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
});
globalStyle(`${peek} ${stars}`, { display: 'none' });
globalStyle(`${peek} ${author}`, { fontSize: vars.font.size[1], lineHeight: vars.font.lineHeight[1] });
globalStyle(`${peek} ${name}, ${peek} ${company}`, { color: vars.color.gray[11] });
