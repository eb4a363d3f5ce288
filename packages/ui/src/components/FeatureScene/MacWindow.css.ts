import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/*
 * A macOS window drawn in HTML. Every length is in `em`: the scene sets one font size from its own
 * width (a container query), so the window keeps its proportions at any size, from a feature
 * page's first screen down to a card on the features index.
 */

// The window's glass: the panel colour, a little translucent, over a blurred desktop (vibrancy).
const glass = `color-mix(in oklab, ${vars.color.panelSolid} 84%, transparent)`;

export const window = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  overflow: 'hidden',
  borderRadius: '0.85em',
  backgroundColor: glass,
  backdropFilter: 'blur(24px) saturate(1.6)',
  WebkitBackdropFilter: 'blur(24px) saturate(1.6)',
  // The hairline macOS draws inside and out, then a soft, deep drop shadow.
  boxShadow: `0 0 0 0.06em ${vars.color.gray.a6}, inset 0 0.06em 0 ${vars.color.gray.a2}, 0 1.6em 3.2em -0.8em ${vars.color.blackA[6]}, 0 0.5em 1.2em -0.4em ${vars.color.blackA[3]}`,
  color: vars.color.gray[12],
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const titleBar = style({
  position: 'relative',
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: '0.6em',
  height: '2.6em',
  paddingInline: '0.9em',
  borderBlockEnd: `0.06em solid ${vars.color.gray.a4}`,
  backgroundColor: vars.color.gray.a2,
});

export const lights = style({ flex: 'none', display: 'flex', gap: '0.5em' });

const light = {
  width: '0.85em',
  height: '0.85em',
  borderRadius: '50%',
  boxShadow: `inset 0 0 0 0.06em ${vars.color.blackA[2]}`,
} as const;

// macOS's close, minimise and zoom buttons: the status scales' solid steps are their colours.
export const close = style({ ...light, backgroundColor: vars.color.red[9] });
export const minimize = style({ ...light, backgroundColor: vars.color.amber[9] });
export const zoom = style({ ...light, backgroundColor: vars.color.green[9] });

export const title = style({
  position: 'absolute',
  insetInline: '5em',
  textAlign: 'center',
  fontSize: '0.95em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[11],
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const toolbar = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '0.5em',
  color: vars.color.gray[11],
});

export const main = style({ flex: 1, display: 'flex', minHeight: 0 });

export const sidebar = style({
  flex: 'none',
  width: '11.5em',
  display: 'grid',
  alignContent: 'start',
  gap: '0.9em',
  padding: '0.8em 0.6em',
  borderInlineEnd: `0.06em solid ${vars.color.gray.a4}`,
  backgroundColor: vars.color.gray.a2,
  '@container': { '(max-width: 520px)': { display: 'none' } },
});

export const sidebarLabel = style({
  margin: 0,
  paddingInline: '0.5em',
  marginBlockEnd: '0.2em',
  fontSize: '0.78em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[11],
});

export const sidebarItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5em',
  height: '1.9em',
  paddingInline: '0.5em',
  borderRadius: '0.4em',
  color: vars.color.gray[12],
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const sidebarIcon = style({ flex: 'none', color: vars.color.accent[11] });

export const sidebarSelected = style({ backgroundColor: vars.color.gray.a4 });

export const sidebarCount = style({
  marginInlineStart: 'auto',
  color: vars.color.gray[11],
  fontSize: '0.85em',
});

export const ellipsis = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  backgroundColor: vars.color.panelSolid,
});

export const statusBar = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: '0.4em',
  height: '2.1em',
  paddingInline: '0.9em',
  borderBlockStart: `0.06em solid ${vars.color.gray.a4}`,
  backgroundColor: vars.color.gray.a2,
  fontSize: '0.85em',
  color: vars.color.gray[11],
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});
