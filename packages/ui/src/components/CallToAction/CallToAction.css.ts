import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { sectionLead, sectionTitle } from '../../theme/typography.css';

export const band = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'clip',
  width: '100%',
  paddingBlock: vars.space[8],
  borderBlock: `1px solid ${vars.color.accent.a4}`,
  backgroundColor: vars.color.accent[2],
  backgroundImage: `radial-gradient(ellipse 70% 90% at 50% 100%, ${vars.color.accent.a4}, transparent 70%)`,
  textAlign: 'center',
  '@media': {
    [media.md]: { paddingBlock: vars.space[9] },
  },
  selectors: { '&[data-align="start"]': { textAlign: 'start' } },
});

/** A band with a drawing behind it: more room under the actions, where the drawing's base shows. */
export const withBackdrop = style({
  paddingBlockEnd: `calc(${vars.space[8]} + 72px)`,
  '@media': { [media.md]: { paddingBlockEnd: `calc(${vars.space[9]} + 96px)` } },
});

/**
 * The drawing behind the band: large, centred, its lowest eighth cut off by the band's edge, in a
 * faint accent that reads as an outline on the light band and as a glow on the dark one. Out of the
 * flow, behind the words, so it never sizes or moves the band.
 */
export const backdrop = style({
  position: 'absolute',
  zIndex: -1,
  insetBlockEnd: 0,
  insetInlineStart: '50%',
  width: 'min(360px, 92%)',
  transform: 'translate(-50%, 14%)',
  color: vars.color.accent.a6,
  // Strongest at its base, fading out as it rises behind the title.
  maskImage: 'linear-gradient(to top, #000 35%, transparent 90%)',
  pointerEvents: 'none',
  selectors: {
    [`${band}[data-align="start"] &`]: {
      insetInlineStart: 'auto',
      insetInlineEnd: '4%',
      transform: 'translateY(14%)',
    },
  },
  '@media': {
    [media.md]: { width: 480 },
    [media.forcedColors]: { display: 'none' },
  },
});
globalStyle(`${backdrop} svg`, { display: 'block', width: '100%', height: 'auto' });

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  selectors: { [`${band}[data-align="start"] &`]: { alignItems: 'flex-start' } },
});

export const title = sectionTitle;

export const description = style([sectionLead, { maxWidth: 560, textWrap: 'pretty' }]);

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[3],
  width: '100%',
  marginBlockStart: vars.space[4],
  '@media': {
    [media.sm]: {
      flexDirection: 'row',
      justifyContent: 'center',
      width: 'auto',
      selectors: { [`${band}[data-align="start"] &`]: { justifyContent: 'flex-start' } },
    },
  },
});

// On a phone the actions fill the width, so both are easy to hit.
globalStyle(`${actions} > *, ${actions} > [data-island] > *`, {
  width: '100%',
  '@media': { [media.sm]: { width: 'auto' } },
});
