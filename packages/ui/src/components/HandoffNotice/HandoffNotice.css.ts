import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { dialogText } from '../../theme/typography.css';

/** Centred (a page, a card) or aligned to the start (a Modal), by `data-align`. */
export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  width: '100%',
  minWidth: 0,
  textAlign: 'center',
  selectors: {
    '&:where([data-align="start"])': { alignItems: 'flex-start', textAlign: 'start' },
  },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.space[8]} + ${vars.space[2]})`,
  height: `calc(${vars.space[8]} + ${vars.space[2]})`,
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.accent.a3,
  color: vars.color.accent[11],
  boxShadow: `0 0 0 ${vars.space[2]} ${vars.color.accent.a2}`,
  marginBottom: vars.space[1],
});

/** An illustration of the app's own: kept within the column, never wider. */
export const illustration = style({ display: 'flex', maxWidth: '100%' });

export const text = style({
  display: 'grid',
  gap: vars.space[2],
  maxWidth: '40ch',
});

export const title = style({
  margin: 0,
  color: vars.color.gray[12],
  textWrap: 'balance',
});

/** Shown in a dialog as well as on a page: the dialogs' one body text. */
export const description = style([dialogText, { textWrap: 'pretty' }]);

/** The address field: the address, then its icon buttons inside the same bordered box. */
export const addressRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '28rem',
  paddingInlineStart: vars.space[3],
  paddingInlineEnd: vars.space[1],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.gray.a7}`,
  backgroundColor: vars.color.gray.a2,
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

/** The address: monospace, selectable at one tap, wrapping anywhere on a phone. */
export const address = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space[1],
  color: vars.color.gray[12],
  fontFamily: vars.font.family.code,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  overflowWrap: 'anywhere',
  textAlign: 'start',
  userSelect: 'all',
});

/** A 32 px target inside the field, its icon a little larger than the small button's. */
export const fieldButton = style({ height: vars.space[6], flexShrink: 0, fontSize: vars.font.size[3] });

/** The app's own actions (e.g. a sign-up button): as wide as the field. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  width: '100%',
  maxWidth: '28rem',
});

/** The refusal message: as wide as the text column, read from the start. */
export const alert = style({ maxWidth: '40ch', textAlign: 'start' });
