import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { root } from './LegalRoot.css';
import { printed } from './printRule';

export { root };

export const header = style(
  printed({}, { backgroundImage: 'none', paddingBlock: `0 ${vars.space[5]}`, color: 'black' }),
);

globalStyle(`${root}[data-variant="print"] ${header} *, ${root}[data-variant="print"] ${header}`, {
  color: 'black',
});
globalStyle(`${header} *`, { '@media': { print: { color: 'black' } } });
globalStyle(`${root}[data-variant="print"] ${header} button`, { display: 'none' });

export const layout = style({
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlockEnd: vars.space[8],
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  '@media': {
    [media.sm]: { paddingInline: vars.space[5] },
    [media.lg]: {
      // Wide enough that most entries take one line ('Eligibility and Your Account').
      gridTemplateColumns: `16.5rem minmax(0, 1fr)`,
      columnGap: vars.space[8],
      alignItems: 'start',
    },
    print: { display: 'block', paddingBlockEnd: 0 },
  },
  selectors: { [`${root}[data-variant="print"] &`]: { display: 'block', paddingBlockEnd: 0 } },
});

export const body = style({
  minWidth: 0,
  maxWidth: '70ch',
  fontSize: vars.font.size[3],
  lineHeight: 1.7,
  color: vars.color.gray[12],
  '@media': { print: { maxWidth: 'none', fontSize: '11pt', lineHeight: 1.5, color: 'black' } },
  selectors: {
    [`${root}[data-variant="print"] &`]: { maxWidth: '70ch', color: 'black', lineHeight: 1.6 },
  },
});

// Links inside the text (to /contact, /privacy …): the theme's link colour on screen, underlined
// everywhere, and their address spelled out on paper.
globalStyle(`${body} a`, {
  color: vars.color.accent[11],
  textDecorationLine: 'underline',
  textUnderlineOffset: 3,
  textDecorationColor: vars.color.accent.a7,
  borderRadius: vars.radius[1],
  outline: 'none',
});
globalStyle(`${body} a:hover`, { textDecorationColor: 'currentColor' });
globalStyle(`${body} a:focus-visible`, { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 });
globalStyle(`${root}[data-variant="print"] ${body} a`, { color: 'black', textDecorationColor: 'black' });
globalStyle(`${body} a`, {
  '@media': { print: { color: 'black', textDecorationColor: 'black' } },
});
globalStyle(`${body} a[href^="http"]::after`, {
  '@media': { print: { content: '" (" attr(href) ")"', fontSize: '0.9em' } },
});
