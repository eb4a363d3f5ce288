import { globalStyle, style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { pageTitle, proseTitle } from '../../theme/typography.css';
import { tag as tagLook } from '../private/tag.css';

const focusRing = { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 } as const;
const measure = '42rem';

export const root = style({
  width: '100%',
  paddingInline: vars.space[4],
  paddingBlock: `${vars.space[7]} ${vars.space[8]}`,
  '@media': {
    [media.sm]: { paddingInline: vars.space[5] },
    [media.md]: { paddingBlock: `${vars.space[9]} calc(${vars.space[9]} * 1.5)` },
  },
});

export const header = style({
  maxWidth: measure,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  marginBlockEnd: vars.space[6],
  marginInlineStart: `calc(${vars.space[2]} * -1)`,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius[2],
  color: vars.color.gray[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.gray[12], backgroundColor: vars.color.gray.a3 },
    '&[data-focus-visible]': focusRing,
  },
});

export const categories = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  listStyle: 'none',
  margin: 0,
  marginBlockEnd: vars.space[4],
  padding: 0,
});

export const category = tagLook({ tone: 'accent' });

// As wide as the lede under it (the header's measure), lines balanced by `pageTitle`.
export const title = style([pageTitle, { width: '100%', overflowWrap: 'break-word' }]);

export const description = style({
  margin: 0,
  marginBlockStart: vars.space[4],
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  color: vars.color.gray[11],
  textWrap: 'pretty',
  '@media': { [media.md]: { fontSize: vars.font.size[5], lineHeight: vars.font.lineHeight[5] } },
});

export const byline = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  marginBlockStart: vars.space[6],
});

export const bylineText = style({ display: 'grid' });

export const author = style({
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
});

export const dot = style({ width: 3, height: 3, borderRadius: '50%', backgroundColor: vars.color.gray.a8 });

export const art = style({
  maxWidth: 960,
  marginInline: 'auto',
  marginBlockStart: vars.space[7],
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius[5],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.accent.a3,
  '@media': { [media.md]: { aspectRatio: '2 / 1', marginBlockStart: vars.space[8] } },
});
globalStyle(`${art} > *`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({
  maxWidth: measure,
  marginInline: 'auto',
  marginBlockStart: vars.space[7],
  fontSize: vars.font.size[4],
  lineHeight: 1.75,
  color: vars.color.gray[12],
  '@media': { [media.md]: { marginBlockStart: vars.space[8] } },
});

export const paragraph = style({ margin: 0, marginBlockEnd: vars.space[5], textWrap: 'pretty' });

export const heading = style([
  proseTitle,
  {
    marginBlock: `${vars.space[7]} ${vars.space[3]}`,
    scrollMarginTop: `calc(var(--clipnest-scroll-offset, 0px) + ${vars.space[5]})`,
  },
]);

export const list = style({
  margin: 0,
  marginBlockEnd: vars.space[5],
  paddingInlineStart: vars.space[5],
  display: 'grid',
  gap: vars.space[2],
});
globalStyle(`${list} > li::marker`, { color: vars.color.gray[10] });

export const quote = style({
  margin: 0,
  marginBlock: vars.space[6],
  paddingInlineStart: vars.space[5],
  borderInlineStart: `3px solid ${vars.color.accent[9]}`,
});

export const blockquote = style({
  margin: 0,
  fontSize: vars.font.size[5],
  lineHeight: vars.font.lineHeight[5],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
  textWrap: 'pretty',
});
globalStyle(`${blockquote} > p`, { margin: 0 });

export const cite = style({
  marginBlockStart: vars.space[3],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const codeFigure = style({
  margin: 0,
  marginBlockEnd: vars.space[5],
  overflow: 'hidden',
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.gray[2],
});

export const codeLanguage = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  borderBlockEnd: `1px solid ${vars.color.gray.a5}`,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[11],
});

export const pre = style({
  margin: 0,
  padding: vars.space[4],
  overflowX: 'auto',
  fontFamily: vars.font.family.code,
  fontSize: vars.font.size[2],
  lineHeight: 1.6,
  color: vars.color.gray[12],
  outline: 'none',
  tabSize: 2,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: -2 } },
});

// Inline links and code in the text.
globalStyle(`${body} a`, {
  color: vars.color.accent[11],
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.accent.a7,
  textUnderlineOffset: 3,
  borderRadius: vars.radius[1],
  outline: 'none',
});
globalStyle(`${body} a:hover`, { textDecorationColor: 'currentColor' });
globalStyle(`${body} a:focus-visible`, focusRing);
globalStyle(`${body} :not(pre) > code`, {
  paddingInline: 4,
  borderRadius: vars.radius[1],
  backgroundColor: vars.color.gray.a3,
  fontFamily: vars.font.family.code,
  fontSize: '0.9em',
});

export const pager = style({
  maxWidth: measure,
  marginInline: 'auto',
  marginBlockStart: vars.space[8],
  paddingBlockStart: vars.space[6],
  borderBlockStart: `1px solid ${vars.color.gray.a5}`,
  display: 'grid',
  gap: vars.space[3],
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const pagerLink = style({
  display: 'grid',
  gap: vars.space[1],
  alignContent: 'start',
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  color: vars.color.gray[12],
  textDecoration: 'none',
  outline: 'none',
  transition: `border-color ${duration.fast}, background-color ${duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accent[8], backgroundColor: vars.color.accent.a2 },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const pagerPrevious = style({});

export const pagerNext = style({
  textAlign: 'end',
  '@media': { [media.sm]: { gridColumn: 2 } },
});

export const pagerLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
  selectors: { [`${pagerNext} &`]: { justifySelf: 'end' } },
});

export const pagerTitle = style({
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  fontWeight: vars.font.weight.medium,
  textWrap: 'balance',
});
