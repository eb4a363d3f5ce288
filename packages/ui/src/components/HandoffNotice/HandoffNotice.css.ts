import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

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

export const description = style({
  margin: 0,
  color: vars.color.gray[11],
  textWrap: 'pretty',
});

export const addressRow = style({ margin: 0, maxWidth: '100%' });

/** The address as a pill: monospace, selectable at one tap, wrapping anywhere on a phone. */
export const address = style({
  display: 'inline-block',
  maxWidth: '100%',
  boxSizing: 'border-box',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.thumb,
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.gray.a2,
  color: vars.color.gray[12],
  fontFamily: vars.font.family.code,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  overflowWrap: 'anywhere',
  textAlign: 'center',
  userSelect: 'all',
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

/** Copy, Share and the app's own actions, wrapping on a narrow screen. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  selectors: {
    [`${root}:where([data-align="center"]) &`]: { justifyContent: 'center' },
  },
});

/** The refusal message: as wide as the text column, read from the start. */
export const alert = style({ maxWidth: '40ch', textAlign: 'start' });

/** Two texts in one grid cell: the button is as wide as the longer; only one shows. */
export const swap = style({ display: 'inline-grid' });
globalStyle(`${swap} > *`, { gridArea: '1 / 1', textAlign: 'center' });
globalStyle(`${swap} > [aria-hidden="true"]`, { visibility: 'hidden' });
