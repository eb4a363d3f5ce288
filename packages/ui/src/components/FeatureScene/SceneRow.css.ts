import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/* Rows and the parts they are made of (a glyph, a title and detail, a badge, a field, a toggle). */

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

/** The app's own mark on a white tile, as macOS draws an app's icon in a list. */
export const mark = style({ backgroundColor: vars.color.panelSolid, color: vars.color.gray[12] });
globalStyle(`${mark} svg`, { display: 'block', width: '1.5em', height: '1.5em' });

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
  // A card's large preview of a document (a row's small one is `documentGlyph`).
  document: {
    backgroundColor: vars.color.panelSolid,
    backgroundImage: `repeating-linear-gradient(180deg, ${vars.color.gray.a6} 0 0.12em, transparent 0.12em 0.4em)`,
    backgroundSize: '60% 55%',
    backgroundPosition: '50% 55%',
    backgroundRepeat: 'no-repeat',
    boxShadow: `inset 0 0 0 0.06em ${vars.color.gray.a6}`,
  },
});

/** A document thumb: the hero panel's file icon (`DocumentGlyph`), sized in the scene's `em`. */
export const documentGlyph = style({});
globalStyle(`${documentGlyph} svg`, { width: '1.65em', height: '2em' });

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

// A macOS push button, the default one (accent-filled): the one the picture asks you to click.
export const button = style({
  flex: 'none',
  padding: '0.3em 0.8em',
  borderRadius: '0.45em',
  backgroundColor: vars.color.accent[9],
  color: vars.color.accent.contrast,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  boxShadow: `0 0 0 0.25em ${vars.color.accent.a5}`,
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
