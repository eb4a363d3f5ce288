import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  maxWidth: '68ch',
  color: vars.color.gray[11],
  overflowWrap: 'break-word',
});

export const size = styleVariants({
  1: { fontSize: vars.font.size[2], lineHeight: vars.font.lineHeight[2] },
  2: { fontSize: vars.font.size[3], lineHeight: vars.font.lineHeight[3] },
  3: { fontSize: vars.font.size[4], lineHeight: vars.font.lineHeight[4] },
});

globalStyle(`${root} > *`, { marginBlock: 0 });
globalStyle(`${root} > * + *`, { marginBlockStart: '1em' });
globalStyle(`${root} :is(ul, ol)`, { paddingInlineStart: '1.4em' });
globalStyle(`${root} li + li`, { marginBlockStart: '0.4em' });
globalStyle(`${root} :is(strong, b)`, { color: vars.color.gray[12], fontWeight: vars.font.weight.bold });
globalStyle(`${root} a`, {
  color: vars.color.accent[11],
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.accent.a6,
  textUnderlineOffset: '0.2em',
});
globalStyle(`${root} a:hover`, { textDecorationColor: 'currentColor' });
globalStyle(`${root} a:focus-visible`, {
  outline: `2px solid ${vars.color.focus[8]}`,
  outlineOffset: 2,
  borderRadius: vars.radius[1],
});
globalStyle(`${root} code`, {
  fontFamily: vars.font.family.code,
  fontSize: '0.9em',
  paddingInline: '0.3em',
  borderRadius: vars.radius[1],
  backgroundColor: vars.color.gray.a3,
  color: vars.color.gray[12],
});
// A command written word by word (a span each): lines break between words, never inside a flag.
globalStyle(`${root} code > span`, { whiteSpace: 'nowrap' });
