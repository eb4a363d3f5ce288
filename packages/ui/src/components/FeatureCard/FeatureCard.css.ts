import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  height: '100%',
  padding: vars.space[5],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.panelSolid,
  border: `1px solid ${vars.color.gray.a5}`,
  boxShadow: vars.shadow[2],
  transitionProperty: 'opacity, transform',
  transitionDuration: duration.slow,
  transitionTimingFunction: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
  selectors: {
    // Only after mount, only with IntersectionObserver and motion allowed (see useRevealOnScroll).
    '&[data-reveal="hidden"]': { opacity: 0, transform: 'translateY(24px)' },
  },
  '@media': {
    [media.reducedMotion]: {
      transitionProperty: 'opacity',
      selectors: { '&[data-reveal="hidden"]': { transform: 'none' } },
    },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[7],
  height: vars.space[7],
  marginBlockEnd: vars.space[2],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.accent.a3,
  color: vars.color.accent[11],
});

export const mediaSlot = style({ marginBlockEnd: vars.space[3] });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.headingLineHeight[4],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});
