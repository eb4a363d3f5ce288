import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { screenshotThumb } from '../private/appParts';

// Sizes are in px like the hero's drawing: a picture of an app keeps its proportions whatever the
// page's type scale. The stage's height is fixed, so cards in a row line up and nothing shifts.
const ellipsis = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;
const line = `1px solid ${vars.color.gray.a4}`;

export const stage = style({
  // One column as wide as the stage (not its content's width), the drawing centred in it.
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  placeItems: 'center',
  height: 176,
  overflow: 'hidden',
  padding: vars.space[3],
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.gray.a3}`,
  backgroundColor: vars.color.gray.a2,
  backgroundImage: `radial-gradient(ellipse 80% 70% at 50% 0%, ${vars.color.accent.a3}, transparent)`,
  fontFamily: vars.font.family.body,
  fontSize: 12,
  lineHeight: '16px',
  color: vars.color.gray[11],
  textAlign: 'start',
  userSelect: 'none',
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});
globalStyle(`${stage} svg`, { flexShrink: 0 });

/** A small window: the search, the settings. */
export const window = style({
  width: 'min(100%, 400px)',
  padding: 6,
  borderRadius: 10,
  border: line,
  backgroundColor: vars.color.panelSolid,
  boxShadow: vars.shadow[3],
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: 30,
  marginBlockEnd: 4,
  paddingInline: 8,
  borderBlockEnd: line,
  fontSize: 13,
});

// The text cursor after the query: a still bar, not a blink.
export const query = style({
  color: vars.color.gray[12],
  selectors: {
    '&::after': {
      content: '""',
      borderInlineEnd: `1.5px solid ${vars.color.accent[9]}`,
      marginInlineStart: 1,
    },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: 32,
  paddingInline: 6,
  borderRadius: 6,
});

export const rowSelected = style({ backgroundColor: vars.color.accent.a3 });

export const grow = style({ ...ellipsis, flex: 1, minWidth: 0, color: vars.color.gray[12] });

export const match = style({
  borderRadius: 3,
  backgroundColor: vars.color.amber.a5,
  color: 'inherit',
  fontWeight: vars.font.weight.bold,
});

export const meta = style({ ...ellipsis, flexShrink: 0, maxWidth: '40%' });

export const glyph = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 22,
  height: 22,
  borderRadius: 6,
  border: line,
});

export const tone = styleVariants({
  gray: { backgroundColor: vars.color.gray.a3, color: vars.color.gray[11] },
  accent: { backgroundColor: vars.color.accent.a4, color: vars.color.accent[11] },
  green: { backgroundColor: vars.color.green.a3, color: vars.color.green[11] },
  amber: { backgroundColor: vars.color.amber.a3, color: vars.color.amber[11] },
  red: { backgroundColor: vars.color.red.a3, color: vars.color.red[11] },
});

export const swatch = style({ boxShadow: `inset 0 0 0 2px ${vars.color.panelSolid}` });

// A slash through the glyph: something that never happens (no upload).
export const slashed = style({
  backgroundImage: `linear-gradient(135deg, transparent 46%, currentColor 46% 54%, transparent 54%)`,
});

/** A labelled glyph standing on a small card: the kinds of content, the steps of a path. */
export const tile = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  minWidth: 64,
  padding: '12px 6px 8px',
  borderRadius: 8,
  border: line,
  backgroundColor: vars.color.panelSolid,
  boxShadow: vars.shadow[2],
  color: vars.color.gray[12],
  whiteSpace: 'nowrap',
});

export const tiles = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignContent: 'center',
  gap: 8,
  maxWidth: 520,
});

export const column = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 14 });

// Steps joined by a line drawn behind them.
export const path = style({
  display: 'flex',
  gap: 12,
  backgroundImage: `linear-gradient(${vars.color.accent.a7}, ${vars.color.accent.a7})`,
  backgroundSize: '100% 1.5px',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  height: 24,
  paddingInline: 8,
  borderRadius: 12,
  border: line,
  backgroundColor: vars.color.panelSolid,
  whiteSpace: 'nowrap',
});

export const blocked = style({
  paddingInlineStart: 2,
  borderStyle: 'dashed',
  textDecoration: 'line-through',
});

export const toggle = style({
  flexShrink: 0,
  width: 28,
  height: 16,
  borderRadius: 8,
  padding: 2,
  backgroundColor: vars.color.gray.a5,
  selectors: {
    '&::after': {
      content: '""',
      display: 'block',
      width: 12,
      height: 12,
      borderRadius: 6,
      backgroundColor: 'white',
      boxShadow: vars.shadow[1],
    },
  },
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

export const toggleOn = style({
  backgroundColor: vars.color.accent[9],
  selectors: { '&::after': { marginInlineStart: 12 } },
});

// The hours share the stage's width (up to a limit), so a wide card draws a longer axis.
export const hours = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: 6,
  width: 'min(100%, 480px)',
  borderBlockEnd: line,
});

export const hour = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: 4,
  flex: 1,
  minWidth: 30,
  paddingBlockEnd: 4,
});

export const hourLabel = style({ fontVariantNumeric: 'tabular-nums' });

export const current = style({
  borderRadius: '6px 6px 0 0',
  backgroundColor: vars.color.accent.a3,
  color: vars.color.accent[11],
  fontWeight: vars.font.weight.bold,
});

export const keys = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 8 });

export const key = style({
  minWidth: 44,
  height: 44,
  paddingInline: 10,
  borderRadius: 8,
  border: `1px solid ${vars.color.gray.a6}`,
  borderBlockEndWidth: 3,
  backgroundColor: vars.color.panelSolid,
  boxShadow: vars.shadow[2],
  fontFamily: vars.font.family.body,
  fontSize: 18,
  lineHeight: '40px',
  textAlign: 'center',
  color: vars.color.gray[12],
});

export const stat = style({ color: vars.color.gray[12] });

/*
 * Clips' previews: one row of cards about 120 px wide; a narrower stage shows fewer (the grid's
 * extra rows have no height and the stage clips them), never a card cut at the edge.
 */
export const previews = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(108px, 1fr))',
  gridTemplateRows: 'auto',
  gridAutoRows: 0,
  columnGap: 10,
  rowGap: 0,
  // The cards of a second row start at the first row's bottom edge, where this clips them.
  alignItems: 'start',
  overflow: 'hidden',
  width: '100%',
  maxWidth: 720,
});

export const preview = style({
  display: 'grid',
  gap: 6,
  minWidth: 0,
  padding: 6,
  borderRadius: 10,
  border: line,
  backgroundColor: vars.color.panelSolid,
  boxShadow: vars.shadow[2],
});

export const previewLabel = style({ ...ellipsis, paddingInline: 2, color: vars.color.gray[12] });

export const previewArt = style({
  display: 'grid',
  alignContent: 'start',
  height: 84,
  overflow: 'hidden',
  borderRadius: 6,
  boxShadow: `inset 0 0 0 1px ${vars.color.gray.a4}`,
});

// A screenshot: sky, sun and hills in the palette (as the hero panel's thumbnail).
export const previewImage = style({ position: 'relative', ...screenshotThumb(9) });

export const previewCode = style({
  gap: 2,
  padding: '8px 8px',
  // The panel itself (not a grey well): the literal's green keeps 4.5:1 on it.
  backgroundColor: vars.color.panelSolid,
  fontFamily: vars.font.family.code,
  fontSize: 10.5,
  lineHeight: '14px',
  color: vars.color.gray[12],
});

export const previewLine = style({ ...ellipsis, display: 'block' });
export const codeKeyword = style({ color: vars.color.accent[11], fontWeight: vars.font.weight.medium });
export const codeLiteral = style({ color: vars.color.green[11] });

// A file's icon standing in a grey well, as Quick Look shows one.
export const previewPaper = style({
  placeItems: 'center',
  alignContent: 'center',
  backgroundColor: vars.color.gray[3],
});

globalStyle(`${previewPaper} > span`, { width: 'auto' });
globalStyle(`${previewPaper} svg`, { width: 48, height: 60 });

export const previewLink = style({
  gap: 6,
  padding: 8,
  backgroundImage: `linear-gradient(${vars.color.accent.a3}, transparent)`,
});

export const linkHost = style({ ...ellipsis, display: 'flex', alignItems: 'center', gap: 4, fontSize: 10.5 });

export const linkTitle = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.gray[12],
});

// Four lines of 16 px fill the 84 px card under its padding: a fifth would be cut mid-line.
export const previewText = style({
  padding: 8,
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.gray[12],
});

/*
 * The large picture beside a feature page's section: taller, roomier, and from the tablet width
 * the drawing itself scaled up with `zoom` (it lays out at the larger size, so nothing overlaps,
 * and its `min(100%, …)` widths still meet the panel's edges). Still a fixed height: no shift.
 */
export const panel = style({
  height: 232,
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  backgroundImage: `radial-gradient(ellipse 90% 80% at 50% 0%, ${vars.color.accent.a4}, transparent)`,
  '@media': {
    [media.md]: { height: 300, padding: vars.space[5] },
    [media.lg]: { height: 360 },
  },
});
globalStyle(`${panel} > *`, {
  '@media': { [media.md]: { zoom: 1.25 }, [media.lg]: { zoom: 1.4 } },
});
// The drawings made of a few small pieces (a path, keycaps, tiles) are scaled further, so they
// hold the panel as the windows do.
globalStyle(`${panel}:is([data-kind="path"], [data-kind="keys"], [data-kind="tiles"]) > *`, {
  zoom: 1.2,
  '@media': { [media.md]: { zoom: 1.6 }, [media.lg]: { zoom: 1.8 } },
});
// Previews: two rows of three on a wide screen, at a smaller scale (one row in a card).
globalStyle(`${panel}[data-kind="previews"] > *`, {
  '@media': {
    [media.lg]: {
      zoom: 1.15,
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gridAutoRows: 'auto',
      rowGap: 10,
    },
  },
});

export const glyphSmall = style({ width: 18, height: 18, borderRadius: 5 });

/** A window's title row: a glyph, the name, a badge at the end. */
export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: 28,
  marginBlockEnd: 4,
  paddingInline: 4,
  borderBlockEnd: line,
  color: vars.color.gray[12],
  fontWeight: vars.font.weight.medium,
});

export const wideWindow = style({ width: 'min(100%, 420px)' });

export const pillAccent = style({
  height: 20,
  borderColor: vars.color.accent.a6,
  backgroundColor: vars.color.accent.a3,
  color: vars.color.accent[12],
  fontWeight: vars.font.weight.medium,
});

export const mono = style({ height: 20, fontFamily: vars.font.family.code, fontSize: 11 });

// A code clip: numbered lines, leading whitespace kept, each cut at the window's edge.
export const codeBody = style({
  display: 'grid',
  padding: '0 4px 4px',
  fontFamily: vars.font.family.code,
  fontSize: 11.5,
  lineHeight: '17px',
  tabSize: 4,
  color: vars.color.gray[12],
});

export const codeRow = style({ display: 'flex', gap: 10, minWidth: 0 });

export const lineNumber = style({
  flexShrink: 0,
  width: 14,
  textAlign: 'end',
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
});

export const codeText = style({ ...ellipsis, whiteSpace: 'pre', minWidth: 0 });

export const notes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  height: 31,
  overflow: 'hidden',
  paddingBlockStart: 6,
  paddingInline: 2,
  borderBlockStart: line,
});

// A template: text with its placeholders as tokens and the cursor's landing place.
export const templateBody = style({
  display: 'grid',
  gap: 2,
  padding: '2px 6px 4px',
  fontSize: 12.5,
  lineHeight: '18px',
  color: vars.color.gray[12],
});

export const templateLine = style({ ...ellipsis });

// A placeholder, as the app's template editor marks one (the feature scenes' look).
export const token = style({
  display: 'inline-block',
  paddingInline: 4,
  borderRadius: 4,
  border: `1px solid ${vars.color.accent.a6}`,
  backgroundColor: vars.color.accent.a4,
  color: vars.color.accent[12],
  fontWeight: vars.font.weight.medium,
  lineHeight: '16px',
});

// The text cursor: a still bar, not a blink.
export const caret = style({
  display: 'inline-block',
  width: 1.5,
  height: 15,
  marginInline: 1,
  verticalAlign: 'text-bottom',
  backgroundColor: vars.color.accent[9],
  '@media': { [media.forcedColors]: { backgroundColor: 'CanvasText' } },
});

export const fields = style({
  display: 'flex',
  gap: 6,
  paddingBlockStart: 6,
  paddingInline: 2,
  borderBlockStart: line,
});

// A field the paste asks for: its name, then what was typed.
export const fieldBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  flex: 1,
  minWidth: 0,
  height: 24,
  paddingInline: 8,
  borderRadius: 6,
  border: `1px solid ${vars.color.gray.a6}`,
  backgroundColor: vars.color.gray.a2,
});

export const fieldLabel = style({ flexShrink: 0, fontSize: 10.5 });
export const fieldValue = style({ ...ellipsis, color: vars.color.gray[12] });

// Two devices' windows with the link between them.
export const devices = style({
  display: 'flex',
  alignItems: 'center',
  width: 'min(100%, 520px)',
});

export const pane = style({ flex: 1, minWidth: 0 });

export const rowCompact = style({ height: 28, gap: 6, paddingInline: 4 });

// The newest clip on the second device: just arrived.
export const rowArrived = style({ backgroundColor: vars.color.green.a3 });

// A dashed line across, the link's glyph on it and its label under it.
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  flexShrink: 0,
  width: 64,
  backgroundImage: `linear-gradient(to right, ${vars.color.accent.a8} 50%, transparent 50%)`,
  backgroundSize: '6px 1.5px',
  backgroundPosition: '0 10px',
  backgroundRepeat: 'repeat-x',
});

export const linkLabel = style({
  paddingInline: 2,
  fontSize: 10.5,
  lineHeight: '13px',
  textAlign: 'center',
  color: vars.color.accent[11],
  fontWeight: vars.font.weight.medium,
});
