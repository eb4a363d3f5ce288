import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/*
 * The scene is a picture of the app: its type and spacing are the app's, not the page's. One font
 * size is set from the stage's width (`cqw`), and every length inside is in `em`, so the drawing
 * keeps its proportions at any width and reserves its height before anything loads.
 */

// Below this width the large scene is on a phone: the text grows, the sidebars go.
const narrow = 'scene (max-width: 520px)';

export const stage = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  containerType: 'inline-size',
  containerName: 'scene',
  borderRadius: vars.radius[5],
  // A desktop in the brand's colours: warm light from the top, the accent low in the corner.
  backgroundColor: vars.color.gray[3],
  backgroundImage: [
    `radial-gradient(ellipse 70% 60% at 85% 100%, ${vars.color.accent.a6}, transparent 70%)`,
    `radial-gradient(ellipse 80% 70% at 10% 0%, ${vars.color.accent.a4}, transparent 70%)`,
    `linear-gradient(180deg, ${vars.color.gray[2]}, ${vars.color.gray[4]})`,
  ].join(', '),
  boxShadow: `inset 0 0 0 1px ${vars.color.gray.a4}`,
  fontFamily: vars.font.family.body,
  textAlign: 'start',
  userSelect: 'none',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const size = styleVariants({
  large: { aspectRatio: '16 / 11' },
  // A card's scene is taller than a screenshot's 16:10, so its window shows enough at a size that reads.
  small: { aspectRatio: '4 / 3', borderRadius: vars.radius[3] },
});

export const canvas = style({
  position: 'absolute',
  inset: 0,
  fontSize: 'calc(100cqw / 46)',
  lineHeight: 1.35,
  color: vars.color.gray[12],
  // A card's scene is drawn larger than a page's (about 11 px type in a 300 px card), showing less:
  // a thumbnail that cannot be read is no picture of the feature.
  selectors: { [`${size.small} &`]: { fontSize: 'calc(100cqw / 27)' } },
  '@container': { [narrow]: { fontSize: 'calc(100cqw / 31)' } },
});
globalStyle(`${canvas} svg`, { flexShrink: 0 });

// The mark as wallpaper: clips stacked into a nest, large and soft behind the window, so its
// vibrancy has colour to blur.
export const wallpaper = style({
  position: 'absolute',
  insetInlineStart: '58%',
  insetBlockStart: '-12%',
  width: '38em',
  height: '26em',
  borderRadius: '4em',
  backgroundColor: vars.color.accent.a5,
  transform: 'rotate(-14deg)',
  boxShadow: `-6em 8em 0 -1em ${vars.color.accent.a4}, -12em 16em 0 -2em ${vars.color.accent.a3}`,
});

export const windows = style({
  position: 'absolute',
  inset: '5.5% 5%',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  selectors: {
    // A card's scene: the whole width of the window shows (its rows end with their badges and
    // values) and it runs off the bottom edge, as a window seen through the card.
    [`${size.small} &`]: { inset: '9% 6% -12% 6%' },
  },
});

export const pair = style({
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  selectors: {
    [`${size.small} &`]: { inset: '9% 4% -12% 4%' },
  },
});
globalStyle(`${pair} > *`, { height: '78%' });
globalStyle(`${pair} > *:last-child`, { alignSelf: 'end' });
globalStyle(`${pair} > *:first-child`, { alignSelf: 'start' });

/* Two Macs and what passes between them. */
export const link = style({
  height: 'auto',
  display: 'grid',
  justifyItems: 'center',
  gap: '0.3em',
  width: '7.5em',
  marginInline: '-0.5em',
  zIndex: 1,
  textAlign: 'center',
  alignSelf: 'center',
  position: 'relative',
  '@container': { [narrow]: { width: '5.5em' } },
  selectors: {
    // A dashed line from one window to the other, through the lock.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: '-1em',
      insetBlockStart: '1.23em',
      borderBlockStart: `0.14em dashed ${vars.color.accent[9]}`,
      zIndex: -1,
    },
  },
});
globalStyle(`${size.small} ${link} > :not(:first-child)`, { display: 'none' });

export const linkIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.6em',
  height: '2.6em',
  borderRadius: '50%',
  backgroundColor: vars.color.accent[9],
  color: vars.color.accent.contrast,
  boxShadow: `0 0 0 0.35em ${vars.color.accent.a4}`,
});

export const linkLabel = style({
  padding: '0.2em 0.5em',
  borderRadius: '0.5em',
  backgroundColor: vars.color.panelSolid,
  fontSize: '0.85em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
  boxShadow: `0 0 0 0.06em ${vars.color.gray.a5}`,
});

export const linkDetail = style({
  fontFamily: vars.font.family.code,
  fontSize: '0.75em',
  color: vars.color.gray[11],
});

/* Rows and the parts they are made of. */

export const ellipsis = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const tone = styleVariants({
  accent: { backgroundColor: vars.color.accent.a3, color: vars.color.accent[11] },
  gray: { backgroundColor: vars.color.gray.a3, color: vars.color.gray[11] },
  green: { backgroundColor: vars.color.green.a3, color: vars.color.green[11] },
  red: { backgroundColor: vars.color.red.a3, color: vars.color.red[11] },
  amber: { backgroundColor: vars.color.amber.a4, color: vars.color.amber[11] },
});

export const glyph = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '2em',
  height: '2em',
  borderRadius: '0.45em',
});

export const appIcon = style({
  fontWeight: vars.font.weight.bold,
  fontSize: '0.95em',
  width: '2.1em',
  height: '2.1em',
  boxShadow: `inset 0 0 0 0.06em ${vars.color.gray.a4}`,
});

export const swatch = style({ boxShadow: `inset 0 0 0 0.06em ${vars.color.gray.a6}` });

// Drawn previews: a photo (sky, sun and hills in the accent) and a page of text.
export const thumb = styleVariants({
  image: {
    backgroundColor: vars.color.accent[4],
    backgroundImage: [
      `radial-gradient(circle at 72% 30%, ${vars.color.accent[9]} 0 12%, transparent 13%)`,
      `radial-gradient(ellipse 80% 50% at 20% 100%, ${vars.color.accent[7]} 0 60%, transparent 61%)`,
      `radial-gradient(ellipse 70% 45% at 85% 105%, ${vars.color.accent[8]} 0 60%, transparent 61%)`,
    ].join(', '),
    boxShadow: `inset 0 0 0 0.06em ${vars.color.gray.a5}`,
  },
  document: {
    backgroundColor: vars.color.panelSolid,
    backgroundImage: `repeating-linear-gradient(180deg, ${vars.color.gray.a6} 0 0.12em, transparent 0.12em 0.4em)`,
    backgroundSize: '60% 55%',
    backgroundPosition: '50% 55%',
    backgroundRepeat: 'no-repeat',
    boxShadow: `inset 0 0 0 0.06em ${vars.color.gray.a6}`,
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.65em',
  minHeight: '2.7em',
  paddingBlock: '0.35em',
  paddingInline: '0.6em',
  borderRadius: '0.55em',
});

export const rowSelected = style({
  backgroundColor: vars.color.accent.a3,
  boxShadow: `inset 0 0 0 0.06em ${vars.color.accent.a5}`,
});

export const rowText = style({ flex: 1, minWidth: 0, display: 'grid' });

export const rowTitle = style([
  ellipsis,
  { color: vars.color.gray[12], fontWeight: vars.font.weight.medium },
]);

export const rowDetail = style([ellipsis, { fontSize: '0.85em', color: vars.color.gray[11] }]);

export const meta = style({ flex: 'none', fontSize: '0.85em', color: vars.color.gray[11] });

export const badge = style({
  flex: 'none',
  padding: '0.1em 0.5em',
  borderRadius: '1em',
  fontSize: '0.78em',
  fontWeight: vars.font.weight.bold,
  backgroundColor: vars.color.accent.a4,
  color: vars.color.accent[12],
});

export const field = style({
  flex: 'none',
  minWidth: '7em',
  padding: '0.25em 0.55em',
  borderRadius: '0.4em',
  backgroundColor: vars.color.panelSolid,
  boxShadow: `inset 0 0 0 0.06em ${vars.color.gray.a7}`,
  color: vars.color.gray[12],
  selectors: {
    '&:first-of-type': {
      boxShadow: `0 0 0 0.2em ${vars.color.accent.a5}, inset 0 0 0 0.06em ${vars.color.accent[8]}`,
    },
  },
});

export const toggle = style({
  flex: 'none',
  position: 'relative',
  width: '2.3em',
  height: '1.35em',
  borderRadius: '1em',
  backgroundColor: vars.color.gray.a5,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '0.12em',
      insetInlineStart: '0.12em',
      width: '1.11em',
      height: '1.11em',
      borderRadius: '50%',
      backgroundColor: 'white',
      boxShadow: `0 0.06em 0.15em ${vars.color.blackA[3]}`,
    },
  },
});

export const toggleOn = style({
  backgroundColor: vars.color.accent[9],
  selectors: { '&::after': { insetInlineStart: 'auto', insetInlineEnd: '0.12em' } },
});

export const match = style({
  borderRadius: '0.2em',
  paddingInline: '0.05em',
  backgroundColor: vars.color.amber.a6,
  // The hit reads at full contrast on its highlight, light and dark.
  color: vars.color.gray[12],
  fontWeight: vars.font.weight.bold,
});

export const placeholder = style({
  display: 'inline-block',
  marginInline: '0.1em',
  padding: '0 0.4em',
  borderRadius: '0.35em',
  backgroundColor: vars.color.accent.a4,
  boxShadow: `inset 0 0 0 0.06em ${vars.color.accent.a6}`,
  color: vars.color.accent[11],
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.45,
});

// The text cursor: a still bar, no blinking.
export const cursor = style({
  display: 'inline-block',
  width: '0.1em',
  height: '1.15em',
  marginInlineStart: '0.05em',
  verticalAlign: 'text-bottom',
  backgroundColor: vars.color.accent[9],
});

/* Bodies. */

export const list = style({
  display: 'grid',
  alignContent: 'start',
  gap: '0.5em',
  padding: '0.7em',
  minHeight: 0,
  overflow: 'hidden',
});

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.55em',
  height: '2.5em',
  paddingInline: '0.7em',
  borderRadius: '0.6em',
  backgroundColor: vars.color.gray.a3,
  boxShadow: `0 0 0 0.2em ${vars.color.accent.a5}`,
  color: vars.color.gray[11],
  fontSize: '1.08em',
});

export const query = style({
  color: vars.color.gray[12],
  selectors: {
    '&::after': {
      content: '""',
      display: 'inline-block',
      width: '0.09em',
      height: '1.1em',
      marginInlineStart: '0.08em',
      verticalAlign: 'text-bottom',
      backgroundColor: vars.color.accent[9],
    },
  },
});

export const chips = style({ display: 'flex', flexWrap: 'nowrap', gap: '0.4em', overflow: 'hidden' });

export const chip = style({
  flex: 'none',
  padding: '0.15em 0.65em',
  borderRadius: '1em',
  fontSize: '0.85em',
  color: vars.color.gray[11],
  boxShadow: `inset 0 0 0 0.07em ${vars.color.gray.a6}`,
});

export const chipActive = style({
  backgroundColor: vars.color.gray[12],
  color: vars.color.gray[1],
  boxShadow: 'none',
});

export const group = style({ display: 'grid', gap: '0.1em' });

export const groupLabel = style({
  margin: 0,
  marginBlockStart: '0.3em',
  paddingInline: '0.6em',
  fontSize: '0.78em',
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  color: vars.color.gray[11],
});

export const codeHeader = style({ paddingInline: '0.3em' });

export const codeBlock = style({
  position: 'relative',
  // The top padding is the language tag's strip: the tag never sits over a line of code.
  padding: '2.1em 1em 0.9em',
  borderRadius: '0.6em',
  backgroundColor: vars.color.gray[2],
  boxShadow: `inset 0 0 0 0.06em ${vars.color.gray.a4}`,
  overflow: 'hidden',
});

export const language = style({
  position: 'absolute',
  insetBlockStart: '0.45em',
  insetInlineEnd: '0.8em',
  padding: '0.1em 0.5em',
  borderRadius: '0.4em',
  fontSize: '0.78em',
  fontWeight: vars.font.weight.bold,
  backgroundColor: vars.color.accent.a4,
  color: vars.color.accent[12],
});

export const code = style({
  margin: 0,
  display: 'grid',
  fontFamily: vars.font.family.code,
  fontSize: '0.92em',
  lineHeight: 1.6,
  color: vars.color.gray[12],
  whiteSpace: 'pre',
});

export const codeLine = style({ display: 'block' });

export const lineNumber = style({
  display: 'inline-block',
  width: '2em',
  color: vars.color.gray[11],
  userSelect: 'none',
});

// Syntax colours from the palette's scales (as an editor theme would), each readable light and dark.
export const token = styleVariants({
  keyword: { color: vars.color.accent[11], fontWeight: vars.font.weight.bold },
  string: { color: vars.color.green[11] },
  number: { color: vars.color.red[11] },
  comment: { color: vars.color.gray[11], fontStyle: 'italic' },
  function: { color: vars.color.red[11] },
  type: { color: vars.color.accent[11] },
});

export const hints = style({
  display: 'flex',
  gap: '1em',
  paddingInline: '0.3em',
  fontSize: '0.85em',
  color: vars.color.gray[11],
});

export const hint = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4em',
  whiteSpace: 'nowrap',
});

export const kbd = style({
  minWidth: '1.6em',
  padding: '0.05em 0.35em',
  borderRadius: '0.35em',
  fontFamily: 'inherit',
  textAlign: 'center',
  backgroundColor: vars.color.gray.a3,
  boxShadow: `inset 0 -0.08em 0 ${vars.color.gray.a5}, inset 0 0 0 0.06em ${vars.color.gray.a5}`,
  color: vars.color.gray[12],
});

export const tableWrap = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });

export const tableRows = style({ flex: 1, minHeight: 0, overflow: 'hidden' });

export const tableRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2.4fr) minmax(0, 1fr) minmax(0, 1.3fr)',
  alignItems: 'center',
  gap: '0.6em',
  minHeight: '2.45em',
  paddingInline: '0.9em',
  selectors: { '&:nth-child(odd):not(:first-child)': { backgroundColor: vars.color.gray.a2 } },
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
globalStyle(`${tableRow} > :nth-child(3)`, {
  '@container': { [narrow]: { display: 'none' } },
});

export const tableHead = style({
  minHeight: '2.1em',
  fontSize: '0.85em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[11],
  borderBlockEnd: `0.06em solid ${vars.color.gray.a4}`,
});

// Finder's selection, tinted rather than solid so every cell keeps its text colour's contrast.
export const tableSelected = style({ backgroundColor: `${vars.color.accent.a4} !important` });

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.55em',
  minWidth: 0,
  color: vars.color.gray[11],
});
globalStyle(`${cell}:first-child`, { color: vars.color.gray[12] });
globalStyle(`${cell} > ${glyph}`, { width: '1.6em', height: '1.6em' });

export const pathBar = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: '0.3em',
  minHeight: '2.1em',
  paddingInline: '0.9em',
  borderBlockStart: `0.06em solid ${vars.color.gray.a4}`,
  fontSize: '0.82em',
  color: vars.color.gray[11],
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const pathPart = style({ display: 'inline-flex', alignItems: 'center', gap: '0.3em' });

export const pathIcon = style({ color: vars.color.accent[11] });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '0.7em',
  padding: '0.9em',
  alignContent: 'start',
  '@container': { [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const tile = style({
  display: 'grid',
  gap: '0.15em',
  padding: '0.5em',
  borderRadius: '0.7em',
  backgroundColor: vars.color.gray.a2,
  boxShadow: `inset 0 0 0 0.06em ${vars.color.gray.a4}`,
  minWidth: 0,
});

export const tileSelected = style({ boxShadow: `0 0 0 0.18em ${vars.color.accent[9]}` });

export const tilePreview = style({
  display: 'grid',
  placeItems: 'center',
  height: '4.6em',
  marginBlockEnd: '0.3em',
  borderRadius: '0.45em',
  backgroundColor: vars.color.gray.a2,
});
globalStyle(`${tilePreview} > ${glyph}`, { width: '2.6em', height: '2.6em', fontSize: '1.2em' });

export const document = style({
  display: 'grid',
  alignContent: 'start',
  gap: '0.55em',
  padding: '1.1em 1.3em',
});

export const documentHeading = style({
  margin: 0,
  fontSize: '1.2em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
});

export const documentLine = style({ margin: 0, color: vars.color.gray[12], minHeight: '1.35em' });

/* Overlays. */

export const overlay = style({
  position: 'absolute',
  zIndex: 2,
  borderRadius: '0.8em',
  backgroundColor: `color-mix(in oklab, ${vars.color.panelSolid} 88%, transparent)`,
  backdropFilter: 'blur(20px) saturate(1.6)',
  WebkitBackdropFilter: 'blur(20px) saturate(1.6)',
  boxShadow: `0 0 0 0.06em ${vars.color.gray.a6}, 0 1.2em 2.4em -0.6em ${vars.color.blackA[6]}`,
  selectors: { [`${size.small} &`]: { display: 'none' } },
});

export const keysOverlay = style({
  insetInlineEnd: '3%',
  insetBlockEnd: '4%',
  display: 'grid',
  justifyItems: 'center',
  gap: '0.5em',
  padding: '0.9em 1.1em',
});

export const keys = style({ display: 'flex', gap: '0.4em' });

export const keycap = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '2.3em',
  height: '2.3em',
  paddingInline: '0.4em',
  borderRadius: '0.45em',
  fontFamily: 'inherit',
  fontSize: '1.3em',
  backgroundColor: vars.color.panelSolid,
  boxShadow: `inset 0 -0.12em 0 ${vars.color.gray.a5}, 0 0 0 0.05em ${vars.color.gray.a6}`,
  color: vars.color.gray[12],
});

export const keysCaption = style({
  fontSize: '0.95em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.accent[11],
});

export const panel = style({
  insetInlineEnd: '3%',
  insetBlockEnd: '4%',
  width: '21em',
  display: 'grid',
  gap: '0.2em',
  padding: '0.7em',
  '@container': { [narrow]: { width: '14em' } },
});
globalStyle(`${panel} ${field}`, { '@container': { [narrow]: { minWidth: '5.5em' } } });

export const panelTitle = style({
  margin: 0,
  paddingInline: '0.6em',
  paddingBlock: '0.2em 0.3em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
});

export const toast = style({
  insetInlineEnd: '3%',
  insetBlockEnd: '5%',
  // Over a window with a path bar, the banner sits above the bar: the path is the picture's point.
  selectors: { '&[data-above-path]': { insetBlockEnd: 'calc(5.5% + 2.7em)' } },
  width: '20em',
  display: 'flex',
  alignItems: 'center',
  gap: '0.7em',
  padding: '0.75em 0.9em',
  '@container': { [narrow]: { width: '16em' } },
});
