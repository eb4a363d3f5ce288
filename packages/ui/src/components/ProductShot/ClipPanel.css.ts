import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { mockChip, mockChipSelected, screenshotThumb } from '../private/appParts';
import { behindModal } from '../private/behindModal';

// Every line has a fixed height and never wraps, so the drawing's size is known before fonts load.
const ellipsis = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;

/*
 * A clip arriving: the newest (the first of the first group) fades and settles in at the top while
 * the clips under it slide down by one row to make room. Transform and opacity only, so nothing is
 * laid out again and the panel's box never changes; the list's own clipping hides what slides out.
 */
const arrive = keyframes({ from: { opacity: 0, transform: 'translateY(-12px) scale(.97)' } });
// One row: a clip of one line (a row's min-height). The arriving clip is drawn as one.
const makeRoom = keyframes({ from: { transform: 'translateY(-48px)' } });
// After the press of the keycaps (MacScene), as if the shortcut had brought the clip in; a second
// after the scene is drawn, so that on a first visit to the landing page the beta notice (at 1 s)
// finds the clip still to come, and it arrives once the notice is closed (below).
const arrival = '600ms 1000ms cubic-bezier(.2,.8,.2,1) backwards';

/*
 * The panel: nearly opaque, so the text keeps its contrast over any wallpaper, with the blur that
 * macOS calls vibrancy behind it. A flex column: in a fixed box (the desktop scene) the list takes
 * what is left and the hints stay at the bottom.
 */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  fontFamily: vars.font.family.body,
  textAlign: 'start',
  borderRadius: 12,
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: `color-mix(in oklab, ${vars.color.panelSolid} 86%, transparent)`,
  backdropFilter: 'blur(24px) saturate(1.8)',
  boxShadow: `${vars.shadow[5]}, inset 0 1px 0 ${vars.color.gray.a2}`,
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

/** The newest clip arrives once and the others make room (the rules at the end of this file). */
export const animated = style({});

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

export const searchText = style({ ...ellipsis, flex: 1 });

// In a fixed box the list is cut where it ends, fading out like a scrolled list.
export const list = style({
  flex: 1,
  minHeight: 0,
  overflow: 'hidden',
  maskImage: 'linear-gradient(#000 calc(100% - 28px), transparent)',
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
  ...mockChip,
});

export const filterActive = style(mockChipSelected);

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

// The selected clip is marked like a highlighter: the accent's wash with a hairline edge.
export const rowSelected = style({
  backgroundColor: vars.color.accent.a5,
  boxShadow: `inset 0 0 0 1px ${vars.color.accent.a7}`,
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

// A file's own icon: a page with its type on a band.
export const document = style({ display: 'inline-flex', justifyContent: 'center', flexShrink: 0, width: 32 });
globalStyle(`${document} [data-part=page]`, { fill: vars.color.panelSolid, stroke: vars.color.gray.a8 });
globalStyle(`${document} [data-part=fold]`, { fill: vars.color.gray.a3, stroke: vars.color.gray.a8 });
globalStyle(`${document} [data-part=band]`, { fill: vars.color.red[9] });
globalStyle(`${document} [data-part=label]`, {
  fill: vars.color.red.contrast,
  fontSize: 6.5,
  fontWeight: vars.font.weight.bold,
});

export const tileKind = styleVariants({
  text: { backgroundColor: vars.color.gray.a3, color: vars.color.gray[11] },
  link: { backgroundColor: vars.color.panelSolid, color: vars.color.gray[12] },
  image: {},
  file: { backgroundColor: vars.color.amber.a3, color: vars.color.amber[11] },
  code: { backgroundColor: vars.color.accent.a3, color: vars.color.accent[11] },
  color: { border: `1px solid ${vars.color.gray.a6}`, boxShadow: `inset 0 0 0 2px ${vars.color.panelSolid}` },
});

// A landscape drawn with gradients (sky, sun, hills): an image clip without a raster.
export const thumb = style([
  tileBase,
  {
    width: 40,
    marginInline: -4,
    position: 'relative',
    overflow: 'hidden',
    ...screenshotThumb(4),
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
  // On the highlighter's wash the secondary text takes the strongest gray to keep its contrast.
  selectors: { [`${rowSelected} &`]: { color: vars.color.gray[12] } },
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
  selectors: { [`${rowSelected} &`]: { color: vars.color.gray[12] } },
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

// `backwards` holds the first frame through the delay, and the end state is the still drawing, so
// under reduced motion (no animation at all) the panel looks exactly as it does when it has settled.
const motion = '(prefers-reduced-motion: no-preference)';
const arriving = `${animated} ${group}:first-child > ${groupLabel} + ${row}`;
const makingRoom = `${animated} ${group}:first-child > ${row} ~ ${row}, ${animated} ${group} ~ ${group}`;
globalStyle(arriving, {
  '@media': { [motion]: { animation: `${arrive} ${arrival}`, transformOrigin: 'top center' } },
});
globalStyle(makingRoom, { '@media': { [motion]: { animation: `${makeRoom} ${arrival}` } } });
// Behind a modal (the landing page's beta notice opens a second after the page) the clip waits
// and arrives once the visitor is back: under a backdrop it is not seen, and every frame of it
// redraws the blurs of the desktop around it.
globalStyle(
  [arriving, makingRoom]
    .flatMap((selectors) => selectors.split(', '))
    .map((selector) => `${behindModal} ${selector}`)
    .join(', '),
  { animationPlayState: 'paused' },
);

export const hint = style({ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' });
