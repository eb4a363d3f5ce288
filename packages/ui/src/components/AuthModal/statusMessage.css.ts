import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

/** The success and error messages of the auth dialogs (status and alert regions). */
const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[3],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  // The tint is the background and the icon; the text stays high-contrast on it.
  color: vars.color.gray[12],
  selectors: {
    // Kept in the page while empty, so screen readers announce what appears in it, but out of the
    // flex flow, so it takes no room and no gap.
    '&:empty': { position: 'absolute', padding: 0 },
  },
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const successMessage = style([message, { backgroundColor: vars.color.green.a3 }]);
globalStyle(`${successMessage} > svg`, { color: vars.color.green[11] });

export const errorMessage = style([message, { backgroundColor: vars.color.red.a3 }]);
globalStyle(`${errorMessage} > svg`, { color: vars.color.red[11] });

export const messageIcon = style({ flexShrink: 0, marginTop: '0.2em' });
