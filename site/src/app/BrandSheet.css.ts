// Styles of the brand sheet (BrandSheet.stories.tsx), a Storybook page only: the site never imports it.
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '@clipnest/ui';

export const sheet = style({
  display: 'grid',
  gap: vars.space[8],
  maxWidth: 1120,
  marginInline: 'auto',
  padding: `${vars.space[7]} ${vars.space[5]}`,
});

export const section = style({ display: 'grid', gap: vars.space[4] });

export const note = style({ margin: 0, maxWidth: '65ch', color: vars.color.gray[11] });

/** Light and dark side by side (stacked on a phone). */
export const pair = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space[4],
  alignContent: 'start',
  padding: vars.space[5],
  borderRadius: vars.radius[5],
  border: `1px solid ${vars.color.gray.a5}`,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[11],
});

export const marks = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[5] });

export const markCell = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[2],
  color: vars.color.gray[12],
  fontSize: vars.font.size[1],
});

export const caption = style({ color: vars.color.gray[11], fontSize: vars.font.size[1] });

export const swatches = style({ display: 'grid', gap: vars.space[2] });

export const swatchRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[3],
});

export const swatch = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.space[7],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[3],
  fontSize: vars.font.size[2],
  fontWeight: vars.font.weight.medium,
});

/** Each pair's colours: `color` is the foreground, `backgroundColor` the ground it is measured on. */
export const pairColors = styleVariants({
  solid: { backgroundColor: vars.color.accent[9], color: vars.color.accent.contrast },
  accentText: { backgroundColor: vars.color.background, color: vars.color.accent[11] },
  accentOnTint: { backgroundColor: vars.color.accent[3], color: vars.color.accent[11] },
  accentOnTint4: { backgroundColor: vars.color.accent[4], color: vars.color.accent[11] },
  ink: { backgroundColor: vars.color.background, color: vars.color.gray[12] },
  secondary: { backgroundColor: vars.color.gray[2], color: vars.color.gray[11] },
  warning: { backgroundColor: vars.color.background, color: vars.color.orange[11] },
  error: { backgroundColor: vars.color.background, color: vars.color.red[11] },
  success: { backgroundColor: vars.color.background, color: vars.color.green[11] },
  focus: { backgroundColor: vars.color.background, color: vars.color.focus[8] },
  highlighter: { backgroundColor: vars.color.background, color: vars.color.accent[9] },
});

/** Non-text pairs draw their foreground as a shape: a focus ring, a highlighter stroke. */
export const ring = style({ ...focusRing, outlineColor: 'currentColor', borderRadius: vars.radius[2] });

export const stroke = style({
  display: 'inline-block',
  width: vars.space[8],
  height: vars.space[3],
  borderRadius: vars.radius[1],
  backgroundColor: 'currentColor',
});

export const figure = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size[2],
  color: vars.color.gray[12],
  whiteSpace: 'nowrap',
});

export const typeScale = style({ display: 'grid', gap: vars.space[4] });

export const typeRow = style({
  display: 'grid',
  gap: vars.space[1],
  paddingBlockEnd: vars.space[4],
  borderBlockEnd: `1px solid ${vars.color.gray.a4}`,
});

export const motif = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[6],
  color: vars.color.gray[12],
});

/** The highlighter: an amber stroke behind a word, as the marked clip is in the mark. */
export const highlighted = style({
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size[7],
  letterSpacing: '-0.03em',
  backgroundImage: `linear-gradient(transparent 55%, ${vars.color.accent[9]} 55%, ${vars.color.accent[9]} 90%, transparent 90%)`,
  color: vars.color.gray[12],
});

export const rules = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const ruleList = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: 'grid',
  gap: vars.space[2],
});
