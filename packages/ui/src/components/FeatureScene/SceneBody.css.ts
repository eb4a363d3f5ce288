import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mockChip, mockChipSelected } from '../private/appParts';
import { narrow } from './FeatureScene.css';
import { glyph } from './SceneRow.css';

/* What fills a window: a list, code, a table, a grid of tiles, a document. */

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
  ...mockChip,
});

export const chipActive = style(mockChipSelected);

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
