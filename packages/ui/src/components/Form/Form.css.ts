import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { duration, fieldFocusRing, focusRing, media, vars } from '../../theme/vars.css';

/* ------------------------------------------------------------------------------------------ */
/* Layout shared by the forms                                                                  */

/** The `<form>`: a column of fields that lays itself out by its own width (container queries). */
export const form = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space[5],
  minWidth: 0,
  margin: 0,
  color: vars.color.gray[12],
  fontFamily: vars.font.family.body,
});

export const formVariant = styleVariants({
  plain: {},
  surface: {
    padding: vars.space[5],
    backgroundColor: vars.color.panelSolid,
    border: `1px solid ${vars.color.gray.a5}`,
    borderRadius: vars.radius[5],
    boxShadow: vars.shadow[2],
    '@media': {
      [media.sm]: { padding: vars.space[7] },
    },
  },
});

/** Two fields side by side once the form is wide enough (one column on a phone). */
export const row = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 34rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[4] },
  },
});

/** The submit button and anything beside it; the button spans the form on a narrow one. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  paddingTop: vars.space[1],
});

export const submit = style({
  width: '100%',
  '@container': {
    '(min-width: 34rem)': { width: 'auto', minWidth: '10rem' },
  },
});

/** Says which fields are required; beside the button. */
export const footnote = style({
  margin: 0,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
});

/* ------------------------------------------------------------------------------------------ */
/* Form-level messages                                                                         */

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[3]}`,
  borderRadius: vars.radius[3],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[12],
  selectors: {
    // Kept in the page while empty so screen readers announce what appears in it, but out of
    // the grid flow, so it takes no room and no gap.
    '&:empty': { position: 'absolute', padding: 0 },
  },
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const alertVariant = styleVariants({
  failed: { backgroundColor: vars.color.red.a3, boxShadow: `inset 0 0 0 1px ${vars.color.red.a5}` },
  'rate-limited': {
    backgroundColor: vars.color.orange.a3,
    boxShadow: `inset 0 0 0 1px ${vars.color.orange.a6}`,
  },
});
globalStyle(`${alertVariant.failed} > svg`, { color: vars.color.red[11] });
globalStyle(`${alertVariant['rate-limited']} > svg`, { color: vars.color.orange[11] });

export const alertIcon = style({ flexShrink: 0, marginTop: '0.2em' });

export const alertText = style({ display: 'grid', gap: vars.space[1] });

export const alertTitle = style({ fontWeight: vars.font.weight.medium });

/** The success message that takes the fields' place; focused when it appears. */
export const success = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  outline: 'none',
  animationName: 'none',
});

export const successVariant = styleVariants({
  block: {
    padding: vars.space[5],
    borderRadius: vars.radius[4],
    backgroundColor: vars.color.green.a2,
    boxShadow: `inset 0 0 0 1px ${vars.color.green.a5}`,
  },
  inline: {
    alignItems: 'center',
    minHeight: vars.space[7],
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderRadius: vars.radius[3],
    backgroundColor: vars.color.green.a2,
    boxShadow: `inset 0 0 0 1px ${vars.color.green.a5}`,
  },
});

export const successIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space[6],
  height: vars.space[6],
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.green.a4,
  color: vars.color.green[11],
  selectors: {
    [`${successVariant.inline} &`]: {
      width: 'auto',
      height: 'auto',
      backgroundColor: 'transparent',
    },
  },
});

export const successText = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const successTitle = style({
  margin: 0,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
  selectors: {
    [`${successVariant.inline} &`]: { fontSize: vars.font.size[2], lineHeight: vars.font.lineHeight[2] },
  },
});

export const successDescription = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

/* ------------------------------------------------------------------------------------------ */
/* Fields the package had no component for                                                    */

/** The description line under a text area: help on the left, the character count on the right. */
export const descriptionRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[3],
});

export const count = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.gray[11],
  transition: `color ${duration.fast}`,
  selectors: {
    '&[data-band="near"], &[data-band="full"]': { color: vars.color.orange[11] },
    '&[data-band="over"]': { color: vars.color.red[11], fontWeight: vars.font.weight.medium },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const textArea = style({
  display: 'block',
  width: '100%',
  minHeight: `calc(${vars.space[9]} * 2)`,
  padding: `${vars.space[2]} 0`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  resize: 'vertical',
  selectors: {
    '&::placeholder': { color: vars.color.gray.a10 },
  },
});

/** The select's button, drawn like a text field's box. */
export const selectTrigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  width: '100%',
  minHeight: vars.space[7],
  margin: 0,
  paddingInline: vars.space[3],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.gray.a7}`,
  borderRadius: vars.radius[3],
  color: vars.color.gray[12],
  font: 'inherit',
  fontSize: vars.font.size[3],
  textAlign: 'start',
  cursor: vars.cursor.button,
  outline: 'none',
  transition: `border-color ${duration.fast}, box-shadow ${duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.gray.a8 },
    '&[data-focus-visible], [data-open] > &': fieldFocusRing,
    '[data-invalid] > &': { borderColor: vars.color.red[9] },
    '[data-invalid] > &[data-focus-visible]': { boxShadow: `0 0 0 1px ${vars.color.red[9]}` },
    '&[data-disabled]': {
      backgroundColor: vars.color.gray.a2,
      color: vars.color.gray[11],
      cursor: 'default',
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: { border: '1px solid ButtonText' },
  },
});

export const selectValue = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // gray-11, not the inputs' placeholder gray-a10: this is text, and must reach 4.5:1 in dark mode.
  selectors: { '&[data-placeholder]': { color: vars.color.gray[11] } },
});

export const selectChevron = style({
  flexShrink: 0,
  color: vars.color.gray[11],
  transition: `transform ${duration.fast}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 'min(20rem, var(--visual-viewport-height))',
  overflowY: 'auto',
  padding: vars.space[1],
  backgroundColor: vars.color.panelSolid,
  border: `1px solid ${vars.color.gray.a5}`,
  borderRadius: vars.radius[4],
  boxShadow: vars.shadow[5],
  outline: 'none',
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const listBox = style({ display: 'grid', gap: 2, outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.space[6],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[12],
  cursor: vars.cursor.button,
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.accent.a3 },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus[8]}` },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-focused]': { outline: '2px solid Highlight' } },
    },
  },
});

export const optionText = style({ display: 'grid', flex: 1, minWidth: 0 });

export const optionCheck = style({
  flexShrink: 0,
  color: vars.color.accent[11],
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});

export const checkboxField = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[12],
  cursor: vars.cursor.button,
  selectors: { '&[data-readonly]': { cursor: 'default' } },
});

export const checkboxBox = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 18,
  height: 18,
  // Centres the box on the first line of the label.
  marginTop: `calc((${vars.font.lineHeight[2]} - 18px) / 2)`,
  borderRadius: vars.radius[1],
  border: `1px solid ${vars.color.gray.a8}`,
  backgroundColor: vars.color.surface,
  color: 'transparent',
  transition: `background-color ${duration.fast}, border-color ${duration.fast}`,
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.gray.a9 },
    '[data-selected] > &': {
      backgroundColor: vars.color.accent[9],
      borderColor: vars.color.accent[9],
      color: vars.color.accent.contrast,
    },
    '[data-invalid] > &': { borderColor: vars.color.red[9] },
    '[data-focus-visible] > &': focusRing,
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      border: '1px solid ButtonText',
      selectors: { '[data-selected] > &': { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const checkboxLabel = style({ minWidth: 0 });

/** A link inside a field label (e.g. the privacy policy in a consent checkbox). */
export const inlineLink = style({
  color: vars.color.accent[11],
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent.a7,
  textUnderlineOffset: '0.2em',
  cursor: vars.cursor.link,
  outline: 'none',
  borderRadius: vars.radius[1],
  selectors: {
    '&[data-hovered]': { textDecorationColor: 'currentColor' },
    '&[data-focus-visible]': focusRing,
  },
});

/** Indents the checkbox's help and error under its label, past the box. */
export const checkboxFooter = style({ paddingInlineStart: `calc(18px + ${vars.space[3]})` });
