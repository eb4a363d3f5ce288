import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../theme/vars.css';

export const root = style({ maxWidth: '100%', textAlign: 'start' });

export const details = style({});

/** One small line: the shield, the words and a chevron that turns when open. */
export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.space[6],
  paddingInline: vars.space[2],
  marginInline: `calc(-1 * ${vars.space[2]})`,
  borderRadius: vars.radius[2],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.accent[11],
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { backgroundColor: vars.color.accent.a3 },
    '&:focus-visible': focusRing,
  },
});

export const summaryIcon = style({ flexShrink: 0 });

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: { [`${details}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  // Room for the 64 digits of a SHA-256 on one line on a desktop.
  maxWidth: '40rem',
  selectors: {
    [`${details} > &`]: {
      marginBlockStart: vars.space[2],
      padding: vars.space[4],
      borderRadius: vars.radius[3],
      border: `1px solid ${vars.color.gray.a5}`,
      backgroundColor: vars.color.panelSolid,
    },
  },
});

export const term = style({
  margin: 0,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[11],
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});
