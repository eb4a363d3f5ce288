import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { narrow, size, whole } from './FeatureScene.css';
import { field } from './SceneRow.css';

/* What is drawn over the window(s): keys pressed, a panel, a toast. */

export const overlay = style({
  position: 'absolute',
  zIndex: 2,
  borderRadius: '0.8em',
  backgroundColor: `color-mix(in oklab, ${vars.color.panelSolid} 88%, transparent)`,
  backdropFilter: 'blur(20px) saturate(1.6)',
  WebkitBackdropFilter: 'blur(20px) saturate(1.6)',
  boxShadow: `0 0 0 0.06em ${vars.color.gray.a6}, 0 1.2em 2.4em -0.6em ${vars.color.blackA[6]}`,
  selectors: { [`${size.small} &`]: { display: 'none' } },
  // On a phone the overlay follows the window in the flow (see FeatureScene.css): under it,
  // covering nothing.
  '@container': {
    [narrow]: {
      selectors: {
        [`${whole} &`]: { position: 'relative', inset: 'auto', justifySelf: 'end', maxWidth: '100%' },
      },
    },
  },
});

export const keysOverlay = style({
  insetInlineEnd: '3%',
  insetBlockEnd: '4%',
  display: 'grid',
  justifyItems: 'center',
  gap: '0.5em',
  padding: '0.9em 1.1em',
});

export const keys = style({ display: 'flex', gap: '0.4em' });

export const keycap = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '2.3em',
  height: '2.3em',
  paddingInline: '0.4em',
  borderRadius: '0.45em',
  fontFamily: 'inherit',
  fontSize: '1.3em',
  backgroundColor: vars.color.panelSolid,
  boxShadow: `inset 0 -0.12em 0 ${vars.color.gray.a5}, 0 0 0 0.05em ${vars.color.gray.a6}`,
  color: vars.color.gray[12],
});

export const keysCaption = style({
  fontSize: '0.95em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.accent[11],
});

export const panel = style({
  insetInlineEnd: '3%',
  insetBlockEnd: '4%',
  width: '21em',
  display: 'grid',
  gap: '0.2em',
  padding: '0.7em',
  '@container': { [narrow]: { width: '100%' } },
});
globalStyle(`${panel} ${field}`, { '@container': { [narrow]: { minWidth: '5.5em' } } });

export const panelTitle = style({
  margin: 0,
  paddingInline: '0.6em',
  paddingBlock: '0.2em 0.3em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
});

export const toast = style({
  insetInlineEnd: '3%',
  insetBlockEnd: '5%',
  // Over a window with a path bar, the banner sits above the bar: the path is the picture's point.
  selectors: { '&[data-above-path]': { insetBlockEnd: 'calc(5.5% + 2.7em)' } },
  width: '20em',
  display: 'flex',
  alignItems: 'center',
  gap: '0.7em',
  padding: '0.75em 0.9em',
  '@container': { [narrow]: { width: 'auto' } },
});
globalStyle(`${whole} ${toast}[data-above-path]`, {
  '@container': { [narrow]: { insetBlockEnd: 'auto' } },
});
