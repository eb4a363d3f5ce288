import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { statusBar } from './MacWindow.css';

/*
 * The scene is a picture of the app: its type and spacing are the app's, not the page's. One font
 * size is set from the stage's width (`cqw`), and every length inside is in `em`, so the drawing
 * keeps its proportions at any width and reserves its height before anything loads.
 */

// Below this width the large scene is on a phone: the text grows, the sidebars go.
export const narrow = 'scene (max-width: 520px)';

export const stage = style({
  position: 'relative',
  width: '100%',
  // `clip`, not `hidden`: the stage stays no scroll container, so on a phone, where the large
  // scene lays its parts out one under another, its height grows to fit them past the ratio.
  overflow: 'clip',
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

// A scene that shows its whole window (`large` or `medium`), not one running off a card's edge.
export const whole = style({});

export const size = styleVariants({
  large: { aspectRatio: '16 / 11' },
  // Beside a step of a guide: a shorter stage and larger type, the sidebar still shown.
  medium: { aspectRatio: '16 / 10' },
  // A card's scene is taller than a screenshot's 16:10, so its window shows enough at a size that reads.
  // Its window runs off the bottom edge: the last fifth fades into the card, so no row ends cut
  // in half (a mask is alpha only; black means "shown").
  small: {
    aspectRatio: '4 / 3',
    borderRadius: vars.radius[3],
    maskImage: 'linear-gradient(to bottom, black 70%, transparent 98%)',
    // Off screen, the browser skips its style and layout (a page of nine cards restyled them all
    // after its first paint); its height comes from the ratio, so nothing moves when it is drawn.
    contentVisibility: 'auto',
  },
});

export const canvas = style({
  position: 'absolute',
  inset: 0,
  fontSize: 'calc(100cqw / 46)',
  lineHeight: 1.35,
  color: vars.color.gray[12],
  // A card's scene is drawn larger than a page's (about 11 px type in a 300 px card), showing less:
  // a thumbnail that cannot be read is no picture of the feature.
  selectors: {
    [`${size.small} &`]: { fontSize: 'calc(100cqw / 27)' },
    [`${size.medium} &`]: { fontSize: 'calc(100cqw / 40)' },
  },
  '@container': {
    [narrow]: {
      fontSize: 'calc(100cqw / 31)',
      // A page's scene on a phone is its own composition: type large enough to read, the
      // window in the flow at its content's height, and the overlay under it instead of over
      // the text it explains.
      selectors: {
        [`${whole} &`]: {
          position: 'relative',
          inset: 'auto',
          display: 'grid',
          // One column as wide as the stage: a row's unbroken text ends in an ellipsis, not past the edge.
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: '0.9em',
          padding: '1.1em 0.9em',
          // One size at every phone width (the smallest text, 0.78 em, at 12 px): in the flow,
          // a narrower stage shows less of a row, not smaller letters.
          fontSize: '15.5px',
        },
      },
    },
  },
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
  '@container': {
    [narrow]: { selectors: { [`${whole} &`]: { position: 'relative', inset: 'auto' } } },
  },
});

export const pair = style({
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  selectors: {
    // A card's pair: side by side, each window would be too narrow to read (titles cut to one
    // letter). They overlap instead, the first high on the left and the second low on the
    // right, each wide enough for its title and rows; the link is its lock alone, between them.
    [`${size.small} &`]: { inset: '7% 6% -12% 6%', gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
globalStyle(`${pair} > *`, { height: '78%' });
globalStyle(`${pair} > *:last-child`, { alignSelf: 'end' });
globalStyle(`${pair} > *:first-child`, { alignSelf: 'start' });
globalStyle(`${size.small} ${pair} > *`, { gridArea: '1 / 1', width: '74%' });
globalStyle(`${size.small} ${pair} > *:first-child`, { height: '52%', justifySelf: 'start' });
globalStyle(`${size.small} ${pair} > *:last-child`, { height: '58%', justifySelf: 'end', zIndex: 1 });
// The first window's foot would sit under the second: the status lines go, the rows show.
globalStyle(`${size.small} ${pair} ${statusBar}`, { display: 'none' });

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
// In a card: the lock sits in the room right of the first window, its dashed line dropping to the
// second.
globalStyle(`${size.small} ${pair} > ${link}`, {
  width: 'auto',
  height: 'auto',
  margin: 0,
  marginBlockStart: '4.2em',
  marginInlineEnd: '2.2em',
  justifySelf: 'end',
  alignSelf: 'start',
  zIndex: 2,
});
globalStyle(`${size.small} ${link}::before`, {
  insetInline: 'auto',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  height: '4em',
  borderBlockStart: 'none',
  borderInlineStart: `0.14em dashed ${vars.color.accent[9]}`,
});

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

// A page's pair on a phone: one Mac above the other, the lock and its label between them, the
// dashed line running down.
globalStyle(`${whole} ${pair}`, {
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: '0.6em' } },
});
globalStyle(`${whole} ${pair} > *`, { '@container': { [narrow]: { height: 'auto' } } });
globalStyle(`${whole} ${pair} > ${link}`, {
  '@container': {
    [narrow]: { width: 'auto', margin: 0, gridAutoFlow: 'column', alignItems: 'center', gap: '0.6em' },
  },
});
globalStyle(`${whole} ${link}::before`, {
  '@container': {
    [narrow]: {
      insetInline: 'auto',
      insetInlineStart: '1.23em',
      insetBlock: '-1em',
      borderBlockStart: 'none',
      borderInlineStart: `0.14em dashed ${vars.color.accent[9]}`,
    },
  },
});
