import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

/* The form-level alert: a failure or a rate limit. */

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
