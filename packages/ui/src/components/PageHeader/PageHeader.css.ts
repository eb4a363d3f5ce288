import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { pageTitle } from '../../theme/typography.css';

export const root = style({
  position: 'relative',
  width: '100%',
  paddingBlock: `${vars.space[8]} ${vars.space[7]}`,
  // A faint glow of the accent behind the title, fading into the page.
  backgroundImage: `radial-gradient(ellipse 70% 100% at 50% -20%, ${vars.color.accent.a3}, transparent 70%)`,
  '@media': {
    [media.md]: { paddingBlock: `calc(${vars.space[9]} * 1.5) ${vars.space[8]}` },
    print: { backgroundImage: 'none', paddingBlock: 0 },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  selectors: {
    [`${root}[data-align="center"] &`]: { alignItems: 'center', textAlign: 'center' },
  },
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  marginBlockEnd: vars.space[5],
  marginInlineStart: `calc(${vars.space[2]} * -1)`,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  border: 'none',
  borderRadius: vars.radius[2],
  background: 'transparent',
  color: vars.color.gray[11],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  cursor: vars.cursor.link,
  WebkitTapHighlightColor: 'transparent',
  transition: `color ${duration.fast}, background-color ${duration.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.gray[12], backgroundColor: vars.color.gray.a3 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
    [`${root}[data-align="center"] &`]: { marginInlineStart: 0 },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    print: { display: 'none' },
  },
});

export const backIcon = style({
  transition: `transform ${duration.fast}`,
  selectors: { [`${backLink}[data-hovered] &`]: { transform: 'translateX(-2px)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const eyebrow = style({
  margin: 0,
  marginBlockEnd: vars.space[3],
  color: vars.color.accent[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.02em',
});

export const title = style([pageTitle, { maxWidth: '22ch', overflowWrap: 'break-word', hyphens: 'auto' }]);

export const description = style({
  margin: 0,
  marginBlockStart: vars.space[4],
  maxWidth: '60ch',
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  color: vars.color.gray[11],
  textWrap: 'pretty',
  '@media': {
    [media.md]: { fontSize: vars.font.size[5], lineHeight: vars.font.lineHeight[5] },
  },
});

export const meta = style({
  margin: 0,
  marginBlockStart: vars.space[5],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
});

export const extra = style({
  marginBlockStart: vars.space[6],
  width: '100%',
});
